import Testing
@testable import Wayfinder

/// The decisions of the UIKit list screen (AnchoredListController) that need no UIKit: a
/// carousel's anchor from its visible items, and where an anchor goes when a snapshot drops its
/// item.
@Suite("List anchor: snapshots and carousels")
struct ListAnchorSnapshotsTests {
    typealias P = ListAnchor.Placement

    /// A carousel of 120-point cards 8 points apart, after a 16-point leading inset.
    static let cards = (1...6).map { n in P(item: "\(n)", top: 16 + Double(n - 1) * 128, bottom: 16 + Double(n - 1) * 128 + 120) }

    // Promise: a carousel's anchor is the card its leading edge is in (or the first one after
    // it), with how far the edge is into it, whatever order the visible items come in.
    @Test func carouselAnchorIsTheCardUnderTheLeadingEdge() {
        #expect(ListAnchor.section(viewportLeading: 290, items: Self.cards, first: "1") == ListAnchor(item: "3", offset: 18))
        #expect(ListAnchor.section(viewportLeading: 290, items: Self.cards.reversed(), first: "1") == ListAnchor(item: "3", offset: 18))
        // In the gap between two cards: the next card, the edge before it.
        #expect(ListAnchor.section(viewportLeading: 140, items: Self.cards, first: "1") == ListAnchor(item: "2", offset: -4))
    }

    // Promise: a carousel at its start (its leading inset showing, or its first card exactly at
    // the edge) has no anchor, so the value keeps only carousels the user moved; one point in,
    // it has.
    @Test func carouselAtItsStartHasNoAnchor() {
        #expect(ListAnchor.section(viewportLeading: 0, items: Self.cards, first: "1") == nil)
        #expect(ListAnchor.section(viewportLeading: 16, items: Self.cards, first: "1") == nil)
        #expect(ListAnchor.section(viewportLeading: 17, items: Self.cards, first: "1") == ListAnchor(item: "1", offset: 1))
        // Its first card unknown (not among the visible ones): an anchor, never a wrong "start".
        #expect(ListAnchor.section(viewportLeading: 0, items: Self.cards, first: nil) == ListAnchor(item: "1", offset: -16))
        #expect(ListAnchor.section(viewportLeading: 0, items: [P](), first: "1") == nil)
    }

    // Promise: the nearest survivor follows the rule of the anchor maths: the following item
    // first at equal distance, then the preceding one; nil when nothing survives.
    @Test func nearestSurvivorPrefersTheFollowingItem() {
        #expect(ListAnchor.nearestSurvivor(of: 2, count: 5) { $0 != 2 } == 3)
        #expect(ListAnchor.nearestSurvivor(of: 2, count: 5) { $0 == 1 || $0 == 4 } == 1)
        #expect(ListAnchor.nearestSurvivor(of: 4, count: 5) { $0 == 0 } == 0)
        #expect(ListAnchor.nearestSurvivor(of: 0, count: 3) { _ in false } == nil)
    }

    /// Rows 50 points tall: row `n` starts at `n * 50`.
    static func top(_ item: Int) -> Double? { Double(item) * 50 }

    // Promise: an anchor whose item survives the new snapshot is unchanged (the layout finds the
    // item where the snapshot puts it); one whose item left is handed to its nearest surviving
    // neighbour, offset so that the neighbour's row stays where it was on screen.
    @Test func anchorOnARemovedItemIsHandedToItsNeighbour() {
        let anchor = ListAnchor(item: "7", offset: 10, sections: ["recent": ListAnchor(item: "3")])
        let before = Array(0..<20)
        let kept = anchor.kept(before: before, name: String.init, survives: { $0 != 5 }, top: Self.top)
        #expect(kept == anchor)

        let handed = anchor.kept(before: before, name: String.init, survives: { $0 != 7 }, top: Self.top)
        // Row 8 started 40 points below the top edge (the edge was 10 points into row 7).
        #expect(handed == ListAnchor(item: "8", offset: -40, sections: ["recent": ListAnchor(item: "3")]))
        // Where the list puts it: the viewport top that shows row 8 at its old place on screen.
        #expect(handed?.viewportTop(itemTop: 400) == anchor.viewportTop(itemTop: 350))

        let before7 = anchor.kept(before: before, name: String.init, survives: { $0 < 7 }, top: Self.top)
        #expect(before7 == ListAnchor(item: "6", offset: 60, sections: ["recent": ListAnchor(item: "3")]))
    }

    // Promise: a snapshot that keeps nothing clears the anchor; an anchor the items do not
    // hold (a link's anchor, its page still loading) is left as it is, not lost; a neighbour
    // the layout cannot place gets offset 0 rather than a made-up one.
    @Test func unknownAndEmptyCases() {
        let anchor = ListAnchor(item: "7", offset: 10)
        #expect(anchor.kept(before: Array(0..<10), name: String.init, survives: { _ in false }, top: Self.top) == nil)
        #expect(anchor.kept(before: Array(100..<110), name: String.init, survives: { _ in false }, top: Self.top) == anchor)
        let unplaced = anchor.kept(before: Array(0..<10), name: String.init, survives: { $0 != 7 }, top: { $0 == 7 ? 350 : nil })
        #expect(unplaced == ListAnchor(item: "8", offset: 0))
    }

    // Promise: a snapshot animates only when the items above the anchored one are unchanged;
    // anything arriving, leaving or moving above it goes without animation (and the list
    // re-offsets); an anchored item that left or is unknown never animates.
    @Test func animatesOnlyWhenNothingAboveChanges() {
        #expect(ListAnchor.keepsItemsAbove(7, before: [6, 7, 8], after: [6, 7, 9, 8]))
        #expect(ListAnchor.keepsItemsAbove(7, before: [6, 7, 8], after: [6, 7]))
        #expect(!ListAnchor.keepsItemsAbove(7, before: [6, 7, 8], after: [5, 6, 7, 8]))
        #expect(!ListAnchor.keepsItemsAbove(7, before: [5, 6, 7], after: [6, 5, 7]))
        #expect(!ListAnchor.keepsItemsAbove(7, before: [6, 7, 8], after: [6, 8]))
        #expect(!ListAnchor.keepsItemsAbove(1, before: [6, 7, 8], after: [6, 7, 8]))
    }

    // Promise: going back to a list that still shows the value's anchor moves nothing: the same
    // item within half a point is shown; another item, another offset or no reading is not.
    @Test func anAnchorAlreadyShownIsNotShownAgain() {
        let anchor = ListAnchor(item: "7", offset: 40)
        #expect(anchor.isShown(by: ListAnchor(item: "7", offset: 40.3)))
        #expect(!anchor.isShown(by: ListAnchor(item: "7", offset: 41)))
        #expect(!anchor.isShown(by: ListAnchor(item: "8", offset: 40)))
        #expect(!anchor.isShown(by: nil))
    }

    // Promise: only the carousels not at their anchored item are moved (a move snaps a carousel
    // to its item's edge, so one at the right item keeps the offset the user gave it); one the
    // list has not read yet (a restored list) is moved.
    @Test func onlyCarouselsAtAnotherItemAreMoved() {
        let wanted = ListAnchor(item: "7", sections: ["recent": ListAnchor(item: "3"), "deals": ListAnchor(item: "12")])
        #expect(wanted.sectionsToShow(given: ["recent": ListAnchor(item: "3", offset: 20)]) == ["deals": ListAnchor(item: "12")])
        #expect(wanted.sectionsToShow(given: ["recent": ListAnchor(item: "4"), "deals": ListAnchor(item: "12", offset: 5)])
            == ["recent": ListAnchor(item: "3")])
        #expect(wanted.sectionsToShow(given: [:]) == wanted.sections)
        #expect(ListAnchor(item: "7").sectionsToShow(given: ["recent": ListAnchor(item: "3")]).isEmpty)
    }
}


/// Where an anchor goes when the survivor is off screen, how a snapshot is applied, and
/// sections above the anchored item.
@Suite("List anchor: snapshots, survivors and sections")
struct ListAnchorSurvivorTests {
    /// Rows 50 points tall: row `n` starts at `n * 50`.
    static func top(_ item: Int) -> Double? { Double(item) * 50 }

    // Promise: a survivor that was on screen takes over before a nearer one (by index) that was
    // not; with none on screen, a survivor more than a viewport away from the top edge is put at
    // the top edge (offset 0) instead of thousands of points off screen.
    @Test func aSurvivorOnScreenWinsAndAFarOneGoesToTheTop() {
        let anchor = ListAnchor(item: "100", offset: 10)
        let before = Array(0..<200)
        // Rows 100...111 on screen (600 points); only 99 (off screen, one away by index) and 105
        // (on screen, five away) survive: 105 takes over, keeping its place on screen.
        let visible = Set(100...111)
        let onScreen = anchor.kept(
            before: before, name: String.init, survives: { $0 == 99 || $0 == 105 }, top: Self.top,
            onScreen: { visible.contains($0) }, viewport: 600)
        #expect(onScreen == ListAnchor(item: "105", offset: -240))
        // Only the footer, far below, survives (a reload that removed every loaded product).
        let far = anchor.kept(
            before: before, name: String.init, survives: { $0 == 199 }, top: Self.top,
            onScreen: { visible.contains($0) }, viewport: 600)
        #expect(far == ListAnchor(item: "199", offset: 0))
        // Within a viewport: it keeps its place on screen.
        let near = anchor.kept(
            before: before, name: String.init, survives: { $0 == 95 }, top: Self.top,
            onScreen: { visible.contains($0) }, viewport: 600)
        #expect(near == ListAnchor(item: "95", offset: 260))
    }

    // Promise: a section inserted or removed above the anchored item, an empty one included,
    // or items changing in a section above, make the snapshot apply without animation; changes
    // in sections below do not.
    @Test func sectionsAboveTheAnchoredItemCount() {
        let rows: (String, [Int]) = ("rows", [6, 7, 8])
        #expect(ListAnchor.keepsItemsAbove(7, before: [("recent", [1]), rows], after: [("recent", [1]), rows, ("more", [9])]))
        #expect(!ListAnchor.keepsItemsAbove(7, before: [rows], after: [("new", []), rows]))
        #expect(!ListAnchor.keepsItemsAbove(7, before: [("a", []), rows], after: [("b", []), rows]))
        #expect(!ListAnchor.keepsItemsAbove(7, before: [("recent", [1]), rows], after: [("recent", [2, 1]), rows]))
        #expect(ListAnchor.keepsItemsAbove(7, before: [("recent", [1]), rows], after: [("recent", [1]), ("rows", [6, 7, 10, 8])]))
        #expect(!ListAnchor.keepsItemsAbove(7, before: [rows], after: [("rows", [5, 6, 7, 8])]))
        // The flat lists are the same, the sections are not.
        #expect(!ListAnchor.keepsItemsAbove(7, before: [("a", [5]), ("b", [6, 7])], after: [("a", [5, 6]), ("b", [7])]))
    }
}
