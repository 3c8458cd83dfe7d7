import Testing
import Wayfinder

@Suite("NavigationState reconciliation")
struct ReconciliationTests {
    /// Profile › Orders › Order(1) as entries root#0 profile#1 orders#2 order(1)#3, counter at #4.
    static let orders = NavigationState<Shop>(root: .profile, path: [.orders, .order(1)])

    // Promise: in a kept stack the longest equal prefix keeps its entries; the rest get new ids
    // from the current value's counter (Profile › Orders › Order(1) → Order(42)).
    @Test func ordersKeepTheirPrefix() throws {
        let target = NavigationState<Shop>(root: .profile, path: [.orders, .order(42)])
        let result = Self.orders.reconciled(with: target)
        #expect(result.tree(identities: true) == "root#0 main: profile#1 › orders#2 › order(42)#4")
        #expect(result.nextIdentity == 5)
        try result.validate()
    }

    // Promise: a target showing exactly what is shown reconciles to the current value, with no new ids.
    @Test func sameScreensKeepEverything() throws {
        let current = build(mainTabs(selected: .cart)) { state in
            try state.push(.address)
            try state.pop()  // spends #4, so every later identity is one above the target's
            try state.push(.product(7))
            try state.push(.orders, onto: .tab(.profile))
            let style = SheetStyle(detents: [.fitting, .large], selectedDetent: .fitting, grabber: true)
            try state.present(.options, path: [.product(3)], as: .sheet(style))
            try state.showAlert(.removeItem)
        }
        let target = StateFixtures.rich
        try #require(target != current && target.tree() == current.tree())
        let result = current.reconciled(with: target)
        #expect(result == current)
        #expect(result.nextIdentity == current.nextIdentity)
    }

    // Promise: a different flow gives a new root id and new entries, layers included.
    @Test func differentFlowGivesNewRoot() throws {
        let current = build(Self.orders) { try $0.present(.options, as: .sheet) }  // sheet#4 options#5, counter #6
        let target = build(NavigationState(flow: .signIn, root: .profile, transition: .slideFromLeading)) { state in
            try state.present(.options, as: .sheet)
        }
        let result = current.reconciled(with: target)
        #expect(result.tree(identities: true) == """
            root#6 signIn: profile#7
            sheet#8 [large]: options#9
            """)
        #expect(result.root.transition == .slideFromLeading)
        #expect(result.nextIdentity == 10)
        try result.validate()
    }

    // Promise: a different shape (single stack vs tabs) in the same flow gives a new root.
    @Test func differentShapeGivesNewRoot() throws {
        let target = build(mainTabs(selected: .profile)) { try $0.push(.orders) }
        let result = Self.orders.reconciled(with: target)
        #expect(result.tree(identities: true) == """
            root#4 main: tabs
              catalog: catalog#5
              cart: cart#6
              profile*: profile#7 › orders#8
            """)
        try result.validate()
    }

    // Promise: tabs with the same names keep the root, and each tab keeps its own equal prefix;
    // the selection is the target's.
    @Test func tabsKeepIdentitiesPerTab() throws {
        let current = build(mainTabs(selected: .catalog)) { state in
            try state.push(.product(7))  // #4
            try state.push(contentsOf: [.orders, .order(1)], onto: .tab(.profile))  // #5 #6
        }
        let target = try NavigationState<Shop>(tabs: [
            TabStack(.catalog, root: .catalog, path: [.product(7)]),
            TabStack(.cart, root: .cart, path: [.address]),
            TabStack(.profile, root: .profile, path: [.orders, .order(42)]),
        ], selected: .profile)
        let result = current.reconciled(with: target)
        #expect(result.tree(identities: true) == """
            root#0 main: tabs
              catalog: catalog#1 › product(7)#4
              cart: cart#2 › address#7
              profile*: profile#3 › orders#5 › order(42)#8
            """)
        #expect(result.nextIdentity == 9)
        try result.validate()
    }

    // Promise: tabs renamed or reordered count as a new shape: a new root.
    @Test func reorderedTabsGiveNewRoot() throws {
        let target = try NavigationState<Shop>(
            tabs: [TabStack(.cart, root: .cart), TabStack(.catalog, root: .catalog), TabStack(.profile, root: .profile)],
            selected: .cart)
        let result = mainTabs().reconciled(with: target)
        #expect(result.root.id == RootID(4))
        #expect(result.stack(at: .tab(.catalog))?.root?.id != EntryID(1))
        try result.validate()
    }

    // Promise: layers keep their ids bottom up while kind and root screen match; from the first
    // mismatch on, every layer is new (even one that would match).
    @Test func layersKeepIdsUntilFirstMismatch() throws {
        let current = build(NavigationState(root: .cart)) { state in
            try state.present(.options, as: .sheet(.fitting))  // sheet#2 options#3
            try state.present(.address, as: .fullScreenCover)  // cover#4 address#5
            try state.present(.loading, as: .overlay)  // overlay#6 loading#7, counter #8
        }
        let target = build(NavigationState(root: .cart)) { state in
            try state.present(.options, path: [.product(3)], as: .sheet(SheetStyle(detents: [.medium, .large])))
            try state.present(.address, as: .sheet)
            try state.present(.loading, as: .overlay)
        }
        let result = current.reconciled(with: target)
        #expect(result.tree(identities: true) == """
            root#0 main: cart#1
            sheet#2 [medium, large]: options#3 › product(3)#8
            sheet#9 [large]: address#10
            overlay#11: loading#12
            """)
        try result.validate()
    }

    // Promise: a layer of the same kind with another root screen is a new layer.
    @Test func layerWithOtherRootScreenIsNew() throws {
        let current = build(NavigationState(root: .cart)) { try $0.present(.options, as: .sheet) }
        let target = build(NavigationState(root: .cart)) { try $0.present(.address, as: .sheet) }
        let result = current.reconciled(with: target)
        #expect(result.tree(identities: true) == "root#0 main: cart#1\nsheet#4 [large]: address#5")
    }

    // Promise: an alert in the target is owned by the remapped (current) identity of its owner.
    @Test func alertOwnerIsRemapped() throws {
        let current = build(NavigationState(root: .cart)) { state in
            try state.push(.product(5))
            try state.pop()
            try state.push(.product(7))  // product(7)#3, counter #4
        }
        let target = build(NavigationState(root: .cart, path: [.product(7)])) { try $0.showAlert(.removeItem) }
        try #require(target.layers.last?.owner == EntryID(2))
        let result = current.reconciled(with: target)
        #expect(result.tree(identities: true) == """
            root#0 main: cart#1 › product(7)#3
            alert#4 "Remove item?" [Cancel, Remove] on product(7)#3
            """)
        #expect(result.layers.last?.owner == EntryID(3))
        try result.validate()
    }

    // Promise: an alert raised in a layer's stack is remapped too, and the same alert already shown keeps its id.
    @Test func alertInSheetRemappedAndKept() throws {
        let current = build(NavigationState(root: .cart)) { state in
            try state.push(.product(1))
            try state.pop()
            try state.present(.options, as: .sheet)  // sheet#3 options#4, counter #5
        }
        let target = build(NavigationState(root: .cart)) { state in
            try state.present(.options, as: .sheet)  // sheet#2 options#3
            try state.showAlert(.productNote)  // alert#4 owned by #3
        }
        let first = current.reconciled(with: target)
        #expect(first.tree(identities: true) == """
            root#0 main: cart#1
            sheet#3 [large]: options#4
            alert#5 "Limited offer" [OK] on options#4
            """)
        try first.validate()
        let again = first.reconciled(with: target)
        #expect(again == first)
        #expect(again.nextIdentity == first.nextIdentity)
    }

    static let pairs: [(String, NavigationState<Shop>, NavigationState<Shop>)] = [
        ("rich to orders", StateFixtures.rich, orders),
        ("orders to rich", orders, StateFixtures.rich),
        ("rich to rich with another tab", StateFixtures.rich, build(StateFixtures.rich) { try $0.selectTab(.catalog) }),
        ("tabs to alert on tab", mainTabs(), build(mainTabs(selected: .cart)) { try $0.showAlert(.removeItem) }),
    ]

    // Promise: a reconciled value validates, and every new identity comes from current's counter.
    @Test(arguments: pairs)
    func resultValidates(name: String, current: NavigationState<Shop>, target: NavigationState<Shop>) throws {
        let result = current.reconciled(with: target)
        try result.validate()
        #expect(result.tree() == target.tree(), "\(name)")
        let ids = StateFixtures.identities(of: result)
        let old = Set(StateFixtures.identities(of: current))
        #expect(ids.filter { !old.contains($0) }.allSatisfy { $0 >= current.nextIdentity }, "\(name): \(result)")
    }
}
