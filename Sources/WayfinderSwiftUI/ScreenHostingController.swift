#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The hosting controller of one screen. It owns the screen's view and, through the view's
/// environment, the ``SheetSizing`` that ``FittingContent`` reports the content's height to.
final class ScreenHostingController<Content: View>: UIHostingController<Content> {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A screen of an overlay lets what is under it show through, as the overlay's stack does
        // (the host presents both over full screen, Platform Rules 5); a hosting controller's
        // view is opaque by default.
        if navigationController?.modalPresentationStyle == .overFullScreen {
            view.backgroundColor = .clear
        }
    }
}

/// The controllers the SwiftUI host makes for SwiftUI views.
@MainActor
enum Hosting {
    /// A screen's controller showing `screen`.
    static func screen<Screen: View>(_ screen: Screen) -> UIViewController {
        let sizing = SheetSizing()
        let controller = ScreenHostingController(rootView: screen.environment(\.sheetSizing, sizing))
        sizing.controller = controller
        return controller
    }

    /// An alert's controller showing the app's `alert` view, which draws its own backdrop: the
    /// host presents it over full screen, so the screens, tab bar and sheets under it show
    /// through. VoiceOver stays inside it while it is up.
    static func alert<Alert: View>(_ alert: Alert) -> UIViewController {
        let controller = UIHostingController(rootView: alert.accessibilityAddTraits(.isModal))
        controller.view.backgroundColor = .clear
        return controller
    }
}
#endif
