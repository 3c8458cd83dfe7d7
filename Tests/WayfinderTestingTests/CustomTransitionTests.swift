import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 12.1–12.3: a pushed screen with a custom transition, on the simulated host.
@MainActor
@Suite struct CustomTransitionTests {
    static func testbed(_ custom: [CustomTransitionName: SimulatedCustomTransition] = [:]) -> NavigationTestbed<Hike> {
        let testbed = NavigationTestbed(trail([.trail(1)]))
        testbed.host.driver.customTransitions = custom
        return testbed
    }

    static func lines(_ testbed: NavigationTestbed<Hike>) -> [String] { testbed.host.transcript.map(\.text) }

    // Rule 12.1: the delegate's animator runs the push, and the step ends at its own
    // completeTransition, after its own duration.
    @Test func customAnimatorEndsAtItsCompleteTransition() async {
        let testbed = Self.testbed(["fold": SimulatedCustomTransition(duration: .milliseconds(900))])
        let report = testbed.measure { testbed.navigator.push(.camp, transition: .custom(named: "fold")) }
        #expect(report.time == .milliseconds(900))
        #expect(Self.lines(testbed).contains { $0.contains("runs the delegate's animator (custom(named: fold))") })
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        let pop = testbed.navigator.pop()
        #expect(testbed.settle() == .milliseconds(900))   // popped with the same animator
        #expect(await pop.outcome == .completed)
        #expect(pop.transitionFallbacks.isEmpty)
    }

    // Rule 12.1: an animator that never calls completeTransition leaves the step to the
    // host's watchdog, which ends it: the request ends, nothing hangs.
    @Test func animatorThatNeverCompletesEndsThroughTheWatchdog() async {
        let testbed = Self.testbed(["stuck": SimulatedCustomTransition(completes: false)])
        testbed.host.watchdog = .seconds(2)
        let push = testbed.navigator.push(.camp, transition: .custom(named: "stuck"))
        testbed.settle()
        let outcome = await push.outcome
        #expect(outcome == .hostFailed(.noCompletion(after: .seconds(2))))
        #expect(testbed.host.clock.now == .seconds(2))
        #expect(testbed.navigator.transitionInFlight == nil)
    }

    // A name the app gave no host falls back to UIKit's own push, and the request says so.
    @Test func unknownCustomNameFallsBackAndTheRequestSaysSo() async {
        let testbed = Self.testbed()
        let push = testbed.navigator.push(.camp, transition: .custom(named: "curl"))
        #expect(await push.outcome == .completed)
        #expect(push.transitionFallbacks == [.unknownCustom("curl")])
        #expect(!Self.lines(testbed).contains { $0.contains("animator") })
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 12.3: every pushed entry with a custom transition can be swiped back: a cancelled
    // swipe changes nothing, a finished one is reported as the pop.
    @Test(arguments: [ScreenTransition.fade, .slideFromBottom, .slideFromLeading, .custom(named: "fold")])
    func swipeBackKeepsWorking(transition: ScreenTransition) {
        let testbed = Self.testbed(["fold": SimulatedCustomTransition()])
        testbed.navigator.push(.camp, transition: transition)
        testbed.settle()
        let before = testbed.navigator.state
        #expect(testbed.host.swipeBack(cancelled: true) == .performed)
        testbed.settle()
        #expect(testbed.navigator.shown == before)
        #expect(testbed.navigator.state == before)
        #expect(testbed.host.swipeBack() == .performed)
        testbed.settle()
        #expect(testbed.navigator.state.root.visibleStack?.screens == [.trailhead, .trail(1)])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    /// A sheet whose stack the driver made with `driver` set up, with `.camp` pushed above its
    /// root with a fade: the stack the swipe-back pitfall is played on.
    static func fadedInSheet(_ setUp: (SimulatedDriver<Hike>) -> Void) -> NavigationTestbed<Hike> {
        let testbed = Self.testbed()
        setUp(testbed.host.driver)
        testbed.navigator.present(.gear, as: .sheet)
        testbed.settle()
        testbed.navigator.push(.camp, transition: .fade)
        testbed.settle()
        return testbed
    }

    // Rule 12.3, the pitfall: a driver whose delegate returns an animator and does not answer
    // for the pop gesture loses the swipe back.
    @Test func driverThatDoesNotAnswerForTheGestureLosesTheSwipe() {
        let testbed = Self.fadedInSheet { $0.answersPopGesture = false }
        #expect(testbed.host.swipeBack().isRefused)
        #expect(Self.lines(testbed).contains { $0.contains("its delegate answers for animators") })
    }

    // Rule 12.3: a driver that lets the swipe begin but returns its animator for the user's pop
    // makes the pop run to its end: a cancelled swipe still pops.
    @Test func driverThatAnimatesTheUsersPopCannotBeCancelled() {
        let testbed = Self.fadedInSheet { $0.leavesUserPopsToUIKit = false }
        #expect(testbed.host.swipeBack(cancelled: true) == .performed)
        testbed.settle()
        #expect(testbed.navigator.state.layers.last?.stack?.screens == [.gear])
    }
}
