import Testing
import Wayfinder
import WayfinderHosting

/// The list screen's bookkeeping of the value (AnchoredListController): what it last synced,
/// whether it may record, whether it must show.
@Suite("List anchor: syncing with the value")
struct ListAnchorSyncTests {
    static let twelve = ListAnchor(item: "12", offset: 8)
    static let link = ListAnchor(item: "9000")

    // Promise: an anchor another writer put in the value (a link's) is never recorded over by
    // the list's own place, however often the list records (leaving, after an update), until
    // the list has shown it; then the list records again.
    @Test func anotherWritersAnchorIsShownNotOverwritten() {
        var sync = ListAnchorSync(value: nil)
        let result1 = sync.record(Self.twelve, value: nil)
        #expect(result1 == Self.twelve)
        let result2 = sync.record(Self.twelve, value: Self.twelve)
        #expect(result2 == nil)  // the value holds it already
        // The link's change: the value holds its anchor; the list still shows product 12.
        let result3 = sync.record(Self.twelve, value: Self.link)
        #expect(result3 == nil)
        #expect(sync.pending)
        let result4 = sync.record(Self.twelve, value: Self.link)
        #expect(result4 == nil)  // an update applied meanwhile
        let result5 = sync.waiting(value: Self.link)
        #expect(result5 == Self.link)
        sync.showed(Self.link)
        #expect(!sync.pending)
        let result6 = sync.waiting(value: Self.link)
        #expect(result6 == nil)
        let result7 = sync.record(Self.link, value: Self.link)
        #expect(result7 == nil)
        let read = ListAnchor(item: "9001", offset: 3)
        let result8 = sync.record(read, value: Self.link)
        #expect(result8 == read)
    }

    // Promise: a write the navigator stores only after its current change (the value still holds
    // what the list replaced, or an earlier write of its own, for a moment) is not taken for
    // another writer's anchor.
    @Test func aWriteNotStoredYetIsNotAnotherWriters() {
        var sync = ListAnchorSync(value: nil)
        let first = ListAnchor(item: "3"), second = ListAnchor(item: "4")
        let result9 = sync.record(first, value: nil)
        #expect(result9 == first)
        let result10 = sync.observe(nil)
        #expect(!result10)  // not stored yet
        let result11 = sync.record(second, value: nil)
        #expect(result11 == second)
        let result12 = sync.observe(first)
        #expect(!result12)  // the first write lands, the second not yet
        #expect(!sync.pending)
        let result13 = sync.observe(second)
        #expect(!result13)
        // Once the value holds the list's last write, what it replaced is another writer's again.
        let result14 = sync.observe(first)
        #expect(result14)
        #expect(sync.pending)
    }

    // Promise: a list made while the value holds an anchor (a restored session) records nothing
    // until it shows it, so its start never overwrites the place; the user moving the list wins
    // over any anchor waiting, another writer's included.
    @Test func theUserMovingWins() {
        var sync = ListAnchorSync(value: Self.link)
        #expect(sync.pending)
        let result15 = sync.record(ListAnchor(item: "0"), value: Self.link)
        #expect(result15 == nil)
        let result16 = sync.userMoved(to: Self.twelve, value: Self.link)
        #expect(result16 == Self.twelve)
        #expect(!sync.pending)
        let result17 = sync.record(Self.twelve, value: Self.twelve)
        #expect(result17 == nil)
        // Another writer again, then the user drags before it was shown.
        let result18 = sync.observe(Self.link)
        #expect(result18)
        let result19 = sync.userMoved(to: ListAnchor(item: "13"), value: Self.link)
        #expect(result19 == ListAnchor(item: "13"))
        // An empty list read no place: nothing written, nothing waits.
        var empty = ListAnchorSync(value: Self.link)
        let result20 = empty.userMoved(to: nil, value: Self.link)
        #expect(result20 == nil)
        #expect(!empty.pending)
        let result21 = empty.record(Self.twelve, value: Self.link)
        #expect(result21 == Self.twelve)
    }

    // Promise: another writer clearing the anchor leaves nothing to show, and the list records
    // its place again.
    @Test func aClearedAnchorLeavesNothingToShow() {
        var sync = ListAnchorSync(value: Self.twelve)
        sync.showed(Self.twelve)
        let result22 = sync.observe(nil)
        #expect(result22)
        #expect(!sync.pending)
        let result23 = sync.waiting(value: nil)
        #expect(result23 == nil)
        let result24 = sync.record(Self.twelve, value: nil)
        #expect(result24 == Self.twelve)
    }

    // Promise: the list stops waiting for an anchor whose item a snapshot laid out on screen
    // does not hold (a gone product, a failed page), and only then: not while it is off screen
    // (a page may still come), not when the item is there, not when nothing waits.
    @Test func waitingEndsWhenTheUserSeesTheListWithoutTheItem() {
        var sync = ListAnchorSync(value: Self.link)
        let result25 = sync.laidOut(holding: false, visible: false)
        #expect(!result25)
        let result26 = sync.laidOut(holding: true, visible: true)
        #expect(!result26)
        #expect(sync.pending)
        let result27 = sync.laidOut(holding: false, visible: true)
        #expect(result27)
        #expect(!sync.pending)
        let result28 = sync.laidOut(holding: false, visible: true)
        #expect(!result28)
        // It records its place (the start) over the anchor it gave up on.
        let result29 = sync.record(ListAnchor(item: "0"), value: Self.link)
        #expect(result29 == ListAnchor(item: "0"))
    }

    // Promise: a geometry change (insets, size) while the list is off screen puts back the anchor
    // it last synced; never while it is on screen (the user may be scrolling) nor while another
    // anchor waits (that one is shown instead).
    @Test func geometryChangesOffScreenKeepTheSyncedAnchor() {
        var sync = ListAnchorSync(value: Self.twelve)
        #expect(sync.kept(visible: false) == nil)  // waits to be shown
        sync.showed(Self.twelve)
        #expect(sync.kept(visible: false) == Self.twelve)
        #expect(sync.kept(visible: true) == nil)
    }
}
