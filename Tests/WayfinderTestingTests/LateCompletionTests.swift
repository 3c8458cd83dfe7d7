import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 9.10 and 9.11: completions and gesture ends that UIKit delivers late or never.
/// The host ends the step or the interaction at its deadline from what the platform shows, and
/// whatever arrives later ends nothing.
@MainActor
@Suite struct LateCompletionTests {
    // 9.10: a present whose completion arrives after the watchdog gave up completes at the
    // deadline, because the sheet is on screen; the late completion changes nothing, and the
    // host's picture and the navigator's agree. (Before, the step failed, the navigator rolled
    // back, and the host kept the sheet in its records: a mismatch, and the next present went
    // over a layer the navigator did not know.)
    @Test func lateCompletionOfAPresentationEndsNothingTwice() {
        let testbed = NavigationTestbed(trail())
        testbed.host.window.completionLateness = .seconds(12)

        let request = testbed.navigator.present(.gear, as: .sheet)
        testbed.host.advance(by: .seconds(10))
        #expect(request.finishedOutcome == .completed)
        testbed.settle()
        testbed.host.window.completionLateness = nil

        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        #expect(testbed.navigator.shown.layers.count == 1)
        let next = testbed.navigator.present(.weather, as: .fullScreenCover)
        testbed.settle()
        #expect(next.finishedOutcome == .completed)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // 9.10: a present whose completion never comes, and which the app's own code dismissed
    // meanwhile, fails at the deadline; the host's records follow the platform, so the next
    // present is made from the container, not from the layer that left.
    @Test func presentationGoneAtTheDeadlineFailsAndIsForgotten() {
        let testbed = NavigationTestbed(trail())
        testbed.host.window.losesCompletions = true
        let request = testbed.navigator.present(.gear, as: .sheet)
        testbed.host.advance(by: .seconds(1))
        testbed.host.container.dismissPresented(animated: false) {}
        testbed.settle()
        testbed.host.window.losesCompletions = false

        #expect(request.finishedOutcome?.hostFailure?.reason == .noCompletion(after: .seconds(10)))
        #expect(testbed.navigator.shown.layers.isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        let next = testbed.navigator.present(.weather, as: .sheet)
        testbed.settle()
        #expect(next.finishedOutcome == .completed)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // 9.11: a swipe back whose end UIKit never reports no longer blocks every later command:
    // at the interaction's deadline the host reads the stack, reports the pop, and the queued
    // push runs.
    @Test func swipeWhoseEndNeverComesEndsAtTheDeadline() {
        let testbed = NavigationTestbed(trail([.camp, .summit]))
        testbed.host.window.losesGestureEnds = true
        #expect(testbed.host.swipeBack() == .performed)
        let queued = testbed.navigator.push(.weather)
        testbed.settle()

        #expect(queued.finishedOutcome != nil)
        #expect(testbed.navigator.isSettled)
        #expect(testbed.navigator.shown.tree() == trail([.camp, .weather]).tree())
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // 9.11: a sheet dragged down whose end is never reported: the dismissal is read from the
    // platform at the deadline, and the push queued into the sheet meanwhile ends with it.
    @Test func dragWhoseEndNeverComesEndsAtTheDeadline() {
        let testbed = NavigationTestbed(edited(trail()) { try $0.present(.gear, as: .sheet) })
        testbed.host.window.losesGestureEnds = true
        #expect(testbed.host.dragSheetDown() == .performed)
        let queued = testbed.navigator.push(.camp)
        testbed.settle()

        #expect(queued.finishedOutcome == .superseded)
        #expect(testbed.navigator.isSettled)
        #expect(testbed.navigator.shown.layers.isEmpty)
        let next = testbed.navigator.push(.camp)
        testbed.settle()
        #expect(next.finishedOutcome == .completed)
        #expect(testbed.navigator.shown.tree() == trail([.camp]).tree())
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
