#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import Wayfinder
import WayfinderHosting
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
/// (for example in `@State`); the navigator holds the host weakly. The host owns its root
/// controller. This view owns neither: SwiftUI may make it, and the representable inside it,
/// again at any time. Each representable SwiftUI makes owns a container controller of its own
/// (SwiftUI owns that one), and the one root controller is moved, with UIKit's containment calls,
/// into the container that appeared last; when that one disappears it goes back to a container
/// still shown, if any. No container takes it from another silently (Platform Rules 9.7, 9.14).
/// Show one `WayfinderView` per host: two on screen at once show the root in one of them only.
///
/// ## Readiness
///
/// The root controller reports when it appears in a window and when it leaves it, and while it
/// is away the host keeps every step waiting: layers restored at launch are presented once there
/// is a window to present them from, not refused (Platform Rules 1.6), and a command made while
/// the view is in a SwiftUI tab that is not selected runs when the tab is selected again (9.13).
/// Embedded, the root controller is a child of a container inside SwiftUI's hosting controller,
/// which UIKit asks to present the first layer (1.2).
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
    private let root: WayfinderRootController

    /// The navigation `host` shows. The app keeps `host`; this view only shows it.
    public init<Screen: Hashable & Sendable>(_ host: UIKitHost<Screen>) {
        root = host.driver.root
    }

    public var body: some View {
        // The tab bar, sheets and covers lay themselves out around the safe area, as in a
        // UIKit app whose window root this controller would be.
        RootContainer(root: root).ignoresSafeArea()
    }
}

/// The representable under ``WayfinderView``: each time SwiftUI makes it, a container of its
/// own, which the host's root controller moves into when it appears (9.14).
struct RootContainer: UIViewControllerRepresentable {
    let root: WayfinderRootController

    func makeUIViewController(context: Context) -> RootSlot { RootSlot(root: root) }

    // Navigation reaches UIKit through the navigator, never through SwiftUI's updates.
    func updateUIViewController(_ controller: RootSlot, context: Context) {}
}

/// A plain container for the root controller: it tells the root when it is about to appear and
/// when it has disappeared, and the root decides whether to move into it (``RootPlacement``).
/// It holds the root only while the root is its child; the root's host owns the root.
@MainActor
final class RootSlot: UIViewController {
    private let root: WayfinderRootController

    init(root: WayfinderRootController) {
        self.root = root
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("a root slot is made by WayfinderView, not decoded") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        root.containerWillAppear(self)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        root.containerDidDisappear(self)
    }
}
#endif
