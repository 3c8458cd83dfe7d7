import Testing
import Wayfinder
import WayfinderHosting

/// Platform Rules 7.1 and 9.3: a user's pop is found by comparing a stack with what it showed
/// when last settled, never inferred from a delegate callback.
@Suite struct SettledStackTests {
    let settled = SettledStack([EntryID(1), EntryID(2), EntryID(3)])

    @Test(arguments: [
        (EntryID(3), false),  // the top: first appearance, a tab switch, the host's own step
        (EntryID(2), true),  // one below: the back button, a swipe
        (EntryID(1), true),  // the root: the long-press back menu, a re-tapped tab
        (EntryID(9), false),  // a screen the stack never showed
    ])
    func popBeginsOnlyTowardAScreenBelowTheTop(showing: EntryID, begins: Bool) {
        #expect(settled.popBegins(showing: showing) == begins)
    }

    @Test func nothingShownIsNoPop() {
        #expect(!settled.popBegins(showing: nil))
    }

    @Test(arguments: [
        ([EntryID(1), EntryID(2), EntryID(3)], nil),  // unchanged: a cancelled swipe that reached didShow (iOS 18)
        ([EntryID(1), EntryID(2)], [EntryID(3)]),  // one popped
        ([EntryID(1)], [EntryID(2), EntryID(3)]),  // several at once (long-press back menu, tab re-tap)
        ([], nil),  // the user never removes a root
        ([EntryID(1), EntryID(3)], nil),  // not a start of the settled stack
        ([EntryID(2), EntryID(1)], nil),
    ] as [([EntryID], [EntryID]?)])
    func poppedIsTheSettledSuffixThatLeft(now: [EntryID], popped: [EntryID]?) {
        #expect(settled.popped(now: now) == popped)
    }

    @Test func aScreenTheStackDidNotShowIsNoPop() {
        #expect(settled.popped(now: [EntryID(1), nil]) == nil)
    }

    // The identities are read in place from the entries, whatever the size and alignment of the
    // app's screens: each in order, none mixed up with a screen's bytes.
    @Test func identitiesOfEntriesWithScreensOfAnySize() {
        struct Wide: Hashable, Sendable { var name: String; var flag: Bool; var size: Int8 }
        let ids = (0..<50).map { EntryID($0 * 7 + 3) }
        #expect(SettledStack(showing: ids.map { Entry(id: $0, screen: Wide(name: "x\($0)", flag: true, size: -1)) }).entries == ids)
        #expect(SettledStack(showing: ids.map { Entry(id: $0, screen: Int8(-1)) }).entries == ids)
        #expect(SettledStack(showing: ids.map { Entry(id: $0, screen: "a screen") }).entries == ids)
        #expect(SettledStack(showing: [Entry<Int8>]()).entries.isEmpty)
    }

    // The identities and how many a later setting keeps in place.
    @Test func keptInPlaceCountsTheLeadingIdentities() {
        #expect(SettledStack([EntryID(1), EntryID(2), EntryID(4)]).keptInPlace(from: settled) == 2)
        #expect(SettledStack([EntryID(1), EntryID(2), EntryID(3), EntryID(4)]).keptInPlace(from: settled) == 3)
        #expect(SettledStack([EntryID(9)]).keptInPlace(from: settled) == 0)
    }
}
