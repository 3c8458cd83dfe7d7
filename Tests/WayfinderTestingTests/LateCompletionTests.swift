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

        #expect(request.finishedOutcome?.hostFailure == .noCompletion(after: .seconds(10)))
        #expect(testbed.navigator.shown.layers.isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        let next = testbed.navigator.present(.weather, as: .sheet)
        testbed.settle()
        #expect(next.finishedOutcome == .completed)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // 9.18: a root switch whose completion UIKit loses keeps the root "switching" until the
    // watchdog: then the host reads the new root on screen, the switch completes, and the next
    // switch runs instead of being refused for good.
    @Test func rootSwitchWhoseCompletionNeverComesIsRecoveredAtTheDeadline() {
        let testbed = NavigationTestbed(trail([.camp]))
        testbed.host.window.losesCompletions = true
        let first = testbed.navigator.switchRoot(to: "summit", root: .summit)
        testbed.host.advance(by: .seconds(1))
        #expect(testbed.host.container.isSwitching)
        testbed.host.window.losesCompletions = false
        testbed.settle()

        #expect(first.finishedOutcome == .completed)
        #expect(!testbed.host.container.isSwitching)
        let second = testbed.navigator.switchRoot(to: "trail", root: .trailhead, path: [.map])
        testbed.settle()
        #expect(second.finishedOutcome == .completed)
        #expect(testbed.navigator.shown.tree() == testbed.navigator.state.tree())
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

/// Found by the property suite once UIKit could be late and forgetful in it: what the user and
/// the app's own code do while a step's completion is late.
@MainActor
@Suite struct LateCompletionRegressionTests {
    // A swipe back during a step whose completion is late, its end lost too: at the deadline the
    // swipe is read first, so the step completes with the user's pop on top instead of failing
    // and leaving the stack one screen short of `shown`.
    @Test func swipeDuringALateStepWhoseEndIsLost() {
        let testbed = NavigationTestbed(hikingTabs())
        testbed.host.window.completionLateness = .seconds(12)
        testbed.host.window.losesGestureEnds = true
        let request = testbed.navigator.update { state in try state.replaceStack(with: [.trailhead, .camp, .summit], at: .tab(.trails)) }
        testbed.host.advance(by: .milliseconds(400))
        #expect(testbed.host.swipeBack() == .performed)
        testbed.settle()

        #expect(request.finishedOutcome != nil)
        #expect(request.finishedOutcome?.hostFailure == nil)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        #expect(testbed.navigator.shown.root.tabSet?.tabs.first?.stack.count == 2)
    }

    // A dismissal whose completion is late, with the app's own sheet presented from the same
    // presenter meanwhile: the dismissed layer is gone, so the step completed.
    @Test func lateDismissalWithTheAppsSheetUp() {
        let testbed = NavigationTestbed(edited(trail()) { try $0.present(.gear, as: .sheet) })
        testbed.host.window.completionLateness = .seconds(12)
        let request = testbed.navigator.dismiss(animated: false)
        testbed.host.advance(by: .milliseconds(50))
        testbed.host.container.present(testbed.host.driver.makeStack(at: .layer(LayerID(500)), showing: []), animated: false) {}
        testbed.host.advance(by: .seconds(11))

        #expect(request.finishedOutcome == .completed)
        #expect(testbed.navigator.shown.layers.isEmpty)
        testbed.host.container.dismissPresented(animated: false) {}
        testbed.settle()
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // A push into a sheet whose completion is late, the sheet dragged away meanwhile with its end
    // lost: the push's stack left with the sheet, so the step is over, not failed, and the
    // command queued behind it (a sign-out's root switch, in the Shop) is not interrupted.
    @Test func latePushIntoASheetTheUserDraggedAway() {
        let testbed = NavigationTestbed(edited(trail()) { try $0.present(.gear, as: .sheet) })
        testbed.host.window.completionLateness = .seconds(12)
        testbed.host.window.losesGestureEnds = true
        testbed.navigator.push(.camp)
        testbed.host.advance(by: .milliseconds(400))
        #expect(testbed.host.dragSheetDown() == .performed)
        let queued = testbed.navigator.popToRoot()
        testbed.settle()

        #expect(queued.finishedOutcome?.hostFailure == nil)
        #expect(testbed.navigator.shown.layers.isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
