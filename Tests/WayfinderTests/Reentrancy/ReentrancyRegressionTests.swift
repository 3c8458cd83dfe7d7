import Observation
import Testing
import Wayfinder
import WayfinderTesting

/// The cases issue #19 measured: commands issued from an Observation `onChange`, which runs in
/// the middle of the navigator's own change (willSet).
@MainActor
@Suite("Re-entrancy: the measured cases")
struct ReentrancyRegressionTests {
    // Hung `settle()` (and, left running, crashed in the runner's loop) before commands issued
    // during a change were taken after it.
    @Test func pushFromAnObserverOfShownDuringAPresentSettles() {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        withObservationTracking { _ = testbed.navigator.shown } onChange: {
            MainActor.assumeIsolated { _ = testbed.navigator.push(.address) }
        }
        testbed.navigator.present(.options, as: .fullScreenCover)
        testbed.settle()
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        #expect(testbed.tree == "root main: cart\ncover: options › address")
    }
}

extension ReentrancyRegressionTests {
    /// Issues `command` once, from the first `onChange` of what `read` reads.
    func once(_ read: @escaping @MainActor () -> Void, _ command: @escaping @MainActor () -> Void) {
        withObservationTracking { read() } onChange: { MainActor.assumeIsolated { command() } }
    }

    // Was: "tab one shows [a#1, b(0)#2, b(7)#4] instead of [a#1, b(0)#2, b(1)#4]" while settled.
    @Test func pushFromAnObserverOfStateDuringAPushKeepsControllersAndValueTogether() {
        let testbed = NavigationTestbed(mainTabs())
        let navigator = testbed.navigator
        navigator.push(.product(0))
        testbed.settle()
        var inner: NavigationRequest?
        once({ _ = navigator.state }) { inner = navigator.push(.product(7)) }
        let outer = navigator.push(.product(1))
        testbed.settle()
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        #expect(testbed.tree.hasPrefix("root main: tabs\n  catalog*: catalog › product(0) › product(1) › product(7)"), "\(testbed.tree)")
        // Both pushes are one change of the turn, one transition: the screen never showed the
        // outer one alone.
        #expect(outer.finishedOutcome == .superseded)
        #expect(inner?.finishedOutcome == .completed)
        #expect(testbed.host.animatedTransitionCount == 2)
    }

    // Was: "1 layers are presented instead of 2" and "alert#6 is presented where cover#4 should be".
    @Test(arguments: ["present", "alert"])
    func layerFromAnObserverOfShownDuringAPresentIsShownOnTop(kind: String) {
        let testbed = NavigationTestbed(mainTabs())
        let navigator = testbed.navigator
        var inner: NavigationRequest?
        once({ _ = navigator.shown }) {
            inner = kind == "present" ? navigator.present(.settings, as: .sheet) : navigator.showAlert(.productNote)
        }
        let outer = navigator.present(.options, as: .fullScreenCover)
        testbed.settle()
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        #expect(navigator.shown.layers.count == 2)
        #expect(outer.finishedOutcome == .completed)
        #expect(inner?.finishedOutcome == .completed)
    }

    // Was: "0 layers are presented instead of 1".
    @Test func tabFromAnObserverOfShownDuringAPresentIsSelectedUnderTheLayer() {
        let testbed = NavigationTestbed(mainTabs())
        let navigator = testbed.navigator
        var inner: NavigationRequest?
        once({ _ = navigator.shown }) { inner = navigator.selectTab(.cart) }
        navigator.present(.options, as: .fullScreenCover)
        testbed.settle()
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        #expect(navigator.shown.layers.count == 1)
        #expect(navigator.shown.root.tabSet?.selected == .cart)
        #expect(inner?.finishedOutcome == .completed)
    }

    /// An observer of what `read` reads that re-arms itself and alternates pop and present (of a
    /// sheet with two screens, so that the pop is taken), as long as it is allowed to.
    @MainActor final class Alternator {
        let navigator: Navigator<Shop>
        let read: @MainActor (Navigator<Shop>) -> Void
        var remaining: Int
        /// Whether it pushes instead of presenting, so the value does not grow.
        let pushes: Bool
        var requests: [NavigationRequest] = []
        init(
            _ navigator: Navigator<Shop>, times: Int, pushes: Bool = false,
            observing read: @escaping @MainActor (Navigator<Shop>) -> Void
        ) {
            self.navigator = navigator
            self.read = read
            self.pushes = pushes
            remaining = times
            arm()
        }
        func arm() {
            withObservationTracking { read(navigator) } onChange: { [weak self] in
                MainActor.assumeIsolated { self?.fire() }
            }
        }
        func fire() {
            guard remaining > 0 else { return }
            remaining -= 1
            arm()
            if remaining % 2 == 0 {
                requests.append(navigator.pop())
            } else if pushes {
                requests.append(navigator.push(.product(9)))
            } else {
                requests.append(navigator.present(.options, path: [.product(9)], as: .sheet))
            }
        }
    }

    static let readState: @MainActor (Navigator<Shop>) -> Void = { _ = $0.state }
    static let readShown: @MainActor (Navigator<Shop>) -> Void = { _ = $0.shown }

    // Was: the navigator ended holding an invalid value ("the identity #4 is used twice") while
    // `isSettled` was true.
    @Test(arguments: [true, false])
    func reArmingObserversNeverLeaveAnInvalidValue(observingState: Bool) {
        let testbed = NavigationTestbed(build(mainTabs()) { try $0.push(contentsOf: [.product(1), .product(2), .product(3)]) })
        let navigator = testbed.navigator
        let alternator = Alternator(navigator, times: 40, observing: observingState ? Self.readState : Self.readShown)
        navigator.push(.address)
        testbed.settle()
        #expect(alternator.remaining == 0)
        #expect(alternator.requests.count == 40)
        #expect(navigator.state.isValid)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        #expect(alternator.requests.allSatisfy { $0.isFinished })
        #expect(navigator.shown.layers.count == 20)
    }

    // An observer that answers every change with a command, within the change: the commands past
    // the limit are refused with a reason, and the loop ends instead of never. Headless, each
    // command completes at once, so the nested-command limit alone stops it.
    @Test func aCallbackThatAnswersEveryChangeIsStoppedWithAReason() {
        let navigator = Navigator(mainTabs())
        let limit = Navigator<Shop>.nestedCommandLimit
        let alternator = Alternator(navigator, times: 5 * limit, pushes: true, observing: Self.readState)
        navigator.push(.address)
        #expect(alternator.requests.count == limit + 1)
        #expect(alternator.requests.last?.finishedOutcome == .refused(.commandLoop(limit: limit)))
        alternator.remaining = 0
        #expect(navigator.state.isValid)
        // The limit counts per change: the next command is taken as usual.
        #expect(navigator.push(.address).finishedOutcome == .completed)
    }

    // On a host, the loop's commands wait for the screen behind the first one, so the limit on
    // waiting commands stops the loop first, with its own reason.
    @Test func aCallbackLoopOnAHostIsStoppedWithAReason() {
        let testbed = NavigationTestbed(mainTabs())
        let navigator = testbed.navigator
        let limit = Navigator<Shop>.waitingCommandLimit
        let alternator = Alternator(navigator, times: 5 * limit, pushes: true, observing: Self.readState)
        navigator.push(.address)
        // The first push and the loop's accepted commands wait; the next is refused.
        #expect(alternator.requests.count == limit)
        #expect(alternator.requests.last?.finishedOutcome == .refused(.tooManyWaitingCommands(limit: limit)))
        alternator.remaining = 0
        testbed.settle()
        #expect(navigator.state.isValid)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        // The limit counts per change: the next command is taken as usual.
        let next = navigator.push(.address)
        testbed.settle()
        #expect(next.finishedOutcome == .completed)
    }

    // A hang is a failure, not a stuck run: an observer of `shown` that never stops issuing
    // commands (one per step, so no single change loops) keeps the clock busy forever, and
    // settling gives up at its limit and says what was in flight.
    @Test func settlingThatNeverEndsStopsAtItsLimitAndSaysSo() {
        let testbed = NavigationTestbed(mainTabs())
        let alternator = Alternator(testbed.navigator, times: 5_000, pushes: true, observing: Self.readShown)
        testbed.navigator.push(.address)
        testbed.settle(limit: 500)
        #expect(testbed.problems.contains { $0.hasPrefix("stalled: settle() stopped after 500 clock actions") }, "\(testbed.problems)")
        #expect(testbed.navigator.state.isValid)
        alternator.remaining = 0
        testbed.settle()
        #expect(testbed.navigator.isSettled)
    }
}
