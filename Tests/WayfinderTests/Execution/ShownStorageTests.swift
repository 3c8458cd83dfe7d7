import Testing
@testable import Wayfinder
import WayfinderTesting

/// Once the screen shows what the app wants, `shown` holds `state`'s storage, so that the next
/// command compares, plans and validates the layers under the top without reading them.
@Suite("Shown shares the wanted value's storage")
@MainActor
struct ShownSharesStorageTests {
    // Promise: after sheets presented one per transition and a push in the top one, the layers
    // under the top are held once, by `state` and `shown` together.
    @Test func settledNavigatorHoldsTheLayersOnce() async throws {
        let testbed = NavigationTestbed(NavigationState<Shop>(root: .cart))
        for _ in 0..<3 { testbed.navigator.present(.options, as: .sheet) }
        testbed.settle()
        testbed.navigator.push(.address)
        testbed.settle()
        let state = testbed.navigator.state
        let shown = testbed.navigator.shown
        #expect(shown == state)
        #expect(shown.layerChain.sharedBottomCount(with: state.layerChain) == 2)
        #expect(testbed.problems.isEmpty)
    }
}
