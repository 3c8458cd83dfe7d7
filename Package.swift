// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Wayfinder",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
        .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
        // The navigation map: an app's flows, links and guards drawn (DOT, Mermaid, Markdown) and linted.
        .library(name: "WayfinderMap", targets: ["WayfinderMap"]),
        // Recording a session as JSON Lines, to replay it as a test (WayfinderTesting replays).
        .library(name: "WayfinderRecording", targets: ["WayfinderRecording"]),
        // Test helpers with the simulated host (WayfinderSimulator), for an app's own tests.
        .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
        // The terminal host and the sample Shop are not offered to apps: the demo builds them here,
        // and the iOS example (Examples/ShopiOS, a package of its own) compiles the Shop's logic
        // into its app from the same sources (its Sources/ShopApp is a link to Sources/ShopApp).
    ],
    dependencies: [
        // Tests only (the libraries depend on nothing): property-based testing with shrinking.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        // Documentation only (`swift package generate-documentation`): a plugin, no target uses it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The demo's command line only (`wayfinder-demo`): options, help, errors, completion.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The core: pure Swift, Foundation and Observation only.
        .target(name: "Wayfinder"),
        // Between the core and the hosts: the translation of steps into controller calls
        // (ControllerHost over a ControllerDriver), the platform's preconditions, sheet and keyboard
        // layout, and the list screen's sync rules. Every host builds on it.
        .target(name: "WayfinderHosting", dependencies: ["Wayfinder"]),
        // The UIKit host: UIKit's controllers driven by the core; re-exports WayfinderHosting. Every
        // file is `#if canImport(UIKit)`, so it is an empty module elsewhere; LinuxChecks/ type-checks it here.
        .target(name: "WayfinderUIKit", dependencies: ["Wayfinder", "WayfinderHosting"]),
        // SwiftUI apps on the UIKit host: the embedding view, SwiftUI screens and alerts. Every file
        // is `#if canImport(SwiftUI) && canImport(UIKit)`; LinuxChecks/ type-checks it here.
        .target(name: "WayfinderSwiftUI", dependencies: ["Wayfinder", "WayfinderHosting", "WayfinderUIKit"]),
        // The navigation map, built from an app's declarations; platform-free, apart from the
        // core so that an app that draws no map compiles none of it.
        .target(name: "WayfinderMap", dependencies: ["Wayfinder"]),
        // A session recorder for the field and the tests; platform-free, apart from the core so
        // that an app that records nothing compiles none of it.
        .target(name: "WayfinderRecording", dependencies: ["Wayfinder"]),
        // The simulated UIKit host: fake controllers that keep UIKit's rules, on a virtual clock.
        .target(name: "WayfinderSimulator", dependencies: ["Wayfinder", "WayfinderHosting"]),
        // Test helpers for the users' own tests; re-exports the simulator and WayfinderHosting.
        .target(name: "WayfinderTesting", dependencies: ["Wayfinder", "WayfinderHosting", "WayfinderRecording", "WayfinderSimulator"]),
        // Draws the simulated host in a terminal.
        .target(name: "WayfinderTerminal", dependencies: ["Wayfinder", "WayfinderHosting", "WayfinderSimulator"]),
        // The sample Shop app's logic, on the core API only; the demo and the scenario tests use it.
        .target(name: "ShopApp", dependencies: ["Wayfinder"]),
        // The Shop in a terminal: its terminal views, script mode and keys.
        .target(
            name: "ShopTerminal",
            dependencies: [
                "ShopApp", "Wayfinder", "WayfinderMap", "WayfinderRecording", "WayfinderSimulator", "WayfinderTerminal", "WayfinderTesting",
            ]),
        // `swift run wayfinder-demo`.
        .executableTarget(
            name: "wayfinder-demo",
            dependencies: [
                "ShopApp", "ShopTerminal", "WayfinderRecording", "WayfinderTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "WayfinderMapTests", dependencies: ["Wayfinder", "WayfinderMap"]),
        .testTarget(
            name: "WayfinderRecordingTests", dependencies: ["ShopApp", "Wayfinder", "WayfinderRecording", "WayfinderTesting"],
            exclude: ["Recordings"]),
        .testTarget(
            name: "WayfinderTests",
            dependencies: [
                "Wayfinder", "WayfinderHosting", "WayfinderTesting", .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "WayfinderHostingTests", dependencies: ["Wayfinder", "WayfinderHosting"]),
        .testTarget(name: "WayfinderTestingTests", dependencies: ["Wayfinder", "WayfinderHosting", "WayfinderTesting"]),
        .testTarget(name: "ShopAppTests", dependencies: ["ShopApp", "Wayfinder", "WayfinderHosting", "WayfinderTesting"]),
        .testTarget(name: "WayfinderTerminalTests", dependencies: ["WayfinderTerminal", "Wayfinder", "WayfinderTesting"]),
        .testTarget(
            name: "ShopTerminalTests", dependencies: ["ShopTerminal", "ShopApp", "Wayfinder", "WayfinderTesting", "WayfinderTerminal", "wayfinder-demo"]),
        .testTarget(
            name: "WayfinderPropertyTests",
            dependencies: [
                "ShopApp", "Wayfinder", "WayfinderTesting", .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
