import Wayfinder

/// A fake `UIViewControllerTransitionCoordinator` for a push or pop: what UIKit hands a
/// navigation controller's delegate in `navigationController(_:willShow:animated:)`, through
/// the stack's `transitionCoordinator`.
///
/// Its completion (`animate(alongsideTransition:completion:)`) runs when the transition ends,
/// finished or cancelled; an interactive one (a swipe under the user's finger) first reports,
/// through `notifyWhenInteractionChanges(_:)`, the moment the user lets go (Platform Rules 9.20).
/// The completion of a user's gesture is lost while ``SimulatedWindow/losesGestureEnds`` is on.
@MainActor
final class SimulatedTransitionCoordinator {
    /// Whether the transition follows the user's finger now (`isInteractive`).
    private(set) var isInteractive: Bool
    /// Whether the transition was cancelled (`isCancelled`), known once the user let go.
    private(set) var isCancelled = false
    private var completions: [@MainActor (SimulatedTransitionCoordinator) -> Void] = []
    private var interactionHandlers: [@MainActor (SimulatedTransitionCoordinator) -> Void] = []

    /// Whether the user can cancel the transition: not when the delegate's animator runs it
    /// without an interaction controller, to its end (Platform Rules 12.3).
    let isCancellable: Bool

    init(interactive: Bool, cancellable: Bool = true) {
        isInteractive = interactive
        isCancellable = cancellable
    }

    /// Runs `completion` when the transition ends (`animate(alongsideTransition: nil, completion:)`).
    func animate(completion: @escaping @MainActor (SimulatedTransitionCoordinator) -> Void) {
        completions.append(completion)
    }

    /// Runs `handler` when the transition stops following the user's finger
    /// (`notifyWhenInteractionChanges(_:)`).
    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (SimulatedTransitionCoordinator) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The user let go: the transition finishes or is cancelled on its own from here.
    func interactionEnded(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition is over: its completions run, unless `lost`.
    func finish(cancelled: Bool, lost: Bool) {
        interactionEnded(cancelled: cancelled)
        isCancelled = cancelled
        let handlers = completions
        completions = []
        guard !lost else { return }
        for handler in handlers { handler(self) }
    }
}

/// A fake `UINavigationControllerDelegate`: the two calls UIKit makes around every transition of
/// a navigation controller, the host's steps and the user's pops alike. After an animated change
/// `willShow` comes inside the call and `didShow` when the transition ends; after a change
/// without animation both come at the next layout, on the clock's next turn (Platform Rules
/// 7.1, 9.22).
@MainActor
struct SimulatedNavigationDelegate {
    /// `navigationController(_:willShow:animated:)`, with the stack's `transitionCoordinator`
    /// (`nil` without animation).
    var willShow: @MainActor (_ screen: SimulatedController, _ coordinator: SimulatedTransitionCoordinator?) -> Void
    /// `navigationController(_:didShow:animated:)`.
    var didShow: @MainActor (_ screen: SimulatedController) -> Void
    /// `navigationController(_:animationControllerFor:from:to:)`: the animator for a push or pop
    /// from one screen to another, `nil` for UIKit's own (Platform Rules 12.1, 12.3).
    var animationController: (@MainActor (_ operation: StackOperation, _ from: SimulatedController, _ to: SimulatedController)
        -> SimulatedAnimator?)? = nil
}
