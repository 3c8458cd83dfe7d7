import Wayfinder

/// A fake `UINavigationController`.
///
/// `setScreenControllers` follows PLATFORM-RULES 3.1: animated, it pushes when the new top is
/// new, pops when the new top was already in the stack, and shows nothing when the top stays;
/// the whole stack is replaced in one transition. A second call while a push or pop is still
/// animating is recorded as a violation and dropped (3.4); the same controller twice is refused
/// as UIKit throws (3.2).
@MainActor
public final class SimulatedStackController: SimulatedController, StackController {
    /// Where the stack lives.
    public let location: StackLocation
    package private(set) var screenControllers: [any PresentingController] = []
    /// Whether a push or pop is animating, including a user's swipe back.
    public private(set) var isTransitionInFlight = false

    init(window: SimulatedWindow, location: StackLocation, showing screens: [any PresentingController]) {
        self.location = location
        super.init(window: window, name: "stack(\(location))")
        adopt(screens)
    }

    /// The screen controllers as simulated ones.
    public var screens: [SimulatedScreenController] {
        screenControllers.compactMap { $0 as? SimulatedScreenController }
    }

    package func setScreenControllers(
        _ controllers: [any PresentingController], animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        if isTransitionInFlight {
            return window.violate(
                "3.4", "nested push or pop animation on \(name) can result in corrupted navigation bar")
        }
        let identities = controllers.map(ObjectIdentifier.init)
        if Set(identities).count != identities.count {
            return window.violate("3.2", "Pushing the same view controller instance more than once is not supported (\(name))")
        }
        let kind = transitionKind(to: controllers)
        adopt(controllers)
        let names = screens.map { $0.name }.joined(separator: ", ")
        let watched = animated && kind != "none"
        window.log("set \(name) [\(names)] \(kind)\(watched ? " (animated)" : "")")
        guard watched else { return completion() }  // no transition coordinator: at once (3.5)
        isTransitionInFlight = true
        window.transition(animated: true, duration: window.durations.push, kind == "push" ? .push(location) : .pop(location)) { [weak self] in
            self?.isTransitionInFlight = false
            completion()
        }
    }

    /// PLATFORM-RULES 3.1: push, pop or none, by where the new top was.
    private func transitionKind(to controllers: [any PresentingController]) -> String {
        guard let newTop = controllers.last else { return "none" }
        if let oldTop = screenControllers.last, oldTop === newTop { return "none" }
        return screenControllers.contains { $0 === newTop } ? "pop" : "push"
    }

    private func adopt(_ controllers: [any PresentingController]) {
        for case let old as SimulatedController in screenControllers where old.parent === self { old.parent = nil }
        for case let controller as SimulatedController in controllers { controller.parent = self }
        screenControllers = controllers
    }

    // MARK: The user's swipe back (PLATFORM-RULES 7.1)

    /// Starts an interactive pop; refused when a transition is in flight or only the root is left.
    func beginInteractivePop() -> Bool {
        guard !isTransitionInFlight, screenControllers.count > 1 else { return false }
        isTransitionInFlight = true
        window.log("swipe back on \(name) begins")
        return true
    }

    /// Ends the interactive pop: the top screen leaves when finished, stays when cancelled.
    func endInteractivePop(finished: Bool) {
        isTransitionInFlight = false
        if finished {
            let popped = screenControllers.removeLast()
            (popped as? SimulatedController)?.parent = nil
            window.log("swipe back on \(name) finishes: \((popped as? SimulatedController)?.name ?? "?") popped")
        } else {
            window.log("swipe back on \(name) cancelled")
        }
    }
}
