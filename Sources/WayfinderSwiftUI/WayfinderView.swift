#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import Wayfinder
import WayfinderUIKit

/// A SwiftUI app's navigation in one view: the UIKit host's root controller, embedded in the
/// scene and filling the window.
///
/// ```swift ios
/// WindowGroup {
///     WayfinderView(shop.host)
/// }
/// ```
///
/// UIKit's controllers do the navigating (each transition's real completion, the user's swipes
/// as begun, cancelled and ended), screens are SwiftUI views in `UIHostingController`s
/// (`UIKitHost(screen:title:alert:tabItem:)`).
///
/// ## Who owns whom
///
/// The app owns its `Navigator` and its host, side by side in an object it keeps for the scene
/// (for example in `@State`); the navigator holds the host weakly. This view owns neither:
/// SwiftUI may make it, and the representable inside it, again at any time, and every copy shows
/// the same root controller, which the host owns. Show one `WayfinderView` per host.
///
/// ## Readiness
///
/// The root controller reports when it first appears in a window, and until then the host keeps
/// every step waiting: layers restored at launch are presented once there is a window to present
/// them from, not refused (Platform Rules 1.6). Embedded, the root controller is a child of
/// SwiftUI's hosting controller, which UIKit asks to present the first layer (1.2).
///
/// ## SwiftUI's own presentations
///
/// Inside Wayfinder's screens, SwiftUI's `.sheet`, `.fullScreenCover` and `.alert` present from
/// the same window as Wayfinder's layers and collide with them: UIKit drops a presentation on a
/// controller that already presents (1.4), and the navigator never hears of theirs. Each has a
/// Wayfinder way, decided by the screen's coordinator on an event the screen sends:
///
/// | SwiftUI, in a screen | Wayfinder |
/// | --- | --- |
/// | `.sheet(item:)`, `.presentationDetents` | `navigator.present(.options, as: .sheet(.fitting))`; the content in ``FittingContent`` |
/// | `.fullScreenCover(item:)` | `navigator.present(.player, as: .fullScreenCover)` |
/// | `.alert(_:isPresented:)` | `navigator.showAlert(NavigationAlert(...))`, drawn by the host's alert view for `alert.style` |
/// | a loading overlay in a `ZStack` | `navigator.present(.loading, as: .overlay)`: above the tab bar and every sheet |
/// | `NavigationLink`, `NavigationStack(path:)` | `navigator.push(.product(7))` |
public struct WayfinderView: View {
    private let root: UIViewController

    /// The navigation `host` shows. The app keeps `host`; this view only shows it.
    public init<Screen: Hashable & Sendable>(_ host: UIKitHost<Screen>) {
        root = host.rootController
    }

    public var body: some View {
        // The tab bar, sheets and covers lay themselves out around the safe area, as in a
        // UIKit app whose window root this controller would be.
        RootContainer(root: root).ignoresSafeArea()
    }
}

/// The representable under ``WayfinderView``: it hands SwiftUI the host's root controller, the
/// same one each time SwiftUI makes it again.
struct RootContainer: UIViewControllerRepresentable {
    let root: UIViewController

    func makeUIViewController(context: Context) -> UIViewController { root }

    // Navigation reaches UIKit through the navigator, never through SwiftUI's updates.
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
#endif
