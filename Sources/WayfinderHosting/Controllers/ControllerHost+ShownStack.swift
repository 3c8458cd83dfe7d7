import Wayfinder

extension ControllerHost {
    /// Shows `entries` on the stack at `location`: a push when it keeps every shown screen and
    /// adds some, a pop when it keeps some and adds none, a setting otherwise (Platform Rules
    /// 3.1–3.3), with `transition` set on the screen that comes (a push) or leaves (a pop).
    /// Throws, having changed nothing, when the platform would refuse.
    func show(
        _ entries: [Entry<Screen>], at location: StackLocation, animated: Bool, transition: ScreenTransition?,
        completion: @escaping @MainActor () -> Void
    ) throws(StepFailure) {
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
            if let top = pushed.last { prepare(transition, removing: false, on: top) }
            driver.push(screens, above: shown, onto: stack.controller, animated: animated, completion: completion)
        } else if kept == entries.count, kept > 0, kept < shown {
            let screens = Array(stack.screens.prefix(kept))
            if let refusal = refusalToSet(screens, of: stack.controller) { throw refusal }
            if let top = stack.screens.last { prepare(transition, removing: true, on: top) }
            stacks[location] = ShownStack(controller: stack.controller, settled: settled, screens: screens)
            driver.pop(stack.controller, to: screens, animated: animated, completion: completion)
        } else {
            let screens = stack.screens(for: entries) { driver.makeScreen(for: $0) }
            if let refusal = refusalToSet(screens, of: stack.controller) { throw refusal }
            if transition != nil, transition != .system, let oldTop = stack.screens.last, let newTop = screens.last {
                // A pop when the new top was shown (3.1): the leaving top carries the transition.
                let pops = stack.screens.contains { $0 === newTop }
                prepare(transition, removing: pops, on: pops ? oldTop : newTop)
            }
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

/// A stack's entries as they were when its last transition ended, and what the user did to it
/// since: the one place that tells a user's pop from everything else a platform reports.
///
/// UIKit's navigation delegate hears of every transition, not only the user's: `willShow` also
/// comes on first appearance and on a tab switch, and on iOS 18 a cancelled swipe back still
/// reaches `didShow` (Platform Rules 7.1, 9.3). So a host never infers a pop from a callback; it
/// compares the stack with what it showed when settled.
package struct SettledStack: Hashable, Sendable {
    /// The entries shown, root first.
    package var entries: [EntryID]

    /// A stack that settled showing `entries`.
    package init(_ entries: [EntryID]) {
        self.entries = entries
    }

    /// A stack that settled showing these entries.
    package init<Screen>(showing entries: [Entry<Screen>]) {
        self.entries = entries.map { $0.id }
    }

    /// How many leading entries this stack shares with `earlier`, in place.
    package func keptInPlace(from earlier: SettledStack) -> Int {
        zip(entries, earlier.entries).prefix { $0 == $1 }.count
    }

    /// Whether showing `entry` (UIKit's `willShow`) starts a pop: `entry` is shown below the top.
    /// The top itself (first appearance, a tab switch, a step the host runs) or a screen the
    /// stack does not show is no pop.
    package func popBegins(showing entry: EntryID?) -> Bool {
        guard let entry, let index = entries.firstIndex(of: entry) else { return false }
        return index < entries.count - 1
    }

    /// The entries the user popped, when the stack now shows `now` (each screen's entry, `nil`
    /// for a screen the stack did not show): the settled entries missing from `now`, provided
    /// what is left is a start of the settled stack. `nil` when nothing was popped (a cancelled
    /// swipe) or when `now` is no pop of the settled stack (the user never removes a root).
    package func popped(now: [EntryID?]) -> [EntryID]? {
        guard !now.isEmpty, now.count < entries.count, now == entries.prefix(now.count).map(Optional.some) else { return nil }
        return Array(entries[now.count...])
    }
}
