#if canImport(UIKit)
// An app imports `WayfinderUIKit` alone: `UIKitHost` is a `ControllerHost`, whose members
// (`watchdog`, `Navigator.attach(_:)`) and name come with it.
@_exported import WayfinderHosting
#endif
