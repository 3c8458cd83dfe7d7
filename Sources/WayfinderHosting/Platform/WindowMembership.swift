import Wayfinder

/// Whether a host's container is in a window, as its appearance callbacks report it: what a
/// driver answers ``ControllerDriver/isInWindow`` and ``ControllerDriver/whenInWindow(_:)``
/// from, so steps wait while the container is away and run when it is back (Platform Rules
/// 1.6, 9.13).
///
/// UIKit calls `viewDidAppear(_:)` when the container's view has entered a window, and
/// `viewDidDisappear(_:)` when it has left one: a SwiftUI tab switched away, the embedding view
/// removed, the window hidden. A full-screen presentation calls `viewDidDisappear(_:)` too, on
/// the controllers it covers (UIKit removes their views, Platform Rules 5), yet the container
/// still presents and dismisses from the window: a disappearance while what it presents is still
/// shown in a visible window keeps it in the window. A sheet up when the window itself leaves
/// leaves with it, and steps wait (9.19).
///
/// ```swift
/// let membership = WindowMembership(isInWindow: false)
/// membership.whenInWindow { print("present the restored layers") }
/// membership.appeared()                       // prints
/// membership.disappeared(presenting: false)   // a tab switched away: steps wait again
/// ```
@MainActor
package final class WindowMembership {
    /// Whether the container is in a window now.
    package private(set) var isInWindow: Bool
    private var waiting: [@MainActor () -> Void] = []

    /// A container that is in a window already, or not yet.
    package init(isInWindow: Bool = false) {
        self.isInWindow = isInWindow
    }

    /// The container appeared in a window (`viewDidAppear(_:)`): what waited for it runs, once.
    package func appeared() {
        isInWindow = true
        let actions = waiting
        waiting = []
        for action in actions { action() }
    }

    /// The container disappeared (`viewDidDisappear(_:)`). It left the window unless it is
    /// `presenting` a controller still shown in a visible window: then a full-screen presentation
    /// only covers it.
    package func disappeared(presenting: Bool) {
        guard !presenting else { return }
        isInWindow = false
    }

    /// Runs `action` once the container is in a window: at once when it is, else at the next
    /// ``appeared()``.
    package func whenInWindow(_ action: @escaping @MainActor () -> Void) {
        if isInWindow { action() } else { waiting.append(action) }
    }
}
