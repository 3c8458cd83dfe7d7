import Testing
import Wayfinder

@Suite("NavigationState editing: layers and roots")
struct NavigationStateLayerTests {
    /// cart#1 under sheet#2 (options#3), cover#4 (address#5), overlay#6 (loading#7); counter at #8.
    static var threeLayers: NavigationState<Shop> {
        build(NavigationState(root: .cart)) { state in
            try state.present(.options, as: .sheet)
            try state.present(.address, as: .fullScreenCover)
            try state.present(.loading, as: .overlay)
        }
    }

    // Promise: present adds a layer on top holding the screen and its path, with new identities.
    @Test func presentSheetWithPath() throws {
        var state = NavigationState<Shop>(root: .cart)
        try state.present(.options, path: [.product(3)], as: .sheet(.fitting))
        #expect(state.tree(identities: true) == """
            root#0 main: cart#1
            sheet#2 [fitting, grabber]: options#3 › product(3)#4
            """)
        let layer = try #require(state.layers.last)
        #expect(layer.kind == .sheet(.fitting))
        #expect(layer.kind.presentationStyle == .sheet(.fitting))
        #expect(!layer.isAlert)
        #expect(state.nextIdentity == 5)
    }

    // Promise: each presentation stacks a new layer on top, in the kind asked for.
    @Test func presentChainsLayers() {
        let state = Self.threeLayers
        #expect(state.layers.map(\.kind) == [.sheet(SheetStyle()), .fullScreenCover, .overlay])
        #expect(state.layers.map(\.id) == [LayerID(2), LayerID(4), LayerID(6)])
        #expect(state.topEntry?.screen == .loading)
        #expect(state.tree() == """
            root main: cart
            sheet [large]: options
            cover: address
            overlay: loading
            """)
    }

    static let dismissals: [(String, @Sendable (inout NavigationState<Shop>) throws -> Void, [Int])] = [
        ("dismiss() takes the top layer only", { try $0.dismiss() }, [2, 4]),
        ("dismiss(middle) takes it and those above", { try $0.dismiss(LayerID(4)) }, [2]),
        ("dismiss(bottom) takes every layer", { try $0.dismiss(LayerID(2)) }, []),
        ("dismiss(to: bottom) keeps the bottom", { try $0.dismiss(to: LayerID(2)) }, [2]),
        ("dismiss(to: top) keeps everything", { try $0.dismiss(to: LayerID(6)) }, [2, 4, 6]),
        ("dismissAll", { $0.dismissAll() }, []),
    ]

    // Promise: dismiss / dismiss(_:) / dismiss(to:) / dismissAll remove exactly the layers they say,
    // leave the root and the counter alone.
    @Test(arguments: dismissals)
    func dismissRemovesTheRightLayers(
        name: String, edit: @Sendable (inout NavigationState<Shop>) throws -> Void, remaining: [Int]
    ) throws {
        let start = Self.threeLayers
        var state = start
        try edit(&state)
        #expect(state.layers.map(\.id) == remaining.map { LayerID($0) }, "\(name)")
        #expect(Array(state.layers) == Array(start.layers.prefix(remaining.count)))
        #expect(state.root == start.root)
        #expect(state.nextIdentity == start.nextIdentity)
        #expect(state.isValid)
    }

    // Promise: setSheetStyle changes the style only; the layer keeps its identity and stack.
    @Test func setSheetStyleChangesOnlyTheStyle() throws {
        var state = build(NavigationState(root: .cart)) { try $0.present(.options, path: [.product(1)], as: .sheet(.fitting)) }
        let style = SheetStyle(detents: [.medium, .large], selectedDetent: .medium, grabber: true)
        try state.setSheetStyle(style, for: LayerID(2))
        #expect(state.layers.map(\.kind) == [.sheet(style)])
        #expect(state.tree(identities: true) == """
            root#0 main: cart#1
            sheet#2 [medium*, large, grabber]: options#3 › product(1)#4
            """)
        #expect(state.nextIdentity == 5)
    }

    // Promise: switchRoot replaces the root with a new identity from the counter, in the new flow,
    // with the transition asked for (cross-fade by default), and every layer goes.
    @Test func switchRootToSingleStack() throws {
        var state = build(mainTabs(selected: .cart)) { state in
            try state.present(.options, as: .sheet)
            try state.showAlert(.productNote)
        }
        try #require(state.nextIdentity == 7)
        state.switchRoot(to: .signIn, root: .signIn, path: [.onboardingName])
        #expect(state.tree(identities: true) == "root#7 signIn: signIn#8 › onboardingName#9")
        #expect(state.layers.isEmpty)
        #expect(state.root.flow == .signIn)
        #expect(state.root.transition == .crossFade)
        #expect(state.nextIdentity == 10)
        #expect(state.isValid)
    }

    // Promise: switchRoot to tabs builds every tab, selects the one asked for, keeps the transition.
    @Test func switchRootToTabs() throws {
        var state = NavigationState<Shop>(flow: .signIn, root: .signIn)
        try state.switchRoot(
            to: .main,
            tabs: [TabStack(.catalog, root: .catalog, path: [.product(2)]), TabStack(.cart, root: .cart)],
            selected: .cart,
            transition: .slideFromLeading)
        #expect(state.tree(identities: true) == """
            root#2 main: tabs
              catalog: catalog#3 › product(2)#4
              cart*: cart#5
            """)
        #expect(state.root.transition == .slideFromLeading)
        #expect(state.topStackLocation == .tab(.cart))
    }

    // Promise: switching to the same flow still makes a new root (a new identity), never the old one.
    @Test func switchRootToSameFlowMakesNewRoot() {
        var state = NavigationState<Shop>(flow: .main, root: .cart)
        let old = state.root.id
        state.switchRoot(to: .main, root: .cart, transition: .none)
        #expect(state.root.id != old)
        #expect(state.stack(at: .root)?.root?.id == EntryID(3))
        #expect(state != NavigationState(flow: .main, root: .cart))
    }
}
