// Tests import `WayfinderTesting` alone: the simulated host comes with the test helpers, and
// `SimulatedHost` is a `ControllerHost`, whose members (`watchdog`, `Navigator.attach(_:)`) and
// name come with it.
@_exported import WayfinderHosting
@_exported import WayfinderSimulator
// A recording is replayed here (`SessionRecording.replay()`).
@_exported import WayfinderRecording
