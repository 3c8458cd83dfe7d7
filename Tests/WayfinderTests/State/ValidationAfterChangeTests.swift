import Testing
@testable import Wayfinder

/// `validate(after:)`, the check a navigator makes of each change: it skips the layers a change
/// left in the same storage, and must still refuse everything `validate()` refuses.
@Suite("Validation after a change")
struct ValidationAfterChangeTests {
    /// Three sheets over a cart, each with its own screen.
    static func threeSheets() throws -> NavigationState<Shop> {
        var state = NavigationState<Shop>(root: .cart)
        for _ in 0..<3 { try state.present(.options, as: .sheet) }
        return state
    }

    // Promise: an identity of a layer under the top, put into the top layer while the layers
    // under it keep their storage, is refused as a duplicate, as the whole walk refuses it.
    @Test func identityOfALayerBelowRepeatedOnTopIsRefused() throws {
        let previous = try Self.threeSheets()
        var after = previous
        let below = try #require(after.layerChain[0].stack?.entries.first)
        let top = after.layerChain.count - 1
        after.layerChain[editing: top].stack?.entries.append(Entry(id: below.id, screen: .address))
        #expect(after.layerChain.sharedBottomCount(with: previous.layerChain) == 2)  // the shortcut applies
        #expect(throws: NavigationError.duplicateIdentity(below.id)) { try after.validate() }
        #expect(throws: NavigationError.duplicateIdentity(below.id)) { try after.validate(after: previous) }
    }

    // Promise: a layer's own identity, repeated on top, is refused too.
    @Test func identityOfALayerBelowAsAnEntryOnTopIsRefused() throws {
        let previous = try Self.threeSheets()
        var after = previous
        let layerBelow = after.layerChain[1].id
        let top = after.layerChain.count - 1
        after.layerChain[editing: top].stack?.entries.append(Entry(id: layerBelow, screen: .address))
        #expect(throws: NavigationError.duplicateIdentity(layerBelow)) { try after.validate(after: previous) }
    }

    // Promise: a push in the top sheet passes, and entries kept from before pass.
    @Test func pushInTheTopSheetPasses() throws {
        let previous = try Self.threeSheets()
        var after = previous
        try after.push(.address)
        #expect(after.layerChain.sharedBottomCount(with: previous.layerChain) == 2)
        try after.validate(after: previous)
    }

    // Promise: an identity never handed out is refused on top, with the layers below skipped.
    @Test func identityOutOfRangeOnTopIsRefused() throws {
        let previous = try Self.threeSheets()
        var after = previous
        let top = after.layerChain.count - 1
        let unissued = EntryID(rawValue: after.nextEntryID.rawValue + 5)
        after.layerChain[editing: top].stack?.entries.append(Entry(id: unissued, screen: .address))
        #expect(throws: NavigationError.identityOutOfRange(unissued)) { try after.validate(after: previous) }
    }
}
