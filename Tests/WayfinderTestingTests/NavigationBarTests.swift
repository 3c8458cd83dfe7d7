import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 9.12: a layer's stack shows a navigation bar when its kind has one; an
/// overlay's stack has none, a sheet's and a cover's keep theirs.
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
}
