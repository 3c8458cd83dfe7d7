import Wayfinder

/// Applies updates one at a time: an update that arrives while one is being applied (from a
/// callback the first one causes, such as a scroll callback that loads a page and hands the
/// list a new snapshot) waits and is applied right after it; of several that arrive meanwhile,
/// only the last, since each is the whole new state. WayfinderUIKit's AnchoredListController
/// applies its snapshots through it, since applying a diffable snapshot inside another's apply
/// is not something UIKit defines.
///
/// ```swift
/// var updates = OneUpdateAtATime<Int>()
/// updates.arrive(1)      // 1: apply it now
/// updates.arrive(2)      // nil: waits (arrived while 1 is applied)
/// updates.arrive(3)      // nil: replaces 2
/// updates.finished()     // 3: apply it next
/// updates.finished()     // nil: done
/// ```
package struct OneUpdateAtATime<Update> {
    private var applying = false
    private var waiting: Update?

    package init() {}

    /// Whether an update is being applied.
    package var isApplying: Bool { applying }

    /// `update` arrives: returned to be applied now, or `nil` when one is being applied (it then
    /// waits, in place of any update waiting already).
    package mutating func arrive(_ update: Update) -> Update? {
        guard !applying else {
            waiting = update
            return nil
        }
        applying = true
        return update
    }

    /// The update being applied is done: the one that waits, to apply next, or `nil` when none
    /// does (nothing is being applied any more).
    package mutating func finished() -> Update? {
        guard let next = waiting else {
            applying = false
            return nil
        }
        waiting = nil
        return next
    }
}

extension OneUpdateAtATime: Sendable where Update: Sendable {}
