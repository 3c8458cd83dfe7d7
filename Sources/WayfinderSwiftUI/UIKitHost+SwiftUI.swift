#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import Wayfinder
import WayfinderHosting
import WayfinderUIKit

extension ControllerHost {
    /// A UIKit host whose screens and alerts are SwiftUI views, each in a `UIHostingController`:
    /// UIKit navigation with SwiftUI screens. Show it with ``WayfinderView``.
    ///
    /// ```swift ios
    /// let host = UIKitHost<Screen>(
    ///     screen: { entry in ScreenView(entry: entry, models: models) },
    ///     title: { entry in entry.screen.title },
    ///     alert: { alert, answer in AlertCard(alert: alert, answer: answer) },
    ///     tabItem: { tab in UITabBarItem(title: tab.rawValue.capitalized, image: nil, selectedImage: nil) })
    /// navigator.attach(host)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The view of an entry's screen. Give it what it needs (its screen model from
    ///     `ScreenModels`, the app's data) and let it report events; it never navigates itself.
    ///     An overlay's screen draws its own backdrop (its stack makes the hosting view clear); a fitting
    ///     sheet's screen puts its content in ``FittingContent``.
    ///   - title: The navigation bar's title of an entry's screen, which UIKit also shows on the
    ///     next screen's back button; `nil` shows none.
    ///   - alert: The app's own view for an alert, chosen by `alert.style`: a card on a dimmed
    ///     backdrop that fills the window. It calls `answer` when the user taps a button. The host
    ///     presents it over full screen from the top of the chain, above the tab bar and every
    ///     sheet.
    ///   - tabItem: The tab bar item of a tab: its title and image are the app's. Without one, a
    ///     tab's item is titled with its name and has no image.
    public convenience init<ScreenView: View, AlertView: View>(
        @ViewBuilder screen: @escaping @MainActor (Entry<Screen>) -> ScreenView,
        title: @escaping @MainActor (Entry<Screen>) -> String? = { _ in nil },
        @ViewBuilder alert: @escaping @MainActor (NavigationAlert, AlertAnswer) -> AlertView,
        tabItem: (@MainActor (TabID) -> UITabBarItem)? = nil
    ) where Driver == UIKitDriver<Screen> {
        self.init(
            screen: Self.hosting(screen, title: title),
            alert: { (shown: NavigationAlert, answer: @escaping @MainActor (Int, [String]) -> Void) -> UIViewController in
                Hosting.alert(alert(shown, AlertAnswer(answer)))
            },
            tabItem: tabItem)
    }

    /// A UIKit host whose screens are SwiftUI views, with the UIKit host's standard alert: a
    /// card with the title, the message and the buttons
    /// (``init(screen:title:alert:tabItem:)`` takes the app's own alert view).
    ///
    /// ```swift ios
    /// let host = UIKitHost<Screen>(screen: { entry in ScreenView(entry: entry) })
    /// ```
    public convenience init<ScreenView: View>(
        @ViewBuilder screen: @escaping @MainActor (Entry<Screen>) -> ScreenView,
        title: @escaping @MainActor (Entry<Screen>) -> String? = { _ in nil },
        tabItem: (@MainActor (TabID) -> UITabBarItem)? = nil
    ) where Driver == UIKitDriver<Screen> {
        self.init(
            screen: Self.hosting(screen, title: title),
            tabItem: tabItem)
    }

    /// An entry's screen controller: its view in a hosting controller, with its title.
    private static func hosting<ScreenView: View>(
        _ screen: @escaping @MainActor (Entry<Screen>) -> ScreenView,
        title: @escaping @MainActor (Entry<Screen>) -> String?
    ) -> @MainActor (Entry<Screen>) -> UIViewController {
        { entry in
            let controller = Hosting.screen(screen(entry))
            controller.title = title(entry)
            return controller
        }
    }
}
#endif
