import Foundation
import Testing
import Wayfinder

/// An entry, a layer and a root name their transition in the value, which saves and restores it;
/// a custom one the app no longer registers falls back, and says so.
@Suite("Transitions in the value")
struct TransitionValueTests {
    static func saved(_ state: NavigationState<Shop>) throws -> String {
        String(decoding: try state.restorationData(), as: UTF8.self)
    }

    /// The Shop's catalog with product 7 zoomed from its row, and the terms cover slid up.
    static var zoomedAndCovered: NavigationState<Shop> {
        build(mainTabs()) { state in
            let catalog = state.topEntry!.id
            try state.push(.product(7), transition: .zoom(from: 7, in: catalog))
            try state.push(.options, transition: .custom(named: "fold"))
            try state.present(.address, as: .fullScreenCover, transition: .slideFromBottom)
        }
    }

    // Promise: the commands put the transition on the entry or the layer they make.
    @Test func commandsNameTheirTransition() {
        let state = Self.zoomedAndCovered
        let catalog = state.stack(at: .tab(.catalog))!
        #expect(catalog.entries.map { state.transition(of: $0.id) } == [
            .system, .zoom(from: ZoomSource(list: catalog.entries[0].id, item: "7")), .custom(named: "fold"),
        ])
        #expect(state.layers.map(\.transition) == [.slideFromBottom])
        #expect(state.layers[0].stack.map { state.transition(of: $0.root!.id) } == .system)
    }

    // Promise: every kind saves and restores as itself, on entries, layers and roots.
    @Test(arguments: [
        ScreenTransition.system, .fade, .slideFromLeading, .slideFromTrailing, .slideFromTop, .slideFromBottom,
        .zoom(from: ZoomSource(list: EntryID(rawValue: 3), item: "a b")), .custom(named: "fold"),
    ])
    func everyKindRestores(transition: ScreenTransition) throws {
        let state = build(NavigationState(root: .catalog)) { state in
            try state.push(.product(1), transition: transition)
            try state.present(.options, as: .sheet, transition: transition)
        }
        let restored = try NavigationState<Shop>.restored(from: state.restorationData())
        #expect(restored == state)
        #expect(restored.transition(of: restored.stack(at: .root)!.top!.id) == transition)
        #expect(restored.layers[0].transition == transition)
    }

    // Promise: a value that names no transition saves exactly as before transitions existed, and
    // data of that shape restores with the system transition everywhere.
    @Test func dataWithoutTransitionsRestoresAsTheSystemOne() throws {
        let state = build(NavigationState(root: .catalog)) { state in
            try state.push(.product(1))
            try state.present(.options, as: .sheet)
        }
        let saved = try Self.saved(state)
        #expect(!saved.contains("\"transition\":{\"system\""))
        #expect(saved.components(separatedBy: "\"transition\"").count == 2)  // the root's alone
        let restored = try NavigationState<Shop>.restored(from: Data(saved.utf8))
        #expect(restored.allStacks.flatMap { $0.stack.entries.map { restored.transition(of: $0.id) } } == [.system, .system, .system])
        #expect(restored.layers[0].transition == .system)
    }

    // Promise: a transition leaves the value with its entry (not saved, not kept), and stays
    // with an entry a link's value keeps.
    @MainActor @Test func transitionLeavesWithItsEntry() throws {
        let navigator = Navigator(NavigationState<Shop>(root: .catalog))
        navigator.push(.product(1), transition: .fade)
        let pushed = navigator.state
        let product = try #require(pushed.topEntry?.id)
        navigator.pop()
        #expect(navigator.state.transitions.isEmpty)
        let popped = build(pushed) { try $0.pop() }
        #expect(try NavigationState<Shop>.restored(from: popped.restorationData()).transitions.isEmpty)
        let linked = pushed.reconciled(with: NavigationState(root: .catalog, path: [.product(1), .options]))
        #expect(linked.transition(of: product) == .fade)
        #expect(linked.stack(at: .root)?.entries.map(\.id).contains(product) == true)
    }

    // Promise: a root switch can name a custom transition, saved beside the old shapes.
    @Test func rootSwitchNamesACustomTransition() throws {
        #expect(try SavedShapeTests.json(RootTransition.custom(named: "curtain")) == #"{"custom":{"named":"curtain"}}"#)
        let state = NavigationState<Shop>(flow: .main, root: .catalog, transition: .custom(named: "curtain"))
        #expect(try NavigationState<Shop>.restored(from: state.restorationData()) == state)
    }

    // Promise: custom names the app no longer registers fall back (entries and layers to the
    // system transition, a root to a cross-fade), each name reported once; known ones stay.
    @Test func unknownCustomNamesFallBackWithADiagnostic() throws {
        var state = Self.zoomedAndCovered
        state = build(state) { state in
            try state.present(.cart, as: .sheet, transition: .custom(named: "curl"))
            try state.push(.done, transition: .custom(named: "curl"))
        }
        state.switchRoot(to: .main, root: .catalog, transition: .custom(named: "curtain"))
        state = build(state) { state in
            try state.push(.product(1), transition: .custom(named: "fold"))
            try state.push(.product(2), transition: .custom(named: "curl"))
            try state.present(.cart, as: .sheet, transition: .custom(named: "curl"))
        }
        let (restored, fallbacks) = try NavigationState<Shop>.restored(from: state.restorationData(), customTransitions: ["fold"])
        #expect(fallbacks == [.unknownCustom("curtain"), .unknownCustom("curl")])
        #expect(restored.root.transition == .crossFade)
        #expect(restored.stack(at: .root)!.entries.map { restored.transition(of: $0.id) } == [.system, .custom(named: "fold"), .system])
        #expect(restored.layers.map(\.transition) == [.system])
        #expect(restored.stack(at: .root)!.entries.map(\.id) == state.stack(at: .root)!.entries.map(\.id))

        let (kept, none) = try NavigationState<Shop>.restored(from: state.restorationData(), customTransitions: ["fold", "curl", "curtain"])
        #expect(none.isEmpty)
        #expect(kept == state)
    }
}
