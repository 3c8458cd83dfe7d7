import Wayfinder

extension ControllerHost {
    /// Shows `entries` on the stack at `location`: a push when it keeps every shown screen and
    /// adds some, a pop when it keeps some and adds none, a setting otherwise (Platform Rules
    /// 3.1–3.3). Throws, having changed nothing, when the platform would refuse.
    func show(
        _ entries: [Entry<Screen>], at location: StackLocation, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(NavigationError) {
        guard let stack = stacks[location] else { throw .noSuchStack(location) }
        let settled = SettledStack(showing: entries)
        let kept = settled.keptInPlace(from: stack.settled)
        let shown = stack.screens.count
        if kept == shown, entries.count > shown {
            let pushed = entries[shown...].map { driver.makeScreen(for: $0) }
            if let refusal = refusalToPush(pushed, onto: stack.controller) { throw refusal }
            let screens = stack.screens + pushed
            // Recorded before the call: without animation the completion runs inside it (3.5).
            stacks[location] = ShownStack(controller: stack.controller, settled: settled, screens: screens)
            driver.push(screens, above: shown, onto: stack.controller, animated: animated, completion: completion)
        } else if kept == entries.count, kept > 0, kept < shown {
            let screens = Array(stack.screens.prefix(kept))
            if let refusal = refusalToSet(screens, of: stack.controller) { throw refusal }
            stacks[location] = ShownStack(controller: stack.controller, settled: settled, screens: screens)
            driver.pop(stack.controller, to: screens, animated: animated, completion: completion)
        } else {
            let screens = stack.screens(for: entries) { driver.makeScreen(for: $0) }
            if let refusal = refusalToSet(screens, of: stack.controller) { throw refusal }
            stacks[location] = ShownStack(controller: stack.controller, settled: settled, screens: screens)
            driver.setScreens(screens, of: stack.controller, animated: animated, completion: completion)
        }
    }

    /// A stack controller, the entries it shows (as last set, root first) and their screen
    /// controllers, one per entry in the same order. Screen controllers belong to one stack: an
    /// entry that moves to another stack gets a new controller there, because UIKit silently
    /// takes a controller away from the container it was in when another one adopts it.
    struct ShownStack {
        let controller: Driver.Stack
        var settled: SettledStack
        var screens: [Driver.Controller]

        /// The controllers for `entries`: this stack's own for the entries it keeps (in place, or
        /// moved within it), `make`'s for the others.
        func screens(
            for entries: [Entry<Screen>], making make: (Entry<Screen>) -> Driver.Controller
        ) -> [Driver.Controller] {
            let own = Dictionary(zip(settled.entries, screens), uniquingKeysWith: { first, _ in first })
            return entries.map { own[$0.id] ?? make($0) }
        }

        /// The entry `screen` shows in this stack, if it is one of its screens.
        func entry(of screen: Driver.Controller) -> EntryID? {
            screens.firstIndex { $0 === screen }.map { settled.entries[$0] }
        }
    }
}
