#if canImport(UIKit)
import UIKit
import Wayfinder
import WayfinderHosting

/// The navigation of a UIKit app: Wayfinder's ``ControllerHost`` over UIKit's own controllers.
///
/// ```swift ios
/// let host = UIKitHost<Screen>(screen: { entry in ScreenController(entry) })
/// window.rootViewController = host.rootController
/// window.makeKeyAndVisible()
/// navigator.attach(host)
/// ```
///
/// The app owns the host (beside its window); the navigator holds it weakly.
public typealias UIKitHost<Screen: Hashable & Sendable> = ControllerHost<Screen, UIKitDriver<Screen>>

extension ControllerHost {
    /// A UIKit host.
    ///
    /// - Parameters:
    ///   - screen: The controller that shows an entry's screen (a `UIHostingController` for a
    ///     SwiftUI view).
    ///   - alert: The app's own alert controller for an alert; call `answer` with the button's
    ///     position and the text fields' text when the user taps a button. Wayfinder presents it
    ///     over full screen with a cross-dissolve, from the top of the chain, inside a container
    ///     of its own that answers VoiceOver's escape gesture with the alert's cancel button
    ///     (``NavigationAlert/escapeButton``; none, no answer) and keeps VoiceOver in the alert.
    ///     Without one, a plain card shows the title, the message and the buttons, and its text
    ///     fields answer with their initial text.
    ///   - tabItem: The tab bar item of a tab: titles and images are the app's. Without one, a
    ///     tab's item is titled with its name and has no image.
    public convenience init(
        screen: @escaping @MainActor (Entry<Screen>) -> UIViewController,
        alert: (@MainActor (NavigationAlert, _ answer: @escaping @MainActor (Int, [String]) -> Void) -> UIViewController)? = nil,
        tabItem: (@MainActor (TabID) -> UITabBarItem)? = nil
    ) where Driver == UIKitDriver<Screen> {
        let driver = UIKitDriver<Screen>(
            screen: screen,
            alert: alert ?? { shown, answer in StandardAlertController(alert: shown, answer: answer) },
            tabItem: tabItem ?? { tab in UITabBarItem(title: tab.rawValue, image: nil, selectedImage: nil) })
        self.init(driver: driver, capabilities: .uiKit)
        driver.host = self
    }
}

extension ControllerHost where Driver == UIKitDriver<Screen> {
    /// The window's root controller: set it as the window's `rootViewController`.
    public var rootController: UIViewController { driver.root }
}
#endif
