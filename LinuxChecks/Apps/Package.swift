// swift-tools-version: 6.2
// LinuxChecks/Apps: app-side code type-checked on Linux the way an app builds it: against
// Wayfinder as ANOTHER package, so only its `public` API is visible (the core's `package`
// declarations are not), and against the UIKit, SwiftUI and UserNotifications signature stubs.
// Run from this folder (it builds the LinuxChecks package it depends on):
//   swift build -Xswiftc -warnings-as-errors
//
// Targets:
// - ShopiOS: the iOS example's sources, App and Shop folders both, through the symlink
//   Sources/ShopiOS -> ../../../Examples/ShopiOS/ShopiOS.swiftpm/Sources (its @main App struct,
//   app delegate, scene and screens).
// - ReadmeUIKit, ReadmeSwiftUI: the README's blocks fenced ```swift ios, written into
//   Sources/ReadmeUIKit and Sources/ReadmeSwiftUI by ../extract-readme-blocks (a block goes to the
//   app of the README section it is in). Each is a whole app: its @main type and every name it uses.
import PackageDescription

let checks: [Target.Dependency] = [
    .product(name: "Wayfinder", package: "LinuxChecks"),
    .product(name: "WayfinderUIKit", package: "LinuxChecks"),
    .product(name: "WayfinderSwiftUI", package: "LinuxChecks"),
    .product(name: "WayfinderRecording", package: "LinuxChecks"),
    .product(name: "UIKit", package: "LinuxChecks"),
    .product(name: "SwiftUI", package: "LinuxChecks"),
    .product(name: "UserNotifications", package: "LinuxChecks"),
]

let package = Package(
    name: "LinuxCheckedApps",
    dependencies: [.package(name: "LinuxChecks", path: "..")],
    targets: [
        .executableTarget(name: "ShopiOS", dependencies: checks),
        .executableTarget(name: "ReadmeUIKit", dependencies: checks),
        .executableTarget(name: "ReadmeSwiftUI", dependencies: checks),
    ],
    swiftLanguageModes: [.v6]
)
