import Foundation
import Testing
import Wayfinder

@Suite("NavigationState equality")
struct NavigationStateEqualityTests {
    // Promise: equality ignores the counter: the same entries in the same places are equal (and hash alike).
    @Test func equalityIgnoresTheCounter() throws {
        let plain = NavigationState<Shop>(root: .cart, path: [.product(1)])
        var edited = plain
        try edited.push(.address)
        try edited.pop()
        #expect(edited.nextEntryID != plain.nextEntryID)
        #expect(edited == plain)
        #expect(edited.hashValue == plain.hashValue)
        #expect(Set([edited, plain]).count == 1)
    }

    // Promise: equality compares identities: the same screens with different entry ids are not equal.
    @Test func sameScreensDifferentEntryIDsAreNotEqual() throws {
        let plain = NavigationState<Shop>(root: .cart, path: [.product(1)])
        var edited = plain
        try edited.pop()
        try edited.push(.product(1))
        #expect(edited.tree() == plain.tree())
        #expect(edited.tree(identities: true) != plain.tree(identities: true))
        #expect(edited != plain)
    }

    // Promise: equality compares layer identities too.
    @Test func sameLayersDifferentLayerIDsAreNotEqual() throws {
        let first = build(NavigationState(root: .cart)) { try $0.present(.options, as: .sheet) }
        let second = build(first) { state in
            try state.dismiss()
            try state.present(.options, as: .sheet)
        }
        #expect(second.tree() == first.tree())
        #expect(second != first)
    }

    // Promise: equality compares the root's identity, flow and the selected tab.
    @Test func rootIdentityFlowAndSelectionCount() throws {
        var switched = NavigationState<Shop>(root: .cart)
        switched.switchRoot(to: "main", root: .cart, transition: .none)
        #expect(switched != NavigationState(root: .cart))
        #expect(NavigationState<Shop>(flow: .signIn, root: .cart) != NavigationState(flow: .main, root: .cart))
        #expect(mainTabs(selected: .cart) != mainTabs(selected: .profile))
        #expect(mainTabs(selected: .cart) == mainTabs(selected: .cart))
    }
}

@Suite("Root signature")
struct RootSignatureTests {
    // Promise: `hasSameSignature(as:)` is the comparison of signatures, made without building
    // them: the same flow and shape (one stack, or the same tabs in the same order), whatever
    // the stacks hold or which tab is selected.
    @Test func sameSignatureAgreesWithTheSignature() throws {
        let roots: [Root<Shop>] = try [
            NavigationState<Shop>(flow: "main", root: .cart).root,
            NavigationState<Shop>(flow: "main", root: .cart, path: [.product(1)]).root,
            NavigationState<Shop>(flow: "other", root: .cart).root,
            NavigationState<Shop>(flow: "main", tabs: [TabStack("a", root: .cart), TabStack("b", root: .options)], selected: "a").root,
            NavigationState<Shop>(flow: "main", tabs: [TabStack("a", root: .address), TabStack("b", root: .options)], selected: "b").root,
            NavigationState<Shop>(flow: "main", tabs: [TabStack("b", root: .options), TabStack("a", root: .cart)], selected: "a").root,
            NavigationState<Shop>(flow: "main", tabs: [TabStack("a", root: .cart)], selected: "a").root,
            NavigationState<Shop>(flow: "other", tabs: [TabStack("a", root: .cart), TabStack("b", root: .options)], selected: "a").root,
        ]
        var same = 0
        for first in roots {
            for second in roots {
                #expect(first.hasSameSignature(as: second) == (first.signature == second.signature))
                if first.hasSameSignature(as: second) { same += 1 }
            }
        }
        // Each root with itself, the two single-stack "main" roots, and the two "main" a-b tab roots.
        #expect(same == roots.count + 2 + 2)
    }
}

@Suite("Layer kind equality")
struct LayerKindEqualityTests {
    // Promise: the written-out `==` of a layer's kind says what its encoded form says: the same
    // case with the same style, alert and owner; two kinds are equal exactly when they encode alike.
    @Test func equalityAgreesWithTheEncodedKind() throws {
        let remove = NavigationAlert(title: "Remove item?", buttons: [AlertButton("Cancel", role: .cancel, action: "cancel")])
        var renamed = remove
        renamed.title = "Remove?"
        let kinds: [LayerKind] = [
            .sheet(SheetStyle()),
            .sheet(SheetStyle(detents: [.medium, .large])),
            .sheet(SheetStyle(detents: [.medium, .large], selectedDetent: .medium)),
            .sheet(SheetStyle(grabber: true)),
            .sheet(.fitting),
            .fullScreenCover,
            .overlay,
            .alert(remove, owner: EntryID(rawValue: 1)),
            .alert(remove, owner: EntryID(rawValue: 2)),
            .alert(renamed, owner: EntryID(rawValue: 1)),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var equalPairs = 0
        for first in kinds {
            for second in kinds {
                let encodedAlike = try encoder.encode(first) == encoder.encode(second)
                #expect((first == second) == encodedAlike, "\(first) and \(second)")
                if first == second { equalPairs += 1 }
            }
        }
        #expect(equalPairs == kinds.count)
        // A copy is equal to the original (the identity case of each written-out branch).
        #expect(kinds.map { $0 } == kinds)
    }
}
