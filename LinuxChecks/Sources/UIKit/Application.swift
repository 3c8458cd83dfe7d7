// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.
// The app object and its delegate: only what the iOS example's app delegate and the README's
// UIKit quick start use.

// https://developer.apple.com/documentation/uikit/uiapplication · iOS 2.0
// Page: `@MainActor class UIApplication`; superclass UIResponder (UIKit headers). Class only: the
// apps here only receive it as a parameter.
@MainActor open class UIApplication: UIResponder {}

extension UIApplication {
    // https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey · iOS 2.0
    // UNVERIFIED: the page was not retrieved; named by the confirmed
    // application(_:didFinishLaunchingWithOptions:) page. `struct LaunchOptionsKey` with a `String`
    // raw value, Hashable and Sendable, as the SDK imports every NS_TYPED_ENUM of strings.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

// https://developer.apple.com/documentation/uikit/uiapplicationdelegate · iOS 2.0
// UNVERIFIED: the protocol page was not retrieved; `@MainActor protocol UIApplicationDelegate :
// NSObjectProtocol` as a third-party copy of the iOS SDK shows it (onestack.dev/ios-reference/UIKit/UIApplicationDelegate).
// Its requirements are optional on iOS; only the one the apps implement is declared (rule 6).
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:) · iOS 3.0
    // Page: `optional func application(_ application: UIApplication, didFinishLaunchingWithOptions
    // launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool`. A protocol requirement
    // cannot have a default argument; conformers write `= nil` themselves.
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

extension UIApplicationDelegate {
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main() · iOS 2.0
    // Page: `@MainActor @preconcurrency static func main()`: what `@main` on an app delegate calls.
    @MainActor @preconcurrency public static func main() { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uidevice · iOS 2.0
// Page: `@MainActor class UIDevice`; superclass NSObject (UIKit headers; UNVERIFIED on the page).
// Only what the iOS example reads to choose its layout.
@MainActor open class UIDevice: NSObject {
    // https://developer.apple.com/documentation/uikit/uidevice/current · iOS 2.0
    // Page: `class var current: UIDevice { get }`.
    open class var current: UIDevice { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom · iOS 3.2
    // Page: `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom · availability "-"
// Page: `enum UIUserInterfaceIdiom`, its cases unspecified, phone, pad, tv, carPlay, mac, vision.
// UNVERIFIED: the `Int` raw type and Sendable come from the NS_ENUM(NSInteger) of the headers and
// the SDK's import rules (the page does not show them); the values (-1, 0, 1, 2, 3, 5, 6) from
// the headers as other bindings list them. Only the cases named on the page's Topics.
public enum UIUserInterfaceIdiom: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/unspecified
    case unspecified = -1
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/phone · iOS 3.2
    // Page: `case phone`.
    case phone = 0
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/pad · iOS 3.2
    case pad = 1
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/tv
    case tv = 2
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/carplay
    case carPlay = 3
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/mac
    case mac = 5
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/vision
    case vision = 6
}
