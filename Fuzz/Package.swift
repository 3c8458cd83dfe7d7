// swift-tools-version: 6.2
// Fuzz targets for libFuzzer, in a package of their own so that `swift build` and `swift test`
// never build them. Each target compiles the project's own sources (through the symlinked
// folders under Sources/) with coverage and AddressSanitizer. Run from this folder:
//   ./run links 60          fuzz the link router for 60 seconds (see README.md)
import PackageDescription

let package = Package(
    name: "WayfinderFuzz",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [
        // The project's sources, as the root package builds them.
        .target(name: "Wayfinder", path: "Sources/Wayfinder"),
        .target(name: "WayfinderHosting", dependencies: ["Wayfinder"], path: "Sources/WayfinderHosting"),
        .target(name: "WayfinderSimulator", dependencies: ["Wayfinder", "WayfinderHosting"], path: "Sources/WayfinderSimulator"),
        .target(
            name: "WayfinderTerminal", dependencies: ["Wayfinder", "WayfinderHosting", "WayfinderSimulator"],
            path: "Sources/WayfinderTerminal"),
        .target(name: "WayfinderMap", dependencies: ["Wayfinder"], path: "Sources/WayfinderMap"),
        .target(name: "WayfinderRecording", dependencies: ["Wayfinder"], path: "Sources/WayfinderRecording"),
        .target(
            name: "WayfinderTesting", dependencies: ["Wayfinder", "WayfinderHosting", "WayfinderRecording", "WayfinderSimulator"],
            path: "Sources/WayfinderTesting"),
        .target(name: "ShopApp", dependencies: ["Wayfinder"], path: "Sources/ShopApp"),
        .target(
            name: "ShopTerminal",
            dependencies: [
                "ShopApp", "Wayfinder", "WayfinderMap", "WayfinderRecording", "WayfinderSimulator", "WayfinderTerminal", "WayfinderTesting",
            ],
            path: "Sources/ShopTerminal"),
        // The fuzz targets: each defines LLVMFuzzerTestOneInput; libFuzzer supplies main.
        .executableTarget(name: "fuzz-links", dependencies: ["ShopApp", "Wayfinder"], path: "Targets/fuzz-links"),
        .executableTarget(name: "fuzz-restoration", dependencies: ["ShopApp", "Wayfinder"], path: "Targets/fuzz-restoration"),
        .executableTarget(
            name: "fuzz-recording", dependencies: ["ShopApp", "Wayfinder", "WayfinderRecording", "WayfinderTesting"],
            path: "Targets/fuzz-recording"),
        .executableTarget(
            name: "fuzz-script", dependencies: ["ShopTerminal", "ShopApp", "Wayfinder"], path: "Targets/fuzz-script"),
    ],
    swiftLanguageModes: [.v6]
)
