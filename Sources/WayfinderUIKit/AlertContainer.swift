#if canImport(UIKit)
import UIKit

/// What the UIKit host presents for an alert: the app's alert controller (its own UIKit one, or
/// the SwiftUI host's hosting controller) as its one child, inside a view that answers
/// VoiceOver's escape gesture and keeps VoiceOver's focus in the alert (Platform Rules 9.15,
/// 9.16).
///
/// The escape is the alert's cancel button (``NavigationAlert/escapeButton``, the core's
/// decision); an alert without one ignores it. The app's controller is the app's class, whose
/// `accessibilityPerformEscape()` Wayfinder cannot override, so the view around it answers:
/// UIKit asks the focused element and then the views that contain it.
///
/// **Who owns whom.** UIKit owns this controller while it is presented; it owns the app's
/// controller as its child.
@MainActor
final class AlertContainer: UIViewController {
    private let content: UIViewController
    private let escape: @MainActor () -> Bool

    /// A container showing `content`; `escape` answers the escape gesture and says whether it
    /// did.
    init(showing content: UIViewController, escape: @escaping @MainActor () -> Bool) {
        self.content = content
        self.escape = escape
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("an alert container is made by the host, not decoded") }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The app's alert draws its own backdrop over what shows through (`.overFullScreen`).
        view.backgroundColor = .clear
        let frame = EscapeView(frame: view.bounds, escape: escape)
        frame.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        frame.accessibilityViewIsModal = true
        view.addSubview(frame)
        addChild(content)
        content.view.frame = frame.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        frame.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

/// A view that answers VoiceOver's escape gesture for everything inside it.
@MainActor
final class EscapeView: UIView {
    private let escape: @MainActor () -> Bool

    init(frame: CGRect, escape: @escaping @MainActor () -> Bool) {
        self.escape = escape
        super.init(frame: frame)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("an escape view is made by the host, not decoded") }

    override func accessibilityPerformEscape() -> Bool {
        escape()
    }
}
#endif
