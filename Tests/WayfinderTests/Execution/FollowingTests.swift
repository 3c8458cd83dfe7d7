import Testing
import Wayfinder
import WayfinderTesting

/// Following a navigator: one mechanism (Observation of `revision`), once per change, after the
/// values have changed.
@MainActor
@Suite("Following the navigator")
struct FollowingTests {
    @MainActor final class Log {
        var shownTops: [Shop?] = []
    }

    // A headless push changes state and shown in one change: followers hear of it once (they
    // heard twice before), and read the new values.
    @Test func headlessCommandIsOneChange() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let log = Log()
        navigator.follow(by: log) { log in log.shownTops.append(navigator.shown.topEntry?.screen) }
        let before = navigator.revision
        navigator.push(.address)
        #expect(navigator.revision == before + 1)
        #expect(log.shownTops == [.address])
        navigator.push(contentsOf: [.confirmOrder, .orders])
        #expect(log.shownTops == [.address, .orders])
    }

    // On a host, the command is one change and each step's completion another.
    @Test func hostedCommandAndEachStepAreChanges() {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        let log = Log()
        testbed.navigator.follow(by: log) { log in log.shownTops.append(testbed.navigator.shown.topEntry?.screen) }
        testbed.navigator.push(.address)
        #expect(log.shownTops == [.cart])
        testbed.settle()
        #expect(log.shownTops == [.cart, .address])
    }

    // A follower that is released stops being called, and is not kept alive by the navigator.
    @Test func releasedFollowerIsNotKept() {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        weak var weakLog: Log?
        var calls = 0
        do {
            let log = Log()
            weakLog = log
            navigator.follow(by: log) { _ in calls += 1 }
            navigator.push(.address)
        }
        #expect(weakLog == nil)
        navigator.push(.orders)
        #expect(calls == 1)
    }
}
