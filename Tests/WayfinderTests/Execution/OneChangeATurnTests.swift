import Observation
import Testing
import Wayfinder
import WayfinderTesting

/// The commands of one main-actor turn reach the screen as one change, as SwiftUI makes one
/// transaction of a turn: `state` changes at once, the host's step starts when the turn is over
/// (on the simulated host, at the next movement of its clock), and every outcome is exact.
@MainActor
@Suite("One change a turn")
struct OneChangeATurnTests {
    // The literal loop an app writes: one push of the three screens, 0.35 s.
    @Test func forLoopOfPushesAnimatesOnce() async {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .catalog))
        let navigator = testbed.navigator
        var requests: [NavigationRequest] = []
        let report = testbed.measure {
            for number in 1...3 { requests.append(navigator.push(.product(number))) }
            // Each command changed `state` before it returned; the screen has not moved yet.
            #expect(navigator.state.stack(at: .root)?.screens == [.catalog, .product(1), .product(2), .product(3)])
            #expect(navigator.shown.stack(at: .root)?.screens == [.catalog])
            #expect(navigator.transitionInFlight == nil)
        }
        #expect(report.time == .milliseconds(350))
        #expect(report.animatedTransitions == 1)
        #expect(report.transcript.map(\.description) == [
            "0.0s » set root [catalog#1, product(1)#2, product(2)#3, product(3)#4] (animated)",
            "0.0s push stack(root) [product(1)#2, product(2)#3, product(3)#4] (animated)",
        ])
        // The first two were never shown on their own: the newest tells the rest.
        #expect(requests.map(\.finishedOutcome) == [.superseded, .superseded, .completed])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Two pushes in one button action, tapped 1 s in: one push, starting at the tap.
    @Test func twoPushesInOneButtonActionAnimateOnce() async {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        let navigator = testbed.navigator
        var requests: [NavigationRequest] = []
        let report = testbed.measure {
            testbed.host.clock.schedule(after: .seconds(1)) {  // the user taps Buy
                requests.append(navigator.push(.address))
                requests.append(navigator.push(.confirmOrder))
            }
        }
        #expect(report.time == .milliseconds(1_350))
        #expect(report.animatedTransitions == 1)
        #expect(report.steps == ["set root [cart#1, address#2, confirmOrder#3] (animated)"])
        #expect(report.transcript.first?.time == .seconds(1))
        #expect(requests.map(\.finishedOutcome) == [.superseded, .completed])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // A push then a present in one turn: one transition at a time (Platform Rules 1.5, 3.4), so
    // the push lands unseen under the sheet, then the sheet animates in: 0.40 s, where the two
    // animated in turn take 0.75 s.
    @Test func pushThenPresentInOneTurn() async {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        let navigator = testbed.navigator
        var push: NavigationRequest?
        var sheet: NavigationRequest?
        let report = testbed.measure {
            push = navigator.push(.address)
            sheet = navigator.present(.options, as: .sheet(.fitting))
        }
        #expect(report.steps == [
            "set root [cart#1, address#2]",
            "present sheet#3 options#4 (animated)",
        ])
        #expect(report.time == .milliseconds(400))
        #expect(report.animatedTransitions == 1)
        // The screen showed the push's value (under the coming sheet) before the sheet's.
        #expect(push?.finishedOutcome == .completed)
        #expect(sheet?.finishedOutcome == .completed)
        #expect(testbed.tree == "root main: cart › address\nsheet [fitting, grabber]: options")
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Commands in different turns still animate each: the second waits for the first's step.
    @Test func commandsAcrossTurnsAnimateEach() async {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        let navigator = testbed.navigator
        var requests: [NavigationRequest] = []
        let report = testbed.measure {
            requests.append(navigator.push(.address))
            testbed.host.advance(by: .zero)  // the turn ends: the push starts
            requests.append(navigator.push(.confirmOrder))
        }
        #expect(report.time == .milliseconds(700))
        #expect(report.animatedTransitions == 2)
        #expect(report.steps == ["set root [cart#1, address#2] (animated)", "set root [cart#1, address#2, confirmOrder#3] (animated)"])
        #expect(requests.map(\.finishedOutcome) == [.completed, .completed])

        // Awaited one by one, each is its own transition too.
        let start = testbed.host.clock.now
        #expect(await navigator.pop().outcome == .completed)
        #expect(await navigator.pop().outcome == .completed)
        #expect(testbed.host.clock.now - start == .milliseconds(700))
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // A command an observer issues mid-change joins the change of its turn: here, pushing when
    // the screen shows the first push, in the completion's turn, starts at once on the clock.
    @Test func commandFromAnObserverMidChange() async {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        let navigator = testbed.navigator
        var inner: [NavigationRequest] = []
        withObservationTracking { _ = navigator.shown } onChange: {
            MainActor.assumeIsolated {
                inner.append(navigator.push(.confirmOrder))
                inner.append(navigator.push(.done))
            }
        }
        var outer: NavigationRequest?
        let report = testbed.measure { outer = navigator.push(.address) }
        #expect(report.steps == [
            "set root [cart#1, address#2] (animated)",
            "set root [cart#1, address#2, confirmOrder#3, done#4] (animated)",
        ])
        #expect(report.transcript.filter { $0.text.hasPrefix("»") }.map(\.time) == [.zero, .milliseconds(350)])
        #expect(report.time == .milliseconds(700))
        #expect(outer?.finishedOutcome == .completed)
        #expect(inner.map(\.finishedOutcome) == [.superseded, .completed])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // The user swipes back before the turn ends: the swipe runs first, as UIKit would take it,
    // and the push waits for it; the push then keeps the user's pop (merged).
    @Test func swipeBeforeTheTurnEnds() async {
        let testbed = NavigationTestbed(build(NavigationState<Shop>(flow: .main, root: .cart)) { try $0.push(.address) })
        let navigator = testbed.navigator
        let push = navigator.push(.confirmOrder)
        #expect(testbed.host.swipeBack() == .performed)
        let report = testbed.measure {}
        #expect(report.steps == ["set root [cart#1, confirmOrder#3] (animated)"])
        #expect(report.time == .milliseconds(700))
        #expect(push.finishedOutcome == .merged)
        #expect(testbed.tree == "root main: cart › confirmOrder")
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Without a host there is no turn to wait for: each command is shown and ends at once.
    @Test func headlessLoopEndsEachAtOnce() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .catalog))
        for number in 1...3 {
            #expect(navigator.push(.product(number)).finishedOutcome == .completed)
            #expect(navigator.shown == navigator.state)
        }
    }

    // Detached before the turn ends: the command ends as detached, and the old host's end of
    // turn starts nothing, not even on the host attached in its place.
    @Test func detachBeforeTheTurnEnds() async {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        let navigator = testbed.navigator
        let lines = testbed.host.transcript.count
        let push = navigator.push(.address)
        navigator.detach()
        #expect(push.finishedOutcome == .hostDetached)
        let host = SimulatedHost<Shop>()
        navigator.attach(host)
        let next = navigator.push(.confirmOrder)
        testbed.settle()  // the old host's turn ends
        #expect(testbed.host.transcript.count == lines)
        #expect(!host.transcript.contains { $0.text.hasPrefix("»") })
        host.settle()
        #expect(host.transcript.filter { $0.text.hasPrefix("»") }.map(\.text) == ["» set root [cart#1, address#2, confirmOrder#3] (animated)"])
        #expect(next.finishedOutcome == .completed)
        #expect(navigator.isSettled)
    }
}
