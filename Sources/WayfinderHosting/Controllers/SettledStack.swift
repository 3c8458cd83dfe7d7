import Wayfinder

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
