import Testing
import Wayfinder

@Suite("NavigationState editing: stacks, tabs, identities")
struct NavigationStateEditingTests {
    // Promise: push adds one entry, with the counter's next identity, on top of the selected tab's stack.
    @Test func pushAddsOnTopOfTheSelectedTab() throws {
        var state = mainTabs(selected: .cart)
        try state.push(.product(7))
        #expect(state.tree(identities: true) == """
            root#0 main: tabs
              catalog: catalog#1
              cart*: cart#2 › product(7)#4
              profile: profile#3
            """)
        #expect(state.nextIdentity == 5)
        #expect(state.topEntry?.screen == .product(7))
    }

    // Promise: push(contentsOf:) pushes bottom first, each screen a new entry.
    @Test func pushContentsOfKeepsOrder() throws {
        var state = NavigationState<Shop>(root: .cart)
        try state.push(contentsOf: [.address, .confirmOrder])
        #expect(state.tree(identities: true) == "root#0 main: cart#1 › address#2 › confirmOrder#3")
        #expect(state.nextIdentity == 4)
    }

    // Promise: push onto a named tab edits that tab only and does not select it.
    @Test func pushOntoAnotherTabDoesNotSelectIt() throws {
        var state = mainTabs(selected: .cart)
        try state.push(.product(1), onto: .tab(.catalog))
        #expect(state.stack(at: .tab(.catalog))?.screens == [.catalog, .product(1)])
        #expect(state.root.tabSet?.selected == .cart)
        #expect(state.topEntry?.screen == .cart)
    }

    // Promise: pop removes the top entry (or `count` of them) and hands out no identity.
    @Test func popRemovesFromTheTop() throws {
        var state = NavigationState<Shop>(root: .cart, path: [.address, .confirmOrder, .done])
        try state.pop()
        #expect(state.tree(identities: true) == "root#0 main: cart#1 › address#2 › confirmOrder#3")
        try state.pop(2)
        #expect(state.tree(identities: true) == "root#0 main: cart#1")
        #expect(state.nextIdentity == 5)
    }

    // Promise: pop(from:) pops the named stack, not the visible one.
    @Test func popFromNamedStack() throws {
        var state = build(mainTabs(selected: .cart)) { try $0.push(contentsOf: [.orders, .order(1)], onto: .tab(.profile)) }
        try state.pop(from: .tab(.profile))
        #expect(state.stack(at: .tab(.profile))?.screens == [.profile, .orders])
        #expect(state.stack(at: .tab(.cart))?.screens == [.cart])
    }

    // Promise: pop(to:) removes every entry above the given one, whatever stack it is in.
    @Test func popToEntry() throws {
        var state = NavigationState<Shop>(root: .cart, path: [.product(1), .product(2), .product(3)])
        try state.present(.options, path: [.product(5), .product(6)], as: .sheet)  // sheet#5 options#6 …
        try state.pop(to: EntryID(2))
        #expect(state.tree(identities: true) == """
            root#0 main: cart#1 › product(1)#2
            sheet#5 [large]: options#6 › product(5)#7 › product(6)#8
            """)
        try state.pop(to: EntryID(6))
        #expect(state.stack(at: .layer(LayerID(5)))?.screens == [.options])
        try state.pop(to: EntryID(6))  // already on top: nothing to remove, not an error
        #expect(state.stack(at: .layer(LayerID(5)))?.screens == [.options])
    }

    // Promise: popToRoot leaves only the root screen of the default or named stack.
    @Test func popToRoot() throws {
        var state = build(mainTabs(selected: .cart)) { state in
            try state.push(contentsOf: [.product(1), .address])
            try state.push(contentsOf: [.orders, .order(1)], onto: .tab(.profile))
        }
        try state.popToRoot()
        #expect(state.stack(at: .tab(.cart))?.entries.map(\.id) == [EntryID(2)])
        #expect(state.stack(at: .tab(.profile))?.count == 3)
        try state.popToRoot(of: .tab(.profile))
        #expect(state.stack(at: .tab(.profile))?.entries.map(\.id) == [EntryID(3)])
    }

    // Promise: replaceStack keeps every entry whose screen is still there, in order, even above a
    // new root, and gives the rest new ids.
    @Test func replaceStackKeepsEveryEntryWhoseScreenStays() throws {
        var state = NavigationState<Shop>(root: .profile, path: [.orders, .order(1)])
        try state.replaceStack(with: [.profile, .orders, .order(42), .settings])
        #expect(state.tree(identities: true) == "root#0 main: profile#1 › orders#2 › order(42)#4 › settings#5")
        #expect(state.nextIdentity == 6)
        try state.replaceStack(with: [.catalog, .orders])
        #expect(state.tree(identities: true) == "root#0 main: catalog#6 › orders#2")
    }

    // Promise: selectTab changes the selection only: same entries, same counter.
    @Test func selectTabChangesOnlyTheSelection() throws {
        let start = build(mainTabs(selected: .cart)) { try $0.push(.product(7)) }
        var state = start
        try state.selectTab(.profile)
        #expect(state.root.tabSet?.selected == .profile)
        #expect(state.root.tabSet?.tabs.map(\.stack) == start.root.tabSet?.tabs.map(\.stack))
        #expect(state.nextIdentity == start.nextIdentity)
        #expect(state.topStackLocation == .tab(.profile))
        #expect(state != start)
    }

    static let topLocations: [(String, NavigationState<Shop>, StackLocation)] = [
        ("single stack", NavigationState(root: .cart), .root),
        ("tabs", mainTabs(selected: .profile), .tab(.profile)),
        ("sheet", build(NavigationState(root: .cart)) { try $0.present(.options, as: .sheet) }, .layer(LayerID(2))),
        ("cover over sheet", build(NavigationState(root: .cart)) { state in
            try state.present(.options, as: .sheet)
            try state.present(.address, as: .fullScreenCover)
        }, .layer(LayerID(4))),
        ("overlay over sheet", build(NavigationState(root: .cart)) { state in
            try state.present(.options, as: .sheet)
            try state.present(.loading, as: .overlay)
        }, .layer(LayerID(2))),
        ("overlay over tabs", build(mainTabs(selected: .cart)) { try $0.present(.loading, as: .overlay) }, .tab(.cart)),
        ("alert over tabs", build(mainTabs(selected: .cart)) { try $0.showAlert(.removeItem) }, .tab(.cart)),
        ("alert over overlay over cover", build(NavigationState(root: .cart)) { state in
            try state.present(.address, as: .fullScreenCover)
            try state.present(.loading, as: .overlay)
            try state.showAlert(.productNote)
        }, .layer(LayerID(2))),
    ]

    // Promise: the default location is the top sheet's/cover's stack, skipping overlays and alerts,
    // else the root's visible stack.
    @Test(arguments: topLocations)
    func topStackLocation(name: String, state: NavigationState<Shop>, expected: StackLocation) {
        #expect(state.topStackLocation == expected, "\(name)")
    }

    // Promise: a push without a location while an overlay is up lands in the stack under it.
    @Test func pushUnderAnOverlayLandsInTheSheet() throws {
        var state = build(NavigationState(root: .cart)) { state in
            try state.present(.options, as: .sheet)
            try state.present(.loading, as: .overlay)
        }
        try state.push(.product(3))
        #expect(state.tree(identities: true) == """
            root#0 main: cart#1
            sheet#2 [large]: options#3 › product(3)#6
            overlay#4: loading#5
            """)
    }

    /// A fixed sequence of commands touching every kind of edit.
    static func script(_ state: inout NavigationState<Shop>) throws {
        try state.push(.product(7))
        try state.push(.product(7))
        try state.present(.options, path: [.product(3)], as: .sheet(.fitting))
        try state.showAlert(.removeItem)
        try state.pop()
        try state.present(.address, path: [.confirmOrder], as: .fullScreenCover)
        try state.dismiss()
        try state.selectTab(.profile)
        try state.replaceStack(with: [.profile, .orders, .order(1)], at: .tab(.profile))
        try state.push(.settings, onto: .layer(LayerID(6)))
    }

    // Promise: identities are deterministic: the same commands give the same ids and counter.
    @Test func sameCommandsGiveSameIdentities() throws {
        var first = mainTabs()
        var second = mainTabs()
        try Self.script(&first)
        try Self.script(&second)
        #expect(first == second)
        #expect(first.nextIdentity == second.nextIdentity)
        #expect(first.tree(identities: true) == second.tree(identities: true))
    }

    // Promise: identities are unique within a value and all below the counter.
    @Test func identitiesAreUniqueAndBelowTheCounter() throws {
        var state = mainTabs()
        try Self.script(&state)
        let ids = StateFixtures.identities(of: state)
        #expect(Set(ids).count == ids.count, "\(state)")
        #expect(ids.allSatisfy { $0 < state.nextIdentity })
        #expect(state.isValid)
    }

    // Promise: an identity is never reused: pop then push gives a new one.
    @Test func identitiesAreNotReusedAfterPop() throws {
        var state = NavigationState<Shop>(root: .cart, path: [.product(1)])
        try state.pop()
        try state.push(.product(1))
        #expect(state.tree(identities: true) == "root#0 main: cart#1 › product(1)#3")
        #expect(state != NavigationState(root: .cart, path: [.product(1)]))
    }

    // Promise: the same screen twice gets two entries with different identities.
    @Test func sameScreenTwiceGivesTwoEntries() throws {
        var state = NavigationState<Shop>(root: .cart)
        try state.push(.product(7))
        try state.push(.product(7))
        let entries = try #require(state.stack(at: .root)?.entries)
        #expect(entries.map(\.screen) == [.cart, .product(7), .product(7)])
        #expect(entries[1].id != entries[2].id)
        try state.pop()
        #expect(state.stack(at: .root)?.top?.id == entries[1].id)
    }
}
