// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.
// A scene's delegate and what UIKit hands it: the links that open the app (custom-scheme URLs
// and universal links), at launch and while it runs. Only what the UIKit quick start uses.

// https://developer.apple.com/documentation/uikit/uiscenesession · iOS 13.0
// UNVERIFIED: the class page was not retrieved; `@MainActor class UISceneSession : NSObject` per
// the UIKit headers. Class only: UIKit makes sessions, apps only receive them.
@MainActor open class UISceneSession: NSObject {}

extension UIScene {
    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions · iOS 13.0
    // Page: `@MainActor class ConnectionOptions`; superclass NSObject (UIKit headers). UIKit makes
    // them ("Don't create UIScene.ConnectionOptions objects directly").
    @MainActor open class ConnectionOptions: NSObject {
        // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts · iOS 13.0
        // Page: `var urlContexts: Set<UIOpenURLContext> { get }`: the URLs that launched the scene.
        open var urlContexts: Set<UIOpenURLContext> { fatalError("stub") }

        // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities · iOS 13.0
        // Page: `var userActivities: Set<NSUserActivity> { get }`: a universal link that launched the scene.
        open var userActivities: Set<NSUserActivity> { fatalError("stub") }
    }
}

// https://developer.apple.com/documentation/uikit/uiopenurlcontext · iOS 13.0
// Page: `@MainActor class UIOpenURLContext`; superclass NSObject (a third-party copy of the page,
// velog.io, shows `@MainActor class UIOpenURLContext : NSObject`). UIKit makes them.
@MainActor open class UIOpenURLContext: NSObject {
    // https://developer.apple.com/documentation/uikit/uiopenurlcontext/url · iOS 13.0
    // UNVERIFIED: the property page was not retrieved; listed on the class page as "URL: The URL to
    // open", declared `var url: URL { get }` (onestack.dev's copy of the iOS SDK).
    open var url: URL { fatalError("stub") }
}

// https://developer.apple.com/documentation/foundation/nsuseractivity · iOS 8.0
// Foundation's, declared here because Foundation on Linux has no NSUserActivity and `import UIKit`
// brings in Foundation on iOS: code that names it after `import UIKit` compiles the same way.
// UNVERIFIED: the class page was not retrieved; `class NSUserActivity : NSObject`, not main-actor
// isolated (Foundation). Class only, with the one property the quick start reads.
open class NSUserActivity: NSObject {
    // https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl · iOS 8.0
    // Page: `var webpageURL: URL? { get set }`: for a universal link, its http or https URL
    // (NSUserActivityTypeBrowsingWeb's page).
    open var webpageURL: URL? { get { fatalError("stub") } set {} }
}

// https://developer.apple.com/documentation/uikit/uiscenedelegate · iOS 13.0
// Page: `@MainActor protocol UISceneDelegate : NSObjectProtocol`. Its requirements are optional on
// iOS; only the three the quick start implements are declared (rule 6).
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:) · iOS 13.0
    // Page: `optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options
    // connectionOptions: UIScene.ConnectionOptions)`.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:) · iOS 13.0
    // Page: `optional func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)`.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:) · iOS 13.0
    // Page: `optional func scene(_ scene: UIScene, continue userActivity: NSUserActivity)`.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate · iOS 13.0
// UNVERIFIED: the protocol page was not retrieved; `@MainActor protocol UIWindowSceneDelegate :
// UISceneDelegate` per the UIKit headers.
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window · iOS 13.0
    // Page: `optional var window: UIWindow? { get set }`.
    var window: UIWindow? { get set }
}
