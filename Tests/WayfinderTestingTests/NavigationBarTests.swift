import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 9.12: a layer's stack shows a navigation bar when its kind has one; an
/// overlay's stack has none, a sheet's and a cover's keep theirs. 9.23: without its bar, an
/// overlay's stack keeps the edge swipe back, because the driver answers for the pop gesture.
@MainActor
@Suite struct NavigationBarTests {
    @Test func anOverlaysStackShowsNoNavigationBar() {
        let testbed = NavigationTestbed(trail())
        testbed.navigator.present(.weather, as: .overlay)
        testbed.settle()

        let overlay = testbed.host.container.presented as? SimulatedStackController
        #expect(overlay?.isNavigationBarHidden == true)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    @Test func sheetsAndCoversKeepTheirNavigationBar() {
        let testbed = NavigationTestbed(trail())
        testbed.navigator.present(.weather, as: .sheet)
        testbed.settle()
        testbed.navigator.present(.gear, as: .fullScreenCover)
        testbed.settle()

        let stacks = testbed.host.container.chain.dropFirst().compactMap { $0 as? SimulatedStackController }
        #expect(stacks.count == 2)
        #expect(stacks.allSatisfy { !$0.isNavigationBarHidden })
        #expect((testbed.host.container.content as? SimulatedStackController)?.isNavigationBarHidden == false)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    @Test func anOverlaysStackKeepsTheSwipeBackWithoutItsBar() {
        let testbed = NavigationTestbed(trail())
        testbed.navigator.present(.weather, as: .overlay)
        testbed.settle()
        let overlay = testbed.navigator.state.layers[0].id
        testbed.navigator.push(.map, onto: .layer(overlay))
        testbed.settle()

        #expect(testbed.host.tapBack().isRefused, "an overlay's stack shows no back button")
        #expect(testbed.host.swipeBack() == .performed)
        testbed.settle()

        #expect(testbed.navigator.state.layers.last?.stack?.screens == [.weather])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    @Test func anOverlaysRootScreenHasNoSwipeBack() {
        let testbed = NavigationTestbed(trail([.camp]))
        testbed.navigator.present(.weather, as: .overlay)
        testbed.settle()
        let before = testbed.navigator.shown

        #expect(testbed.host.swipeBack().isRefused)
        testbed.settle()

        #expect(testbed.navigator.shown == before)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
