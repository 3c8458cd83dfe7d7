// Tests import `WayfinderTesting` alone: the simulated host comes with the test helpers.
@_exported import WayfinderSimulator
