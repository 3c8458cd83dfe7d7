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
