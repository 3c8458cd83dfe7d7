#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The controllers the SwiftUI host makes for SwiftUI views.
@MainActor
enum Hosting {
    /// A screen's controller showing `screen`.
    static func screen<Screen: View>(_ screen: Screen) -> UIViewController {
        let sizing = SheetSizing()
        // An overlay's stack clears its screens' opaque hosting views (`showsThrough`).
        let controller = UIHostingController(rootView: screen.environment(\.sheetSizing, sizing))
        sizing.controller = controller
        return controller
    }

    /// An alert's controller showing the app's `alert` view, which draws its own backdrop: the
    /// host presents it over full screen, so the screens, tab bar and sheets under it show
    /// through. VoiceOver stays inside it while it is up, and its escape gesture answers with the
    /// alert's cancel button: the UIKit host's alert container does that for every alert
    /// controller, this one included (Platform Rules 9.15).
    static func alert<AlertView: View>(_ alert: AlertView) -> UIViewController {
        let controller = UIHostingController(rootView: alert.accessibilityAddTraits(.isModal))
        controller.view.backgroundColor = .clear
        return controller
    }
}
#endif
