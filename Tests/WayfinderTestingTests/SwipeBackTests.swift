import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 7.1: the user's swipe back, played by the simulated host, and how the
/// navigator's values follow it.
@MainActor
@Suite struct SwipeBackTests {
    // Rule 7.1: a finished swipe pops the top screen, and shown and state both lose it.
    @Test func finishedSwipePopsAndTheNavigatorFollows() {
        let testbed = NavigationTestbed(trail([.trail(1), .camp]))
        let outcome = testbed.host.swipeBack()
        #expect(outcome == .performed)
        #expect(testbed.navigator.isInteracting)

        testbed.settle()

        #expect(testbed.navigator.shown.root.visibleStack?.screens == [.trailhead, .trail(1)])
        #expect(testbed.navigator.state.root.visibleStack?.screens == [.trailhead, .trail(1)])
        #expect(!testbed.navigator.isInteracting)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 7.1: a cancelled swipe changes nothing, on screen or in the navigator.
    @Test func cancelledSwipeChangesNothing() {
        let testbed = NavigationTestbed(trail([.trail(1), .camp]))
        let before = testbed.navigator.shown
        let controllersBefore = testbed.host.controllerTree

        #expect(testbed.host.swipeBack(cancelled: true) == .performed)
        testbed.settle()

        #expect(testbed.navigator.shown == before)
        #expect(testbed.navigator.state == before)
        #expect(testbed.host.controllerTree == controllersBefore)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 3.3: with only the root left there is nothing to swipe back to.
    @Test func swipeWithOnlyTheRootIsRefused() {
        let testbed = NavigationTestbed(trail())
        let linesBefore = testbed.host.transcript.count

        #expect(testbed.host.swipeBack().isRefused)
        #expect(!testbed.navigator.isInteracting)
        #expect(testbed.host.clock.isIdle)
        #expect(testbed.host.transcript.count == linesBefore)
    }

    // Rules 1.5 and 8.2: no swipe starts while a presentation is in flight.
    @Test func swipeIsRefusedDuringAPresentation() {
        let testbed = NavigationTestbed(trail([.camp]))
        testbed.navigator.present(.gear, path: [.permit], as: .sheet)
        testbed.host.advance(by: .zero)  // the turn ends: the presentation starts

        #expect(testbed.host.swipeBack().isRefused)
        #expect(!testbed.navigator.isInteracting)
        testbed.settle()
        #expect(testbed.navigator.shown.root.visibleStack?.screens == [.trailhead, .camp])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rules 3.4 and 8.1: no swipe starts while a push is animating.
    @Test func swipeIsRefusedDuringAPush() {
        let testbed = NavigationTestbed(trail([.camp]))
        testbed.navigator.push(.summit)
        testbed.host.advance(by: .zero)  // the turn ends: the push starts

        #expect(testbed.host.swipeBack().isRefused)
        testbed.settle()
        #expect(testbed.navigator.shown.root.visibleStack?.screens == [.trailhead, .camp, .summit])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 7.1: a command issued during a swipe waits for the swipe's end, then runs without a violation.
    @Test func commandDuringASwipeRunsAfterIt() {
        let testbed = NavigationTestbed(trail([.trail(1), .camp]))
        testbed.host.swipeBack()
        let linesBefore = testbed.host.transcript.count

        let push = testbed.navigator.push(.summit)
        #expect(testbed.navigator.transitionInFlight == nil)
        #expect(testbed.host.transcript.count == linesBefore)
        #expect(!push.isFinished)

        testbed.settle()

        #expect(push.isFinished)
        #expect(push.finishedOutcome?.hostFailure == nil)
        #expect(testbed.navigator.shown.root.visibleStack?.screens == [.trailhead, .trail(1), .summit])
        let lines = testbed.host.transcript.map(\.text)
        let swipeEnd = lines.firstIndex { $0.contains("swipe back") && $0.contains("finishes") }
        let pushLine = lines.firstIndex { $0.hasPrefix("push ") }
        #expect(swipeEnd != nil && pushLine != nil && swipeEnd! < pushLine!)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 7.1: the back button pops like a push in reverse, 0.35 s, and the navigator follows.
    @Test func tapBackPopsAfterThePushDuration() {
        let testbed = NavigationTestbed(trail([.camp]))
        #expect(testbed.host.tapBack() == .performed)
        testbed.host.advance(by: .milliseconds(349))
        #expect(testbed.navigator.shown.root.visibleStack?.count == 2)
        testbed.host.advance(by: .milliseconds(1))
        #expect(testbed.navigator.shown.root.visibleStack?.screens == [.trailhead])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rules 1.6 and 7.1: the screen a finished swipe popped has left the window.
    @Test func screenPoppedBySwipeLeavesTheWindow() {
        let testbed = NavigationTestbed(trail([.camp]))
        let stack = testbed.host.container.content as? SimulatedStackController
        let popped = stack?.screens.last
        #expect(popped?.isInWindow == true)

        testbed.host.swipeBack()
        testbed.settle()

        #expect(popped?.isInWindow == false)
    }

    // One gesture at a time: no tab tap while a swipe back is in flight.
    @Test func tabTapIsRefusedDuringASwipeBack() {
        let testbed = NavigationTestbed(edited(hikingTabs()) { try $0.push(.camp) })
        #expect(testbed.host.swipeBack() == .performed)

        #expect(testbed.host.tapTab(.map).isRefused)
        testbed.settle()

        #expect(testbed.navigator.shown.root.tabSet?.selected == .trails)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rules 9.11, 9.20: a swipe held half-way for longer than the watchdog is still the user's:
    // nothing is reported popped and the queued push waits while the finger is down. Let go and
    // cancelled, the screen stays with its entry and the push runs on top of it.
    @Test func aSwipeHeldPastTheWatchdogIsNotEndedForTheUser() {
        let testbed = NavigationTestbed(trail([.trail(1), .camp]))
        let stack = testbed.host.container.content as! SimulatedStackController
        #expect(testbed.host.holdSwipeBack() == .performed)
        #expect(stack.screens.map(\.screen) == ["trailhead", "trail(1)"])
        let push = testbed.navigator.push(.summit)

        testbed.host.advance(by: .seconds(30))
        #expect(testbed.navigator.isInteracting)
        #expect(testbed.navigator.shown.root.visibleStack?.screens == [.trailhead, .trail(1), .camp])
        #expect(!push.isFinished)

        #expect(testbed.host.letGoOfSwipe(cancelled: true) == .performed)
        testbed.settle()
        #expect(push.finishedOutcome == .completed)
        #expect(testbed.navigator.shown.root.visibleStack?.screens == [.trailhead, .trail(1), .camp, .summit])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rules 9.11, 9.20: once the user let go, the interaction's deadline runs: a swipe whose end
    // is then never reported is ended from what the stack shows, a watchdog after the release.
    @Test func theDeadlineOfAHeldSwipeStartsWhenTheUserLetsGo() {
        let testbed = NavigationTestbed(trail([.trail(1), .camp]))
        testbed.host.window.losesGestureEnds = true
        testbed.host.holdSwipeBack()
        testbed.host.advance(by: .seconds(20))
        testbed.host.letGoOfSwipe()

        testbed.host.advance(by: .milliseconds(9_999))
        #expect(testbed.navigator.isInteracting)
        testbed.host.advance(by: .milliseconds(1))
        #expect(!testbed.navigator.isInteracting)
        #expect(testbed.navigator.shown.root.visibleStack?.screens == [.trailhead, .trail(1)])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 10.4: a screen that sets its stack's delegate is refused, so the user's swipe back
    // still reaches the host and the navigator follows it.
    @Test func aScreenSettingItsStacksDelegateDoesNotCutOffTheSwipe() {
        let testbed = NavigationTestbed(trail([.trail(1), .camp]))

        #expect(!testbed.host.appSetsStackDelegate())
        #expect(testbed.host.swipeBack() == .performed)
        testbed.settle()

        #expect(testbed.navigator.state.root.visibleStack?.screens == [.trailhead, .trail(1)])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
