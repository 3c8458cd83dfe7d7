import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 12.4–12.5: a screen zooms out of a list item and back into it, the item found
/// by identity when the screen leaves, whatever the list did meanwhile.
@MainActor
@Suite struct ZoomSourceTests {
    /// The camp list (items "1" to "30", eight rows in view) with the summit zoomed out of `item`.
    static func zoomed(from item: String = "3", systemVersion: Int = 18)
        -> (NavigationTestbed<Hike>, camp: EntryID, source: ZoomSource, push: NavigationRequest)
    {
        let testbed = NavigationTestbed(trail())
        testbed.host.window.systemVersion = systemVersion
        testbed.host.driver.listItems = { $0.screen == .camp ? (1...30).map(String.init) : nil }
        testbed.navigator.push(.camp)
        testbed.settle()
        let camp = testbed.navigator.state.topEntry!.id
        let source = ZoomSource(list: camp, item: item)
        let push = testbed.navigator.push(.summit, transition: .zoom(from: source))
        testbed.settle()
        return (testbed, camp, source, push)
    }

    static func lines(_ testbed: NavigationTestbed<Hike>) -> [String] { testbed.host.transcript.map(\.text) }

    // Rule 12.4: the zoom asks for its source as the screen comes and as it leaves.
    @Test func zoomsOutOfTheItemAndBackIntoIt() async {
        let (testbed, _, _, push) = Self.zoomed()
        #expect(push.transitionFallbacks.isEmpty)
        let pop = testbed.navigator.pop()
        #expect(await pop.outcome == .completed)
        #expect(pop.transitionFallbacks.isEmpty)
        #expect(Self.lines(testbed).filter { $0.hasPrefix("zoom") } == ["zoom out of 3", "zoom back into 3"])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 11.5: scrolled out of view while the detail was up, the item is brought into view
    // first, unseen behind the zoomed screen, and the screen zooms back into it.
    @Test func scrolledOutItemIsBroughtIntoViewFirst() async {
        let (testbed, camp, _, _) = Self.zoomed()
        testbed.host.list(of: camp)?.scroll(toIndex: 20)
        #expect(testbed.host.list(of: camp)?.visibleItems.contains("3") == false)
        let pop = testbed.navigator.pop()
        #expect(await pop.outcome == .completed)
        #expect(pop.transitionFallbacks.isEmpty)
        let lines = Self.lines(testbed)
        let brought = lines.firstIndex { $0.hasPrefix("bring 3 into view") }
        let zoomedBack = lines.firstIndex { $0 == "zoom back into 3" }
        #expect(brought != nil && zoomedBack != nil && brought! < zoomedBack!)
        #expect(testbed.host.list(of: camp)?.visibleItems.contains("3") == true)
    }

    // Rule 12.5: reloaded with the item elsewhere, the screen zooms back into it where it is now.
    @Test func reloadedListStillHoldsTheItem() async {
        let (testbed, camp, _, _) = Self.zoomed()
        testbed.host.list(of: camp)?.reload((1...30).reversed().map(String.init))
        let pop = testbed.navigator.pop()
        #expect(await pop.outcome == .completed)
        #expect(pop.transitionFallbacks.isEmpty)
        #expect(Self.lines(testbed).last { $0.hasPrefix("zoom") } == "zoom back into 3")
        #expect(testbed.host.list(of: camp)?.visibleItems.contains("3") == true)
    }

    // Rule 11.5: deleted while the detail was up, the item is gone: the screen leaves with the
    // system transition, and the request says so.
    @Test func deletedItemFallsBackToTheSystemTransition() async {
        let (testbed, camp, source, _) = Self.zoomed()
        testbed.host.list(of: camp)?.delete("3")
        let pop = testbed.navigator.pop()
        #expect(await pop.outcome == .completed)
        #expect(pop.transitionFallbacks == [.zoomSourceGone(source)])
        #expect(!Self.lines(testbed).contains("zoom back into 3"))
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 12.5: the user's swipe back over a deleted item still pops, reported as a pop.
    @Test func swipeBackOverADeletedItemStillPops() {
        let (testbed, camp, _, _) = Self.zoomed()
        testbed.host.list(of: camp)?.delete("3")
        #expect(testbed.host.swipeBack() == .performed)
        testbed.settle()
        #expect(testbed.navigator.state.root.visibleStack?.screens == [.trailhead, .camp])
        #expect(Self.lines(testbed).contains("zoom back into no source view"))
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 12.4: iOS 17 has no zoom: the system transition runs, and the request says so.
    @Test func iOS17RunsTheSystemTransition() {
        let (testbed, _, _, push) = Self.zoomed(systemVersion: 17)
        #expect(push.transitionFallbacks == [.zoomUnavailable])
        #expect(!Self.lines(testbed).contains { $0.hasPrefix("zoom") })
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
