import Testing
import Wayfinder

@Suite("NavigationState alert ownership")
struct AlertOwnershipTests {
    /// Cart tab selected, cart#2 › product(7)#4, alert#5 raised by product(7); counter at #6.
    static var alertOnCart: NavigationState<Shop> {
        build(mainTabs(selected: .cart)) { state in
            try state.push(.product(7))
            try state.showAlert(.removeItem)
        }
    }

    /// cart#1 under sheet#2 (options#3 › product(3)#4) with alert#5 raised by product(3); counter at #6.
    static var alertOnSheet: NavigationState<Shop> {
        build(NavigationState(root: .cart)) { state in
            try state.present(.options, path: [.product(3)], as: .sheet(.fitting))
            try state.showAlert(.productNote)
        }
    }

    // Promise: showAlert puts an alert layer on top, owned by the top entry, and returns its identity.
    @Test func showAlertIsOwnedByTheTopEntry() throws {
        var state = build(mainTabs(selected: .cart)) { try $0.push(.product(7)) }
        let id = try state.showAlert(.removeItem)
        #expect(id == LayerID(5))
        let layer = try #require(state.layers.last)
        #expect(layer.id == id)
        #expect(layer.kind == .alert(.removeItem, owner: EntryID(4)))
        #expect(layer.stack == nil)
        #expect(state.nextIdentity == 6)
        #expect(state.isValid)
    }

    // Promise: while an alert is up, the top entry is the alert's owner ("alerts aside"), on the
    // root and over a sheet (it was nil whenever an alert was up).
    @Test func topEntryIsTheOwnerWhileAnAlertIsUp() {
        #expect(Self.alertOnCart.topEntry?.id == EntryID(4))
        #expect(Self.alertOnCart.topEntry?.screen == .product(7))
        #expect(Self.alertOnSheet.topEntry?.id == EntryID(4))
        #expect(Self.alertOnSheet.topEntry?.screen == .product(3))
    }

    // Promise: over layers, the owner is the top entry of the topmost layer (an overlay's included).
    @Test func ownerIsTheTopOfTheTopmostLayer() throws {
        #expect(Self.alertOnSheet.layers.last?.owner == EntryID(4))
        var state = build(Self.alertOnSheet) { try $0.dismiss() }
        try state.present(.loading, as: .overlay)  // overlay#6 loading#7
        try state.showAlert(.removeItem)
        #expect(state.layers.last?.owner == EntryID(7))
    }

    static let ownerLeaves: [(String, @Sendable (inout NavigationState<Shop>) throws -> Void, [Shop])] = [
        ("pop()", { try $0.pop() }, [.cart]),
        ("pop(from: cart tab)", { try $0.pop(from: .tab(.cart)) }, [.cart]),
        ("pop(to: cart)", { try $0.pop(to: EntryID(2)) }, [.cart]),
        ("popToRoot()", { try $0.popToRoot() }, [.cart]),
        ("push above the owner", { try $0.push(.product(9)) }, [.cart, .product(7), .product(9)]),
        ("replaceStack keeping the prefix", { try $0.replaceStack(with: [.cart, .product(8)]) }, [.cart, .product(8)]),
        ("selectTab(catalog)", { try $0.selectTab(.catalog) }, [.cart, .product(7)]),
    ]

    // Promise: when the owner stops being on top (popped, covered by a push, its tab deselected),
    // the alert leaves in the same edit.
    @Test(arguments: ownerLeaves)
    func alertLeavesWithItsOwner(
        name: String, edit: @Sendable (inout NavigationState<Shop>) throws -> Void, cartScreens: [Shop]
    ) throws {
        var state = Self.alertOnCart
        try edit(&state)
        #expect(state.layers.isEmpty, "\(name): \(state)")
        #expect(state.stack(at: .tab(.cart))?.screens == cartScreens, "\(name)")
        #expect(state.isValid)
    }

    static let ownerStays: [(String, @Sendable (inout NavigationState<Shop>) throws -> Void)] = [
        ("push onto another tab", { try $0.push(.orders, onto: .tab(.profile)) }),
        ("selectTab of the selected tab", { try $0.selectTab(.cart) }),
        ("replaceStack with the same screens", { try $0.replaceStack(with: [.cart, .product(7)]) }),
        ("pop(to: the owner)", { try $0.pop(to: EntryID(4)) }),
    ]

    // Promise: an alert stays while its owner stays on top (ownership is not over-eager).
    @Test(arguments: ownerStays)
    func alertStaysWhileItsOwnerIsOnTop(name: String, edit: @Sendable (inout NavigationState<Shop>) throws -> Void) throws {
        var state = Self.alertOnCart
        try edit(&state)
        #expect(state.layers.map(\.id) == [LayerID(5)], "\(name): \(state)")
        #expect(state.layers.last?.owner == EntryID(4))
    }

    // Promise: popping the owner inside a sheet removes the alert; the sheet stays.
    @Test func popInSheetRemovesItsAlert() throws {
        var state = Self.alertOnSheet
        try state.pop()
        #expect(state.tree(identities: true) == """
            root#0 main: cart#1
            sheet#2 [fitting, grabber]: options#3
            """)
    }

    // Promise: dismissing the layer under an alert removes the alert in the same edit.
    @Test func dismissingTheOwnersLayerRemovesTheAlert() throws {
        var state = Self.alertOnSheet
        try state.dismiss(LayerID(2))
        #expect(state.layers.isEmpty)
        #expect(state == NavigationState(root: .cart))
    }

    // Promise: dismiss() with an alert on top removes only the alert.
    @Test func dismissTakesOnlyTheAlert() throws {
        var state = Self.alertOnSheet
        try state.dismiss()
        #expect(state.layers.map(\.id) == [LayerID(2)])
    }

    // Promise: edits under the sheet (root stacks, tab selection) leave the sheet's alert in place.
    @Test func editsUnderTheSheetKeepTheAlert() throws {
        var state = build(mainTabs(selected: .cart)) { state in
            try state.present(.options, as: .sheet)  // sheet#4 options#5
            try state.showAlert(.productNote)  // alert#6
        }
        try state.push(.product(1), onto: .tab(.cart))
        try state.selectTab(.profile)
        #expect(state.layers.map(\.id) == [LayerID(4), LayerID(6)])
        #expect(state.layers.last?.owner == EntryID(5))
    }

    // Promise: present() while an alert is on top removes the alert first; nothing sits above an alert.
    @Test func presentRemovesTheAlertFirst() throws {
        var state = Self.alertOnCart
        try state.present(.options, as: .sheet(.fitting))
        #expect(state.tree(identities: true) == """
            root#0 main: tabs
              catalog: catalog#1
              cart*: cart#2 › product(7)#4
              profile: profile#3
            sheet#6 [fitting, grabber]: options#7
            """)
        #expect(state.layers.allSatisfy { !$0.isAlert })
        #expect(state.isValid)
    }

    // Promise: a second showAlert replaces the first instead of stacking on it.
    @Test func secondAlertReplacesTheFirst() throws {
        var state = Self.alertOnCart
        let second = try state.showAlert(.productNote)
        #expect(second == LayerID(6))
        #expect(state.layers.count == 1)
        #expect(state.layers.last?.kind == .alert(.productNote, owner: EntryID(4)))
        #expect(state.isValid)
    }
}
