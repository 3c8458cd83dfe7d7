// swift-tools-version: 6.2
// LinuxChecks: type-checks Wayfinder's Apple-only sources on Linux against hand-written
// signature stubs of Apple frameworks. Never a dependency of the root package; Apple users
// never resolve or build it. Run from this folder:
//   swift build -Xswiftc -warnings-as-errors
// See README.md for the rules every stub declaration follows.
//
// The real sources come in through symlinked folders (SwiftPM refuses a target path outside the
// package): Sources/Wayfinder -> ../../Sources/Wayfinder, Sources/WayfinderUIKit ->
// ../../Sources/WayfinderUIKit, Sources/WayfinderSwiftUI -> ../../Sources/WayfinderSwiftUI,
// Sources/ShopApp -> ../../Sources/ShopApp and Sources/ShopiOS ->
// ../../Examples/ShopiOS/ShopiOS.swiftpm/Sources/Shop. This package never depends on the root
// package, so the targets keep their own names and `package` declarations of the core stay
// visible to the hosts, as they are in the root package.
import PackageDescription

let package = Package(
    name: "LinuxChecks",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
    ],
    targets: [
        // Signature stub of UIKit: every declaration copied from its developer.apple.com page,
        // iOS 17 or older only, bodies `fatalError("stub")`. Compiled, never run.
        .target(name: "UIKit"),
        // The core, as the root package builds it.
        .target(name: "Wayfinder"),
        // The UIKit host's real sources, compiled against the stub.
        .target(name: "WayfinderUIKit", dependencies: ["Wayfinder", "UIKit"]),
        // Signature stub of SwiftUI, same rules; it builds on the UIKit stub (UIHostingController).
        .target(name: "SwiftUI", dependencies: ["UIKit"]),
        // The SwiftUI host's real sources, compiled against both stubs.
        .target(name: "WayfinderSwiftUI", dependencies: ["Wayfinder", "WayfinderUIKit", "SwiftUI", "UIKit"]),
        // The sample Shop's logic, which the iOS example shows.
        .target(name: "ShopApp", dependencies: ["Wayfinder"]),
        // The iOS example's scene and screens (Examples/ShopiOS/ShopiOS.swiftpm/Sources/Shop), against
        // both stubs; its App struct and notification delegate are checked by hand (see its README).
        .target(name: "ShopiOS", dependencies: ["ShopApp", "Wayfinder", "WayfinderUIKit", "WayfinderSwiftUI", "SwiftUI", "UIKit"]),
    ],
    swiftLanguageModes: [.v6]
)
