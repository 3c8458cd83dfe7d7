// swift-tools-version: 6.2
// LinuxChecks: type-checks Wayfinder's Apple-only sources on Linux against hand-written
// signature stubs of Apple frameworks. Never a dependency of the root package; Apple users
// never resolve or build it. Run from this folder:
//   swift build -Xswiftc -warnings-as-errors
// See README.md for the rules every stub declaration follows.
//
// The real sources come in through symlinked folders (SwiftPM refuses a target path outside the
// package): Sources/Wayfinder -> ../../Sources/Wayfinder, Sources/WayfinderUIKit ->
// ../../Sources/WayfinderUIKit. This package never depends on the root package, so the targets
// keep their own names and `package` declarations of the core stay visible to the host, as they
// are in the root package.
import PackageDescription

let package = Package(
    name: "LinuxChecks",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
    ],
    targets: [
        // Signature stub of UIKit: every declaration copied from its developer.apple.com page,
        // iOS 17 or older only, bodies `fatalError("stub")`. Compiled, never run.
        .target(name: "UIKit"),
        // The core, as the root package builds it.
        .target(name: "Wayfinder"),
        // The UIKit host's real sources, compiled against the stub.
        .target(name: "WayfinderUIKit", dependencies: ["Wayfinder", "UIKit"]),
    ],
    swiftLanguageModes: [.v6]
)
