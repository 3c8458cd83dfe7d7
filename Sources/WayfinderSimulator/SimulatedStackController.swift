import Wayfinder

/// A fake `UINavigationController`.
///
/// `setScreenControllers` follows Platform Rules 3.1: animated, it pushes when the new top is
/// new, pops when the new top was already in the stack, and shows nothing when the top stays;
/// the whole stack is replaced in one transition. A second call while a push or pop is still
/// animating (3.4) and the same controller twice, which UIKit throws on (3.2), are dropped and
/// recorded as violations, decided from the stack's own state. A screen controller another
/// stack adopts leaves this one, as UIKit takes a child from its old container silently.
@MainActor
public final class SimulatedStackController: SimulatedController {
    /// Where the stack lives.
    public let location: StackLocation
    /// The screen controllers, root first (`viewControllers`).
    public internal(set) var screenControllers: [SimulatedController] = []
    /// Whether a push or pop is animating, including a user's swipe back.
    public internal(set) var isTransitionInFlight = false
    /// The delegate UIKit tells of every transition (`delegate`): the driver's.
    var delegate: SimulatedNavigationDelegate?
    /// Whether the stack hides its navigation bar (`isNavigationBarHidden`, `false` by default,
    /// as in UIKit): the driver hides it for an overlay's stack (Platform Rules 9.12).
    public internal(set) var isNavigationBarHidden = false
    /// The pop gesture recognizer's delegate (`interactivePopGestureRecognizer.delegate`), asked
    /// whether an edge swipe may begin; `nil` keeps UIKit's own, which refuses while the bar is
    /// hidden (Platform Rules 9.23).
    var popGestureShouldBegin: (@MainActor () -> Bool)?
    /// Whether the edge swipe drives a pop now (its recognizer has begun): what a delegate reads
    /// to leave the user's pop to UIKit's own interactive transition (12.3).
    public internal(set) var isPopGestureDriving = false

    init(window: SimulatedWindow, location: StackLocation, showing screens: [SimulatedController]) {
        self.location = location
        super.init(window: window, name: "stack(\(location))")
        adopt(screens)
    }

    /// The screen controllers as simulated ones.
    public var screens: [SimulatedScreenController] {
        screenControllers.compactMap { $0 as? SimulatedScreenController }
    }

    /// Replaces the screens in one transition (`setViewControllers(_:animated:)`); the
    /// completion runs when it is over, at once when nothing animates (3.5).
    ///
    /// During another push or pop UIKit logs and drops the call (3.4); the same controller twice
    /// is an exception in UIKit (3.2). Both are decided here from the stack's own state, recorded
    /// as violations, and the call is dropped without its completion.
    public func setScreens(_ controllers: [SimulatedController], animated: Bool, completion: @escaping @MainActor () -> Void) {
        if isTransitionInFlight {
            return window.violate("3.4", "nested push or pop animation on \(name) can result in corrupted navigation bar")
        }
        // Each controller is marked with this call's number as it is met: a second meeting is a
        // repeat. One pass, no hashing, whatever the stack's length.
        let mark = window.nextMark()
        for controller in controllers {
            if controller.mark == mark {
                return window.violate(
                    "3.2", "Pushing the same view controller instance (\(controller.name)) more than once is not supported (\(name))")
            }
            controller.mark = mark
        }
        let kind = transitionKind(to: controllers)
        let watched = animated && kind != "none"
        // What the animation moves from: the list itself, which `adopt` replaces, not copies.
        let before = shownEntryIDs
        let oldTop = screenControllers.last
        adopt(controllers)
        window.log("set \(name) [\(screens.map { $0.name }.joined(separator: ", "))] \(kind)\(watched ? " (animated)" : "")")
        guard watched else {
            if kind != "none" { showAtNextLayout() }
            return window.deliver(completion)  // no transition coordinator: at once (3.5)
        }
        let (from, to) = (StackEntries(before), StackEntries(shownEntryIDs))
        animate(kind == "push" ? .push(location, from: from, to: to) : .pop(location, from: from, to: to), from: oldTop, completion)
    }

    /// Pushes `controllers` on top (`pushViewController(_:animated:)`, Platform Rules 3.2): in
    /// the time the push takes, whatever the stack's depth. During another push or pop the call
    /// is dropped (3.4); a controller already in this stack, or twice among `controllers`, is an
    /// exception in UIKit (3.2). Both are recorded as violations and the call is dropped.
    public func push(_ controllers: [SimulatedController], animated: Bool, completion: @escaping @MainActor () -> Void) {
        if isTransitionInFlight {
            return window.violate("3.4", "nested push animation on \(name) can result in corrupted navigation bar")
        }
        let mark = window.nextMark()
        for controller in controllers {
            if controller.mark == mark || controller.parent === self {
                return window.violate(
                    "3.2", "Pushing the same view controller instance (\(controller.name)) more than once is not supported (\(name))")
            }
            controller.mark = mark
        }
        guard !controllers.isEmpty else { return window.deliver(completion) }
        let below = shownEntryIDs.count
        let oldTop = screenControllers.last
        for controller in controllers {
            if let other = controller.parent, other !== self { other.release(controller) }
            controller.parent = self
            if let id = controller.shownEntryID { shownEntryIDs.append(id) }
        }
        screenControllers.append(contentsOf: controllers)
        // The pushed screens only: the line costs what the push does.
        window.log("push \(name) [\(controllers.map { $0.name }.joined(separator: ", "))]\(animated ? " (animated)" : "")")
        guard animated else {
            showAtNextLayout()
            return window.deliver(completion)  // 3.5
        }
        animate(.push(location, from: StackEntries(first: below, of: shownEntryIDs), to: StackEntries(shownEntryIDs)), from: oldTop, completion)
    }

    /// Pops down to `controllers`, the screens under and including the new top
    /// (`popToViewController(_:animated:)`): in the time the pop takes, whatever the stack's
    /// depth. When `controllers` do not end with a screen below the top at its place, this is
    /// ``setScreens(_:animated:completion:)``, which models whatever UIKit would do (3.1).
    public func pop(to controllers: [SimulatedController], animated: Bool, completion: @escaping @MainActor () -> Void) {
        let keeping = controllers.count
        guard keeping >= 1, keeping < screenControllers.count, screenControllers[keeping - 1] === controllers[keeping - 1] else {
            return setScreens(controllers, animated: animated, completion: completion)
        }
        if isTransitionInFlight {
            return window.violate("3.4", "nested pop animation on \(name) can result in corrupted navigation bar")
        }
        var popped: [EntryID] = []
        let oldTop = screenControllers.last
        for controller in screenControllers[keeping...] {
            if controller.parent === self { controller.parent = nil }
            if let id = controller.shownEntryID { popped.append(id) }
        }
        screenControllers.removeLast(screenControllers.count - keeping)
        shownEntryIDs.removeLast(popped.count)
        window.log("pop \(name) to \(controllers[keeping - 1].name)\(animated ? " (animated)" : "")")
        guard animated else {
            showAtNextLayout()
            return window.deliver(completion)  // 3.5
        }
        animate(
            .pop(location, from: StackEntries(first: shownEntryIDs.count, of: shownEntryIDs, then: popped), to: StackEntries(shownEntryIDs)),
            from: oldTop, completion)
    }

    /// Runs a push or pop's animation from the screen `oldTop` showed, the stack busy meanwhile
    /// (3.4), then the completion: UIKit's own, a zoom, or the delegate's animator (12.1).
    /// The delegate hears `willShow` inside the call and `didShow` when the animation ends.
    private func animate(
        _ animation: SimulatedAnimation.Kind, from oldTop: SimulatedController?, _ completion: @escaping @MainActor () -> Void
    ) {
        isTransitionInFlight = true
        let involved = InTransition([self])
        let coordinator = SimulatedTransitionCoordinator(interactive: false)
        let top = screenControllers.last
        if let top { delegate?.willShow(top, coordinator) }
        run(animation, from: oldTop, to: top) { [weak self, weak window, weak top] in
            self?.isTransitionInFlight = false
            involved.end()
            if let self, let top { delegate?.didShow(top) }
            coordinator.finish(cancelled: false, lost: false)
            window?.deliver(completion)
        }
    }

    /// A change without animation: the delegate hears `willShow` and `didShow` at the next
    /// layout, on the clock's next turn, for the screen this change put on top, even when
    /// another change has covered it since (9.22).
    private func showAtNextLayout() {
        let top = screenControllers.last
        window.clock.schedule(after: .zero) { [weak self, weak top] in
            guard let self, let top, top.parent === self else { return }
            delegate?.willShow(top, nil)
            delegate?.didShow(top)
        }
    }

    /// The entries shown, root first, kept as the screens change: a push or pop records them
    /// without walking the stack.
    var shownEntryIDs: [EntryID] = []

    /// Platform Rules 3.1: push, pop or none, by where the new top was.
    private func transitionKind(to controllers: [SimulatedController]) -> String {
        guard let newTop = controllers.last else { return "none" }
        if let oldTop = screenControllers.last, oldTop === newTop { return "none" }
        return screenControllers.contains { $0 === newTop } ? "pop" : "push"
    }

    private func adopt(_ controllers: [SimulatedController]) {
        // Controllers kept in place stay this stack's children: only the others change hands.
        var same = 0
        while same < controllers.count, same < screenControllers.count, controllers[same] === screenControllers[same] { same += 1 }
        for old in screenControllers[same...] where old.parent === self { old.parent = nil }
        for controller in controllers[same...] {
            if let other = controller.parent, other !== self { other.release(controller) }
            controller.parent = self
        }
        screenControllers = controllers
        shownEntryIDs = Self.entryIDs(of: controllers)
    }

    /// The entries `controllers` show, in order.
    static func entryIDs(of controllers: [SimulatedController]) -> [EntryID] {
        var ids: [EntryID] = []
        ids.reserveCapacity(controllers.count)
        for controller in controllers {
            if let id = controller.shownEntryID { ids.append(id) }
        }
        return ids
    }

    /// UIKit removes a child from its old container when another adopts it, telling no one
    /// (`addChild(_:)`); the host must never let that happen, so it is a violation here.
    override func release(_ controller: SimulatedController) {
        screenControllers.removeAll { $0 === controller }
        shownEntryIDs = Self.entryIDs(of: screenControllers)
        window.violate("9.7", "\(controller.name) was moved from \(name) to another stack; UIKit took it away from \(name) silently")
    }

    /// The user's pop in flight: how, the screens it took off the stack (put back if it is
    /// cancelled), and its animation.
    var userPop: (kind: UserPop, popped: [SimulatedController], animation: SimulatedAnimation, coordinator: SimulatedTransitionCoordinator)?

    // MARK: VoiceOver's escape (Platform Rules 9.21)

    /// The driver's answer to VoiceOver's escape on this stack (its override of
    /// `accessibilityPerformEscape()`), if it gives one.
    var escapeAnswer: (() -> Bool)?

    /// Whether the driver's stack refuses another delegate (its subclass's override of the
    /// property). Otherwise UIKit takes the app's object, and tells it, not the driver, of every
    /// transition (Platform Rules 10.4).
    var keepsOwnDelegate = false

    /// The app's code sets this stack's delegate (`navigationController?.delegate = self`, the
    /// usual way to add a custom transition); returns whether the stack took it.
    func appSetsDelegate() -> Bool {
        if keepsOwnDelegate {
            window.log("\(name) keeps its own delegate: the app's is refused")
            return false
        }
        window.log("\(name) takes the app's delegate")
        delegate = SimulatedNavigationDelegate(willShow: { _, _ in }, didShow: { _ in })
        return true
    }

    /// VoiceOver's escape gesture reaches this navigation controller: the driver's answer when it
    /// gives one; otherwise UIKit's own, a pop of the top screen when there is more than one,
    /// else the dismissal of the page sheet this stack is presented as. That dismissal is
    /// programmatic, so no delegate callback reports it.
    func performEscape() -> Bool {
        if let escapeAnswer { return escapeAnswer() }
        if screenControllers.count > 1 {
            pop(to: Array(screenControllers.dropLast()), animated: true) {}
            return true
        }
        guard case .sheet = layerKind, let presenter else { return false }
        presenter.dismissPresented(animated: true) {}
        return true
    }

}
