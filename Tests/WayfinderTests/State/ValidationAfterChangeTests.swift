import Testing
@testable import Wayfinder

/// `validate()`, the check a navigator makes of each change, refuses an identity reused across
/// layers or stacks wherever the change put it, and passes ordinary edits under many layers and
/// deep in a stack.
@Suite("Validation of a change under layers")
struct ValidationAfterChangeTests {
    /// Three sheets over a cart, each with its own screen.
    static func threeSheets() throws -> NavigationState<Shop> {
        var state = NavigationState<Shop>(root: .cart)
        for _ in 0..<3 { try state.present(.options, as: .sheet) }
        return state
    }

    // Promise: an entry identity of a layer under the top, put into the top layer, is refused
    // as a duplicate.
    @Test func identityOfALayerBelowRepeatedOnTopIsRefused() throws {
        var after = try Self.threeSheets()
        let below = try #require(after.layers[0].stack?.entries.first)
        after.layers[after.layers.count - 1].stack?.entries.append(Entry(id: below.id, screen: .address))
        #expect(throws: NavigationError.duplicateIdentity(below.id.rawValue)) { try after.validate() }
    }

    // Promise: a layer's own identity, reused as an entry on top, is refused too.
    @Test func identityOfALayerBelowAsAnEntryOnTopIsRefused() throws {
        var after = try Self.threeSheets()
        let layerBelow = after.layers[1].id
        after.layers[after.layers.count - 1].stack?.entries.append(Entry(id: EntryID(layerBelow.rawValue), screen: .address))
        #expect(throws: NavigationError.duplicateIdentity(layerBelow.rawValue)) { try after.validate() }
    }

    // Promise: a push in the top sheet passes.
    @Test func pushInTheTopSheetPasses() throws {
        var after = try Self.threeSheets()
        try after.push(.address)
        try after.validate()
    }

    // Promise: an identity never handed out is refused on top.
    @Test func identityOutOfRangeOnTopIsRefused() throws {
        var after = try Self.threeSheets()
        let unissued = EntryID(rawValue: after.nextIdentity + 5)
        after.layers[after.layers.count - 1].stack?.entries.append(Entry(id: unissued, screen: .address))
        #expect(throws: NavigationError.identityOutOfRange(unissued.rawValue)) { try after.validate() }
    }
}

/// `validate()` of a change to one of the root's stacks: ordinary edits deep in a stack pass,
/// an identity reused within or across the root's stacks is refused.
@Suite("Validation of a change to a root stack")
struct RootStackValidationTests {
    /// A cart with `depth` screens pushed.
    static func deepCart(_ depth: Int) throws -> NavigationState<Shop> {
        var state = NavigationState<Shop>(root: .cart)
        for index in 0..<depth { try state.push(.product(index)) }
        return state
    }

    // Promise: a push at depth 100 passes.
    @Test func pushDeepInAStackPasses() throws {
        var after = try Self.deepCart(100)
        try after.push(.address)
        try after.validate()
    }

    // Promise: a pop deep in a stack passes.
    @Test func popPasses() throws {
        var after = try Self.deepCart(100)
        try after.pop(3)
        try after.validate()
    }

    // Promise: an identity kept in place, pushed again on top, is refused as a duplicate.
    @Test func keptIdentityPushedAgainIsRefused() throws {
        var after = try Self.deepCart(100)
        let kept = try #require(after.stack(at: .root)?.entries[40])
        after.setStack(ScreenStack(after.stack(at: .root)!.entries + [Entry(id: kept.id, screen: .address)]), at: .root)
        #expect(throws: NavigationError.duplicateIdentity(kept.id.rawValue)) { try after.validate() }
    }

    // Promise: a tab's entry repeated in another tab is refused.
    @Test func entryOfAnotherTabRepeatedIsRefused() throws {
        var after = mainTabs(selected: .cart)
        try after.push(.address)
        let other = try #require(after.stack(at: .tab(.catalog))?.entries[0])
        var cart = try #require(after.stack(at: .tab(.cart)))
        cart.entries.append(Entry(id: other.id, screen: .confirmOrder))
        after.setStack(cart, at: .tab(.cart))
        #expect(throws: NavigationError.duplicateIdentity(other.id.rawValue)) { try after.validate() }
    }
}
