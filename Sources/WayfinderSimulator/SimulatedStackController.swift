import Wayfinder

/// A fake `UINavigationController`.
///
/// `setScreenControllers` follows PLATFORM-RULES 3.1: animated, it pushes when the new top is
/// new, pops when the new top was already in the stack, and shows nothing when the top stays;
/// the whole stack is replaced in one transition. A second call while a push or pop is still
/// animating (3.4) and the same controller twice, which UIKit throws on (3.2), are refused by the
/// preconditions every driver asks, and recorded as violations. A screen controller another
/// stack adopts leaves this one, as UIKit takes a child from its old container silently.
@MainActor
public final class SimulatedStackController: SimulatedController {
    /// Where the stack lives.
    public let location: StackLocation
    /// The screen controllers, root first (`viewControllers`).
    public private(set) var screenControllers: [SimulatedController] = []
    /// Whether a push or pop is animating, including a user's swipe back.
    public private(set) var isTransitionInFlight = false

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
    public func setScreens(
        _ controllers: [SimulatedController], animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(StepFailure.Reason) {
        if let refusal = StepFailure.Reason.settingScreens(controllers, transitionInFlight: isTransitionInFlight) {
            throw window.refuse(
                refusal, rule: refusal == .transitionInFlight ? "3.4" : nil,
                refusal == .transitionInFlight
                    ? "nested push or pop animation on \(name) can result in corrupted navigation bar"
                    : "Pushing the same view controller instance more than once is not supported (\(name))")
        }
        let kind = transitionKind(to: controllers)
        adopt(controllers)
        let watched = animated && kind != "none"
        window.log("set \(name) [\(screens.map { $0.name }.joined(separator: ", "))] \(kind)\(watched ? " (animated)" : "")")
        guard watched else { return completion() }  // no transition coordinator: at once (3.5)
        isTransitionInFlight = true
        window.transition(animated: true, duration: window.durations.push, kind == "push" ? .push(location) : .pop(location)) { [weak self] in
            self?.isTransitionInFlight = false
            completion()
        }
    }

    /// PLATFORM-RULES 3.1: push, pop or none, by where the new top was.
    private func transitionKind(to controllers: [SimulatedController]) -> String {
        guard let newTop = controllers.last else { return "none" }
        if let oldTop = screenControllers.last, oldTop === newTop { return "none" }
        return screenControllers.contains { $0 === newTop } ? "pop" : "push"
    }

    private func adopt(_ controllers: [SimulatedController]) {
        for old in screenControllers where old.parent === self { old.parent = nil }
        for controller in controllers {
            if let other = controller.parent, other !== self { other.release(controller) }
            controller.parent = self
        }
        screenControllers = controllers
    }

    /// UIKit removes a child from its old container when another adopts it, telling no one
    /// (`addChild(_:)`); the host must never let that happen, so it is a violation here.
    override func release(_ controller: SimulatedController) {
        screenControllers.removeAll { $0 === controller }
        window.violate("9.7", "\(controller.name) was moved from \(name) to another stack; UIKit took it away from \(name) silently")
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
            popped.parent = nil
            window.log("swipe back on \(name) finishes: \(popped.name) popped")
        } else {
            window.log("swipe back on \(name) cancelled")
        }
    }
}
