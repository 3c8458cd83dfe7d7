import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 3.6 and 8.6: how long transitions take on the virtual clock.
@MainActor
@Suite struct DurationTests {
    // Rule 3.6: UIKit's defaults are push 0.35 s and built-in modal 0.4 s.
    @Test func uiKitDefaults() {
        let durations = SimulatedDurations.uiKit
        #expect(durations.push == .milliseconds(350))
        #expect(durations.modal == .milliseconds(400))
        #expect(SimulatedHost<Hike>().window.durations == durations)
    }

    // Rules 3.6 and 8.6: with the defaults a push settles in exactly 0.35 s, a present and a dismiss in 0.4 s.
    @Test func defaultSettleTimes() {
        let testbed = NavigationTestbed(trail())
        let push = testbed.measure { testbed.navigator.push(.camp) }
        let present = testbed.measure { testbed.navigator.present(.gear, as: .sheet) }
        let dismiss = testbed.measure { testbed.navigator.dismiss() }

        #expect(push.time == .milliseconds(350))
        #expect(present.time == .milliseconds(400))
        #expect(dismiss.time == .milliseconds(400))
        #expect([push, present, dismiss].map(\.animatedTransitions) == [1, 1, 1])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 8.6: custom durations change each settle time exactly.
    @Test func customDurationsChangeTheSettleTimes() {
        let durations = SimulatedDurations(
            push: .milliseconds(120), modal: .milliseconds(650), rootTransition: .milliseconds(230),
            gesture: .milliseconds(500))
        let testbed = NavigationTestbed(trail(), durations: durations)

        #expect(testbed.measure { testbed.navigator.push(.camp) }.time == .milliseconds(120))
        #expect(testbed.measure { testbed.host.swipeBack() }.time == .milliseconds(500))
        #expect(testbed.measure { testbed.navigator.present(.gear, as: .sheet) }.time == .milliseconds(650))
        #expect(testbed.measure { testbed.navigator.dismiss() }.time == .milliseconds(650))
        #expect(testbed.measure { testbed.navigator.switchRoot(to: "camp", root: .camp) }.time == .milliseconds(230))
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 8.6: a push's completion lands at exactly the configured duration, not before.
    @Test func customPushEndsAtItsDuration() {
        let durations = SimulatedDurations(
            push: .milliseconds(80), modal: .milliseconds(400), rootTransition: .zero, gesture: .zero)
        let testbed = NavigationTestbed(trail(), durations: durations)
        let push = testbed.navigator.push(.camp)
        testbed.host.advance(by: .milliseconds(79))
        #expect(!push.isFinished)
        testbed.host.advance(by: .milliseconds(1))
        #expect(push.finishedOutcome == .completed)
    }

    // Rule 8.6: with `.instant` everything settles in zero virtual time, still animated and still in order.
    @Test func instantSettlesInZeroTime() {
        let testbed = NavigationTestbed(trail(), durations: .instant)
        let report = testbed.measure {
            testbed.navigator.push(.camp)
            testbed.navigator.present(.gear, path: [.permit], as: .sheet)
        }
        #expect(report.time == .zero)
        #expect(report.animatedTransitions >= 1)
        #expect(testbed.navigator.isSettled)
        #expect(testbed.host.clock.now == .zero)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
