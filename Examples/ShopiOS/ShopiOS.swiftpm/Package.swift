// swift-tools-version: 6.0
// The Shop as an iPhone and iPad app: an app package (`.iOSApplication`) that Xcode opens with a double
// click on the `ShopiOS.swiftpm` folder. It depends on the repository's root package (two folders
// up) for Wayfinder and its UIKit and SwiftUI hosts. The Shop's logic is not a library of the root
// package: Sources/ShopApp is a link to the repository's Sources/ShopApp, compiled into the app's
// own module, from the same sources the terminal demo and the tests run. See ../README.md.
//
// AppleProductTypes exists only in Xcode (and Swift Playgrounds), so this manifest does not load
// with the Linux toolchain; nothing on Linux reads it (the root package does not include this
// folder). LinuxChecks/Apps compiles Sources (App and Shop) against its UIKit, SwiftUI and
// UserNotifications stubs, with Wayfinder as another package (public API only).
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "ShopiOS",
    platforms: [.iOS("17.0")],
    products: [
        .iOSApplication(
            name: "Shop",
            targets: ["ShopiOS"],
            bundleIdentifier: "com.example.wayfinder.shop",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .bag),
            accentColor: .presetColor(.indigo),
            // iPad: the split layout (the catalog beside what it opened), in every orientation, as
            // the iPad's multitasking asks (upside down on iPad only, as Xcode's app template writes it).
            supportedDeviceFamilies: [.phone, .pad],
            supportedInterfaceOrientations: [
                .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ],
            // The `shop://` URL scheme (CFBundleURLTypes), merged into the generated Info.plist.
            additionalInfoPlistContentFilePath: "Info.plist"
        )
    ],
    dependencies: [
        .package(name: "Wayfinder", path: "../../..")
    ],
    targets: [
        .executableTarget(
            name: "ShopiOS",
            dependencies: [
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderUIKit", package: "Wayfinder"),
                .product(name: "WayfinderSwiftUI", package: "Wayfinder"),
                .product(name: "WayfinderRecording", package: "Wayfinder"),
            ],
            path: "Sources"
        )
    ],
    swiftLanguageModes: [.v6]
)
