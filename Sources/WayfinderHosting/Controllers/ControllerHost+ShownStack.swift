import Wayfinder

extension ControllerHost {
    /// Shows `entries` on the stack at `location`: a push when it keeps every shown screen and
    /// adds some, a pop when it keeps some and adds none, a setting otherwise (Platform Rules
    /// 3.1–3.3). A push or pop is one pass comparing identities (the kept prefix), then the stack's
    /// own list of controllers is edited in place, only the new screens are made and checked,
    /// and the driver pushes or pops them.
    /// Throws, having changed nothing, when the platform would refuse.
    func show(
        _ entries: [Entry<Screen>], at location: StackLocation, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(NavigationError) {
        // Out of the table while it changes, so that its list of controllers is edited in place.
        guard var stack = stacks.removeValue(forKey: location) else { throw .noSuchStack(location) }
        let settled = SettledStack(showing: entries)
        let kept = settled.keptInPlace(from: stack.settled)
        let shown = stack.screens.count
        if kept == shown, entries.count > shown {
            var pushed: [Driver.Controller] = []
            for index in shown..<entries.count { pushed.append(driver.makeScreen(for: entries[index])) }
            if let refusal = refusalToPush(pushed, onto: stack.controller) {
                stacks[location] = stack
                throw refusal
            }
            stack.screens.append(contentsOf: pushed)
            stack.settled = settled
            // Recorded before the call: without animation the completion runs inside it (3.5).
            stacks[location] = stack
            driver.push(stack.screens, above: shown, onto: stack.controller, animated: animated, completion: completion)
        } else if kept == entries.count, kept > 0, kept < shown {
            // What stays is the stack's own, distinct since it was set: only 3.4 can refuse.
            if let refusal = refusalToSet(stack.screens, keeping: shown, of: stack.controller) {
                stacks[location] = stack
                throw refusal
            }
            stack.screens.removeLast(shown - kept)
            stack.settled = settled
            stacks[location] = stack
            driver.pop(stack.controller, to: stack.screens, animated: animated, completion: completion)
        } else {
            let (controllers, keptInPlace) = stack.screens(for: entries) { driver.makeScreen(for: $0) }
            if let refusal = refusalToSet(controllers, keeping: keptInPlace, of: stack.controller) {
                stacks[location] = stack
                throw refusal
            }
            stacks[location] = ShownStack(controller: stack.controller, settled: settled, screens: controllers)
            driver.setScreens(controllers, of: stack.controller, animated: animated, completion: completion)
        }
    }

    /// A stack controller, the entries it shows (as last set, root first) and their screen
    /// controllers. Screen controllers belong to one stack: an entry that moves to another stack
    /// gets a new controller there, because UIKit silently takes a controller away from the
    /// container it was in when another one adopts it.
    struct ShownStack {
        let controller: Driver.Stack
        var settled: SettledStack
        /// The screen controllers, one per entry of `settled`, in the same order: a list, not a
        /// table by identity, so a push or a pop keeps the others without hashing any.
        var screens: [Driver.Controller]

        /// The controllers for `entries`: this stack's own for the entries it keeps (in place, or
        /// moved within it), `make` for the others; and how many leading ones it kept in place,
        /// which are distinct by construction.
        func screens(
            for entries: [Entry<Screen>], making make: (Entry<Screen>) -> Driver.Controller
        ) -> (controllers: [Driver.Controller], keptInPlace: Int) {
            // Index walks: this code is not specialized for the app's screens, where `enumerated`,
            // `zip` and slices cost a generic call per element.
            let kept = settled.entries
            var same = 0
            while same < entries.count, same < kept.count, kept[same] == entries[same].id { same += 1 }
            var controllers: [Driver.Controller] = []
            controllers.reserveCapacity(entries.count)
            for index in 0..<same { controllers.append(screens[index]) }
            if same == kept.count {  // a push: every other entry is new
                for index in same..<entries.count { controllers.append(make(entries[index])) }
                return (controllers, same)
            }
            guard same < entries.count else { return (controllers, same) }  // a pop
            // Entries that changed place (a replacement, rare): their controllers by identity.
            var moved: [EntryID: Driver.Controller] = [:]
            for index in same..<kept.count { moved[kept[index]] = screens[index] }
            for index in same..<entries.count { controllers.append(moved[entries[index].id] ?? make(entries[index])) }
            return (controllers, same)
        }
    }
}

extension ControllerHost.ShownStack {
    /// The entry `screen` shows in this stack, if it is one of its screens.
    func entry(of screen: Driver.Controller) -> EntryID? {
        screens.firstIndex { $0 === screen }.map { settled.entries[$0] }
    }
}
