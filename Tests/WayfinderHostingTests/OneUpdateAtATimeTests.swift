import Testing
import Wayfinder
import WayfinderHosting

/// The list screen's snapshots, applied one at a time (AnchoredListController's re-entrancy
/// guard).
@Suite("List updates: one at a time")
struct OneUpdateAtATimeTests {
    // Promise: an update that arrives while another is applied is not applied inside it; it is
    // applied right after, and of several only the last; then the next update applies at once.
    @Test func updatesArrivingMidApplyWaitAndTheLastWins() {
        var updates = OneUpdateAtATime<Int>()
        let first = updates.arrive(1)
        #expect(first == 1)
        #expect(updates.isApplying)
        let second = updates.arrive(2)
        let third = updates.arrive(3)
        #expect(second == nil && third == nil)
        let next = updates.finished()
        #expect(next == 3)
        #expect(updates.isApplying)
        let fourth = updates.arrive(4)  // from the callbacks of 3's apply
        #expect(fourth == nil)
        let afterThree = updates.finished()
        #expect(afterThree == 4)
        let done = updates.finished()
        #expect(done == nil)
        #expect(!updates.isApplying)
        let later = updates.arrive(5)
        #expect(later == 5)
    }

    // Promise: applying in a loop over `finished()` applies every arrival's latest state exactly
    // once, in order, never two at once, however updates arrive from inside the applying.
    @Test func aLoopAppliesTheLatestStateNeverNested() {
        var updates = OneUpdateAtATime<Int>()
        var applied: [Int] = []
        var depth = 0
        var maxDepth = 0
        func apply(_ value: Int) {
            guard var current = updates.arrive(value) else { return }
            while true {
                depth += 1
                maxDepth = max(maxDepth, depth)
                applied.append(current)
                // Applying 1 causes 2 and 3 (a scroll callback loading twice); 3 causes 4.
                if current == 1 { apply(2); apply(3) }
                if current == 3 { apply(4) }
                depth -= 1
                guard let next = updates.finished() else { break }
                current = next
            }
        }
        apply(1)
        #expect(applied == [1, 3, 4])
        #expect(maxDepth == 1)
    }
}
