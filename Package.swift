// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Wayfinder",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
    ],
    targets: [
        // The core: pure Swift, Foundation and Observation only.
        .target(name: "Wayfinder"),
        // The simulated UIKit host and test helpers, for the users' own tests too.
        .target(name: "WayfinderTesting", dependencies: ["Wayfinder"]),
        // The sample Shop app's logic, on the core API only; the demo and the scenario tests use it.
        .target(name: "ShopApp", dependencies: ["Wayfinder"]),
        .testTarget(name: "WayfinderTests", dependencies: ["Wayfinder", "WayfinderTesting"]),
        .testTarget(name: "WayfinderTestingTests", dependencies: ["Wayfinder", "WayfinderTesting"]),
        .testTarget(name: "ShopAppTests", dependencies: ["ShopApp", "Wayfinder", "WayfinderTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
