import Testing
import Wayfinder

/// Going back leaves the top entry whatever holds it: a stack pops, a layer whose root is left
/// is dismissed, an alert leaves with its owner; bad input is refused and changes nothing.
@Suite("Back across layers")
struct BackAcrossLayersTests {
    /// Catalog › Product(1) › Product(2), a sheet Options › Address, a cover Cart over it.
    static let deep = build(mainTabs()) { state in
        try state.push(contentsOf: [.product(1), .product(2)])
        try state.present(.options, path: [.address], as: .sheet)
        try state.present(.cart, as: .fullScreenCover)
    }

    static func id(_ screen: Shop, in state: NavigationState<Shop>) -> EntryID {
        state.visiblePath.last { $0.screen == screen }!.id
    }

    // Promise: the visible path runs from the selected tab's stack up through every layer's stack.
    @Test func theVisiblePathRunsFromTheSelectedTabThroughTheLayers() throws {
        var state = Self.deep
        try state.push(.order(1), onto: .tab(.profile))
        try state.showAlert(.removeItem)
        #expect(state.visiblePath.map(\.screen) == [.catalog, .product(1), .product(2), .options, .address, .cart])
        #expect(state.visiblePath.last == state.topEntry)
    }

    // Promise: each step back leaves the top entry: the cover's root dismisses the cover, then
    // the sheet pops, then its root dismisses it, then the tab's stack pops.
    @Test func eachStepLeavesTheTopEntry() throws {
        var state = Self.deep
        let trees = try (1...5).map { _ in
            try state.back()
            return state.tree()
        }
        #expect(trees == [
            "root main: tabs\n  catalog*: catalog › product(1) › product(2)\n  cart: cart\n  profile: profile\nsheet [large]: options › address",
            "root main: tabs\n  catalog*: catalog › product(1) › product(2)\n  cart: cart\n  profile: profile\nsheet [large]: options",
            "root main: tabs\n  catalog*: catalog › product(1) › product(2)\n  cart: cart\n  profile: profile",
            "root main: tabs\n  catalog*: catalog › product(1)\n  cart: cart\n  profile: profile",
            "root main: tabs\n  catalog*: catalog\n  cart: cart\n  profile: profile",
        ])
    }

    // Promise: back(n) is n steps back in one change, through layers.
    @Test func backCountGoesThroughLayersAtOnce() throws {
        for count in 1...5 {
            var stepped = Self.deep
            for _ in 0..<count { try stepped.back() }
            var jumped = Self.deep
            try jumped.back(count)
            #expect(jumped == stepped, "back(\(count))")
            #expect(jumped.nextIdentity == Self.deep.nextIdentity)
        }
    }

    // Promise: an alert is not a step of its own: it leaves with its owner, in the same step.
    @Test func anAlertLeavesWithItsOwner() throws {
        var state = Self.deep
        try state.showAlert(.removeItem)
        try state.back()
        #expect(state.layers.count == 1)
        #expect(state.topEntry?.screen == .address)
    }

    // Promise: an overlay is a layer like the others: back from its root dismisses it.
    @Test func backFromAnOverlaysRootDismissesIt() throws {
        var state = build(mainTabs(selected: .cart)) { state in
            try state.push(.address)
            try state.present(.loading, as: .overlay)
        }
        try state.back()
        #expect(state.layers.isEmpty)
        #expect(state.topEntry?.screen == .address)
    }

    // Promise: back(to:) keeps the entry on top, dismissing every layer above its stack.
    @Test func backToAnEntryBelowLayers() throws {
        var state = Self.deep
        try state.back(to: Self.id(.product(1), in: state))
        #expect(state.layers.isEmpty)
        #expect(state.visiblePath.map(\.screen) == [.catalog, .product(1)])

        state = Self.deep
        let options = Self.id(.options, in: state)
        try state.back(to: options)
        #expect(state.layers.count == 1)
        #expect(state.topEntry?.id == options)

        state = Self.deep
        let before = state
        try state.back(to: state.topEntry!.id)
        #expect(state == before)
    }

    // Promise: backToRoot dismisses every layer and pops the selected tab only.
    @Test func backToRootIsTheSelectedTabsRoot() throws {
        var state = Self.deep
        try state.push(.order(1), onto: .tab(.profile))
        state.backToRoot()
        #expect(state.tree() == "root main: tabs\n  catalog*: catalog\n  cart: cart\n  profile: profile › order(1)")
        state.backToRoot()
        #expect(state.tree() == "root main: tabs\n  catalog*: catalog\n  cart: cart\n  profile: profile › order(1)")
    }

    // Promise: bad input is a typed error and changes nothing.
    @Test func badInputIsRefusedAndChangesNothing() throws {
        var state = Self.deep
        try state.push(.order(1), onto: .tab(.profile))
        let before = state
        let otherTab = state.stack(at: .tab(.profile))!.top!.id
        let refusals: [(String, (inout NavigationState<Shop>) throws(NavigationError) -> Void, NavigationError)] = [
            ("zero", { s throws(NavigationError) in try s.back(0) }, .nothingToPop(.layer(state.layers[1].id))),
            ("negative", { s throws(NavigationError) in try s.back(-2) }, .nothingToPop(.layer(state.layers[1].id))),
            ("past the root", { s throws(NavigationError) in try s.back(6) }, .nothingToPop(.tab(.catalog))),
            ("unknown", { s throws(NavigationError) in try s.back(to: EntryID(999)) }, .entryNotFound(EntryID(999))),
            ("another tab", { s throws(NavigationError) in try s.back(to: otherTab) }, .entryNotFound(otherTab)),
        ]
        for (name, edit, expected) in refusals {
            var value = state
            #expect(throws: expected, "\(name)") { try edit(&value) }
            #expect(value == before && value.nextIdentity == before.nextIdentity, "\(name)")
        }
        var single = NavigationState<Shop>(root: .catalog)
        #expect(throws: NavigationError.nothingToPop(.root)) { try single.back() }
    }
}
