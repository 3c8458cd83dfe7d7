import Testing
@testable import Wayfinder

/// Reading an anchor from what a list shows, and showing it again: the arithmetic the UIKit list
/// (ListAnchoring) runs over a collection view's frames.
@Suite("List anchor: the viewport")
struct ListAnchorViewportTests {
    typealias P = ListAnchor.Placement

    // Promise: the item the viewport's top edge is in is anchored, with how far the edge is into
    // it, whatever order the items come in.
    @Test(arguments: [[0, 1, 2], [2, 1, 0], [1, 2, 0]])
    func itemUnderTheTopEdgeIsAnchored(order: [Int]) {
        let rows = [P(item: "6", top: 50, bottom: 100), P(item: "7", top: 100, bottom: 150), P(item: "8", top: 150, bottom: 200)]
        let anchor = ListAnchor.reading(viewportTop: 130, items: order.map { rows[$0] })
        #expect(anchor == ListAnchor(item: "7", offset: 30))
    }

    // Promise: an item that ends exactly at the top edge is out of sight and not anchored on; with
    // the edge above every item (pulled down), the first item is, with a negative offset.
    @Test func edgesOfTheViewport() {
        let rows = [P(item: "a", top: 0, bottom: 40), P(item: "b", top: 40, bottom: 80)]
        #expect(ListAnchor.reading(viewportTop: 40, items: rows) == ListAnchor(item: "b", offset: 0))
        #expect(ListAnchor.reading(viewportTop: -20, items: rows) == ListAnchor(item: "a", offset: -20))
        #expect(ListAnchor.reading(viewportTop: 80, items: rows) == nil)
    }

    // Promise: showing an anchor again puts its item exactly where it was read, wherever the
    // item now starts (items inserted above moved it down).
    @Test(arguments: [0.0, 30, -12.5, 49.5])
    func readingAndShowingRoundTrip(offset: Double) {
        let anchor = ListAnchor(item: "7", offset: offset)
        for itemTop in [100.0, 1_000, 0] {
            let top = anchor.viewportTop(itemTop: itemTop)
            let again = ListAnchor.reading(viewportTop: top, items: [P(item: "7", top: itemTop, bottom: itemTop + 50)])
            #expect(again == anchor)
        }
    }
}

/// The scroll position a list may be put at.
@Suite("List anchor: clamping")
struct ListAnchorClampingTests {
    // Promise: an anchor is shown at a viewport top the list can scroll to: never above the
    // content's start, never past the top that shows its end at the bottom; a list shorter than
    // its visible area shows from its start.
    @Test func viewportTopsAreLimitedToTheScrollableRange() {
        #expect(ListAnchor.clamped(viewportTop: 9_800, contentLength: 10_000, visibleLength: 600) == 9_400)
        #expect(ListAnchor.clamped(viewportTop: 9_400, contentLength: 10_000, visibleLength: 600) == 9_400)
        #expect(ListAnchor.clamped(viewportTop: 5_000, contentLength: 10_000, visibleLength: 600) == 5_000)
        #expect(ListAnchor.clamped(viewportTop: -30, contentLength: 10_000, visibleLength: 600) == 0)
        #expect(ListAnchor.clamped(viewportTop: 200, contentLength: 400, visibleLength: 600) == 0)
        // The anchor near the end of a partly loaded list.
        let anchor = ListAnchor(item: "9000", offset: 0)
        let top = ListAnchor.clamped(viewportTop: anchor.viewportTop(itemTop: 2_450), contentLength: 2_500, visibleLength: 600)
        #expect(top == 1_900)
    }
}
