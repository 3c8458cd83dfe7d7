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
        #expect(throws: NavigationError.duplicateIdentity(below.id.rawValue)) { try after.validate() }
        #expect(throws: NavigationError.duplicateIdentity(below.id.rawValue)) { try after.validate(after: previous) }
    }

    // Promise: a layer's own identity, repeated on top, is refused too.
    @Test func identityOfALayerBelowAsAnEntryOnTopIsRefused() throws {
        let previous = try Self.threeSheets()
        var after = previous
        let layerBelow = after.layerChain[1].id
        let top = after.layerChain.count - 1
        after.layerChain[editing: top].stack?.entries.append(Entry(id: EntryID(layerBelow.rawValue), screen: .address))
        #expect(throws: NavigationError.duplicateIdentity(layerBelow.rawValue)) { try after.validate(after: previous) }
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
        let unissued = EntryID(rawValue: after.nextIdentity + 5)
        after.layerChain[editing: top].stack?.entries.append(Entry(id: unissued, screen: .address))
        #expect(throws: NavigationError.identityOutOfRange(unissued.rawValue)) { try after.validate(after: previous) }
    }
}

/// `validate(after:)` of a change to one of the root's stacks: the entries kept at their place
/// are skipped, and what the change put elsewhere is still refused as the whole walk refuses it.
@Suite("Validation after a change to a root stack")
struct RootStackValidationTests {
    /// A cart with `depth` screens pushed.
    static func deepCart(_ depth: Int) throws -> NavigationState<Shop> {
        var state = NavigationState<Shop>(root: .cart)
        for index in 0..<depth { try state.push(.product(index)) }
        return state
    }

    // Promise: a push at depth 100 skips the 101 entries it kept at their place, so only the
    // new one is claimed and sorted.
    @Test func pushKeepsTheStackInPlace() throws {
        let previous = try Self.deepCart(100)
        var after = previous
        try after.push(.address)
        #expect(after.rootEntriesKept(from: previous) == [101])
        #expect(try after.checkRules(fromLayer: 0, keepingRootEntries: [101]).count == 2)  // the root's and the new entry's
        try after.validate(after: previous)
    }

    // Promise: a pop passes, keeping what is left in place.
    @Test func popPasses() throws {
        let previous = try Self.deepCart(100)
        var after = previous
        try after.pop(3)
        #expect(after.rootEntriesKept(from: previous) == [98])
        try after.validate(after: previous)
    }

    // Promise: an identity kept in place, pushed again on top, is refused as a duplicate.
    @Test func keptIdentityPushedAgainIsRefused() throws {
        let previous = try Self.deepCart(100)
        var after = previous
        let kept = try #require(after.stack(at: .root)?.entries[40])
        after.setStack(ScreenStack(after.stack(at: .root)!.entries + [Entry(id: kept.id, screen: .address)]), at: .root)
        #expect(after.rootEntriesKept(from: previous) == [101])
        #expect(throws: NavigationError.duplicateIdentity(kept.id.rawValue)) { try after.validate() }
        #expect(throws: NavigationError.duplicateIdentity(kept.id.rawValue)) { try after.validate(after: previous) }
    }

    // Promise: a tab's entry repeated in another tab is refused, the other tabs kept in place.
    @Test func entryOfAnotherTabRepeatedIsRefused() throws {
        var previous = mainTabs(selected: .cart)
        try previous.push(.address)
        var after = previous
        let other = try #require(after.stack(at: .tab(.catalog))?.entries[0])
        var cart = try #require(after.stack(at: .tab(.cart)))
        cart.entries.append(Entry(id: other.id, screen: .confirmOrder))
        after.setStack(cart, at: .tab(.cart))
        #expect(after.rootEntriesKept(from: previous).contains(0) == false)
        #expect(throws: NavigationError.duplicateIdentity(other.id.rawValue)) { try after.validate(after: previous) }
    }
}
