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
        .testTarget(name: "WayfinderTests", dependencies: ["Wayfinder", "WayfinderTesting"]),
        .testTarget(name: "WayfinderTestingTests", dependencies: ["Wayfinder", "WayfinderTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
