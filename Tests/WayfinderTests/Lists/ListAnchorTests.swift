import Foundation
import Testing
import Wayfinder

@Suite("List anchors: the item at the top stays where it was")
struct ListAnchorTests {
    /// Ten items "0"…"9" (heights 10, 20, 30, …), scrolled so item 5 (top 100) starts 5 points
    /// above the viewport: content offset 105.
    static let list = ListSample(count: 10, contentOffset: 105)

    /// Applies `edits` to `list` anchored at `index` and checks the promise: the anchor's item
    /// (or the neighbour it fell back to) is exactly where it was on screen. Returns the result.
    @discardableResult
    func expectStill(
        _ list: ListSample, at index: Int, after edits: ListEdits, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ListAnchor.Reanchoring {
        let result = try list.reanchor(at: index, after: edits)
        let anchor = try #require(result.anchor, sourceLocation: sourceLocation)
        var after = list.applying(edits)
        after.contentOffset += try #require(result.shift, sourceLocation: sourceLocation)
        #expect(after.items[result.index!] == anchor.item, sourceLocation: sourceLocation)
        #expect(after.screenTop(of: anchor.item) == list.screenTop(of: anchor.item), sourceLocation: sourceLocation)
        #expect(after.contentOffset == after.top(result.index!) + anchor.offset, sourceLocation: sourceLocation)
        return result
    }

    // Promise: an insertion above the anchored item moves the content by its height, nothing on screen.
    @Test func insertionAboveShiftsByItsHeight() throws {
        let result = try expectStill(Self.list, at: 5, after: ListEdits(insertions: [.init(index: 2, item: "new", height: 44)]))
        #expect(result.shift == 44)
        #expect(result.index == 6)
        #expect(result.anchor == Self.list.anchor(at: 5))
        #expect(!result.fellBack)
    }

    // Promise: changes below the anchored item move nothing.
    @Test func changesBelowMoveNothing() throws {
        let edits = ListEdits(
            removals: [Self.list.removal(7)], insertions: [.init(index: 6, item: "new", height: 44)],
            resizes: [.init(index: 9, from: 10, to: 99)])
        let result = try expectStill(Self.list, at: 5, after: edits)
        #expect(result.shift == 0)
        #expect(result.index == 5)
    }

    // Promise: a removal above moves the content up by the removed height.
    @Test func removalAboveShiftsBack() throws {
        let result = try expectStill(Self.list, at: 5, after: ListEdits(removals: [Self.list.removal(1)]))
        #expect(result.shift == -20)
        #expect(result.index == 4)
    }

    // Promise: estimated heights above that become measured move the content by the difference;
    // the anchored item's own new height moves nothing (its top stays).
    @Test func measuredHeightsAboveShiftByTheDifference() throws {
        let edits = ListEdits(resizes: [.init(index: 0, from: 10, to: 57), .init(index: 5, from: 30, to: 80)])
        let result = try expectStill(Self.list, at: 5, after: edits)
        #expect(result.shift == 47)
    }

    // Promise: an anchored item that moves far down is followed to its new place (the layout's
    // tops are asked for, since the unchanged items above it are not in the batch).
    @Test func movedAnchoredItemIsFollowed() throws {
        let list = ListSample(count: 10, contentOffset: 105)
        let edits = ListEdits(removals: [list.removal(5)], insertions: [.init(index: 9, item: "5", height: 30)])
        let result = try expectStill(list, at: 5, after: edits)
        #expect(result.index == 9)
        #expect(!result.fellBack)
        // And a move up, past an insertion and a removal.
        let mixed = ListEdits(
            removals: [list.removal(5), list.removal(2)],
            insertions: [.init(index: 1, item: "5", height: 77), .init(index: 0, item: "n", height: 3)])
        try expectStill(list, at: 5, after: mixed)
    }

    // Promise: a removed anchored item falls back to its nearest surviving neighbour in the old
    // order, which stays where it was on screen; at equal distance the following item wins.
    @Test func removedItemFallsBackToTheFollowingNeighbourOnTies() throws {
        let list = Self.list
        let alone = try expectStill(list, at: 5, after: ListEdits(removals: [list.removal(5)]))
        #expect(alone.anchor?.item == "6")
        #expect(alone.fellBack)
        // Items 3…6 removed: 2 and 7 are both two away from 5; 7 follows, so 7 wins.
        let run = ListEdits(removals: [3, 4, 5, 6].map(list.removal))
        #expect(try expectStill(list, at: 5, after: run).anchor?.item == "7")
        // Items 5…7 removed: 4 is one away above, 8 three away below: the nearer one, 4.
        let above = ListEdits(removals: [5, 6, 7].map(list.removal))
        #expect(try expectStill(list, at: 5, after: above).anchor?.item == "4")
        // The last item removed: only a preceding neighbour is left.
        let last = try expectStill(list, at: 9, after: ListEdits(removals: [list.removal(9)]))
        #expect(last.anchor?.item == "8")
    }

    // Promise: a moved item counts as surviving for the fallback, and is followed where it went.
    @Test func fallbackToAMovedNeighbourFollowsIt() throws {
        let list = Self.list
        let edits = ListEdits(
            removals: [list.removal(5), list.removal(6)], insertions: [.init(index: 0, item: "6", height: 30)])
        let result = try expectStill(list, at: 5, after: edits)
        #expect(result.anchor?.item == "6")
        #expect(result.index == 0)
    }

    // Promise: a full reload that keeps the anchored item keeps it in place; one that keeps no
    // item anchors the first new item at the top (no shift to keep); an emptied list has no anchor.
    @Test func fullReloads() throws {
        let list = Self.list
        let newItems = ["a", "b", "7", "c", "5", "d"]
        let reload = ListEdits(
            removals: list.items.indices.map(list.removal),
            insertions: newItems.enumerated().map { .init(index: $0.offset, item: $0.element, height: 15) })
        let kept = try expectStill(list, at: 5, after: reload)
        #expect(kept.anchor?.item == "5")
        #expect(kept.index == 4)

        let replaced = ListEdits(
            removals: list.items.indices.map(list.removal),
            insertions: ["x", "y"].enumerated().map { .init(index: $0.offset, item: $0.element, height: 15) })
        let fresh = try list.reanchor(at: 5, after: replaced)
        #expect(fresh.anchor == ListAnchor(item: "x"))
        #expect(fresh.index == 0)
        #expect(fresh.shift == nil)

        let emptied = try list.reanchor(at: 5, after: ListEdits(removals: list.items.indices.map(list.removal)))
        #expect(emptied.anchor == nil)
        #expect(emptied.index == nil)
    }

    // Promise: the anchors of horizontally scrolling sections go with the list's anchor, and a
    // section removed for good loses its anchor (a moved one keeps it).
    @Test func sectionAnchorsArePrunedWhenTheirSectionLeaves() throws {
        var list = Self.list
        list.items[2] = "recent"
        list.items[7] = "deals"
        var anchor = list.anchor(at: 5)
        anchor.sections = ["recent": ListAnchor(item: 31, offset: 12), "deals": ListAnchor(item: "d4")]
        let edits = ListEdits(
            removals: [list.removal(2), list.removal(7)], insertions: [.init(index: 0, item: "deals", height: 30)])
        let result = try anchor.reanchored(
            at: 5, count: 10, after: edits, item: { list.items[$0] }, top: { list.top($0) })
        #expect(result.anchor?.sections == ["deals": ListAnchor(item: "d4")])
    }

    // Promise: a batch resolves the same way whatever order its changes are listed in.
    @Test func orderOfChangesDoesNotMatter() throws {
        let list = Self.list
        let removals = [1, 4, 5, 6, 8].map(list.removal)
        let insertions: [ListEdits.Insertion] = [.init(index: 0, item: "a", height: 5), .init(index: 3, item: "b", height: 7)]
        let resizes: [ListEdits.Resize] = [.init(index: 2, from: 30, to: 31), .init(index: 0, from: 10, to: 1)]
        let sorted = try list.reanchor(at: 5, after: ListEdits(removals: removals, insertions: insertions, resizes: resizes))
        let shuffled = try list.reanchor(
            at: 5,
            after: ListEdits(removals: removals.reversed(), insertions: insertions.reversed(), resizes: resizes.reversed()))
        #expect(sorted == shuffled)
    }

    // Promise: a single insertion above reads nothing of the list but the anchored item's identity
    // (to check it), and nothing of the layout: the cost is the change's, not the list's.
    @Test func aSingleInsertionReadsNothingOfTheList() throws {
        var reads: [Int] = []
        var tops = 0
        let anchor = ListAnchor(item: "99000", offset: 3)
        let result = try anchor.reanchored(
            at: 99_000, count: 100_000, after: ListEdits(insertions: [.init(index: 0, item: "new", height: 44)]),
            item: { reads.append($0); return String($0) }, top: { tops += 1; return Double($0) })
        #expect(reads == [99_000])
        #expect(tops == 0)
        #expect(result.shift == 44)
        #expect(result.index == 99_001)
    }

    // Promise (live updates): a burst of 1,000 insertions above the visible item moves nothing on
    // screen, as one batch or as 1,000 batches of one.
    @Test func aBurstOfInsertionsAboveMovesNothingOnScreen() throws {
        var list = ListSample(count: 200, contentOffset: 2_005)
        let index = 100
        let item = list.items[index]
        let before = list.screenTop(of: item)
        let burst = (0..<1_000).map { ListEdits.Insertion(index: $0 * 37 % 100, item: "live\($0)", height: Double($0 % 7 + 1)) }
        // One batch: insertion indices are in the list after it, so the burst takes the first 1,000.
        let batch = ListEdits(
            insertions: burst.enumerated().map { .init(index: $0.offset, item: $0.element.item, height: $0.element.height) })
        let once = try expectStill(list, at: index, after: batch)
        #expect(once.shift == burst.map(\.height).reduce(0, +))
        // One by one, as a socket delivers them.
        var anchorIndex = index
        var anchor = list.anchor(at: index)
        for insertion in burst {
            let edits = ListEdits(insertions: [insertion])
            let result = try anchor.reanchored(
                at: anchorIndex, count: list.items.count, after: edits, item: { list.items[$0] }, top: { list.top($0) })
            list = list.applying(edits)
            list.contentOffset += result.shift!
            anchor = result.anchor!
            anchorIndex = result.index!
        }
        #expect(list.screenTop(of: item) == before)
        #expect(anchor.item == item)
        #expect(anchorIndex == 1_100)
    }

    // Promise: a batch that does not fit the list is refused with a typed error.
    @Test func batchesThatDoNotFitAreRefused() {
        let list = Self.list
        func refusal(at index: Int = 5, _ edits: ListEdits) -> ListEditError? {
            do {
                _ = try ListAnchor(item: "5").reanchored(
                    at: index, count: 10, after: edits, item: { list.items[$0] }, top: { list.top($0) })
            } catch { return error }
            return nil
        }
        let insert = ListEdits.Insertion(index: 0, item: "a", height: 1)
        #expect(refusal(at: 10, ListEdits()) == .anchorOutOfRange(10))
        #expect(refusal(at: 4, ListEdits()) == .anchorNotAt(4))
        #expect(refusal(ListEdits(removals: [.init(index: 10, item: "x", height: 1)])) == .removalOutOfRange(10))
        #expect(refusal(ListEdits(removals: [list.removal(1), list.removal(1)])) == .removedTwice(1))
        #expect(refusal(ListEdits(insertions: [.init(index: 11, item: "a", height: 1)])) == .insertionOutOfRange(11))
        #expect(refusal(ListEdits(insertions: [insert, .init(index: 0, item: "b", height: 1)])) == .insertedTwice(0))
        #expect(refusal(ListEdits(insertions: [insert, .init(index: 1, item: "a", height: 1)])) == .itemInsertedTwice("a"))
        #expect(refusal(ListEdits(resizes: [.init(index: -1, from: 1, to: 2)])) == .resizeOutOfRange(-1))
        #expect(refusal(ListEdits(removals: [list.removal(2)], resizes: [.init(index: 2, from: 1, to: 2)])) == .resizedRemoved(2))
        let twice = ListEdits.Resize(index: 3, from: 1, to: 2)
        #expect(refusal(ListEdits(resizes: [twice, twice])) == .resizedTwice(3))
    }

    // Promise: an anchor is small, Codable and restored exactly, its sections included; the app's
    // identifier reads back as its own type.
    @Test func anchorsRestoreExactly() throws {
        let anchor = ListAnchor(item: 7, offset: -12.5, sections: ["recent": ListAnchor(item: "p3", offset: 40)])
        let data = try JSONEncoder().encode(anchor)
        #expect(try JSONDecoder().decode(ListAnchor.self, from: data) == anchor)
        #expect(anchor.item(as: Int.self) == 7)
        #expect(anchor.sections["recent"]?.item(as: Int.self) == nil)
        #expect(MemoryLayout<ListAnchor>.size <= 32)
    }

    // Promise: saved anchors read back one level deep (sections of sections are not saved, and
    // data that nests them is read without recursing); a missing offset or sections read as none.
    @Test func savedAnchorsAreOneLevelDeep() throws {
        var nested = ListAnchor(item: "p3", offset: 40)
        nested.sections = ["inner": ListAnchor(item: "x")]
        let saved = try JSONEncoder().encode(ListAnchor(item: 7, sections: ["recent": nested]))
        let restored = try JSONDecoder().decode(ListAnchor.self, from: saved)
        #expect(restored == ListAnchor(item: 7, sections: ["recent": ListAnchor(item: "p3", offset: 40)]))

        let deep = #"{"item": "1", "sections": {"a": {"item": "2", "sections": {"b": {"item": "3"}}}}}"#
        let read = try JSONDecoder().decode(ListAnchor.self, from: Data(deep.utf8))
        #expect(read == ListAnchor(item: "1", sections: ["a": ListAnchor(item: "2")]))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ListAnchor.self, from: Data(#"{"offset": 3}"#.utf8)) }
    }
}
