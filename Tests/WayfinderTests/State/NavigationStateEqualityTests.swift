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
        #expect(edited.nextIdentity != plain.nextIdentity)
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

@Suite("Root and layer sameness")
struct SamenessTests {
    // Promise: `hasSameShape(as:)` is the one rule of root sameness: the same flow and shape
    // (one stack, or the same tabs in the same order), whatever the stacks hold or which tab is
    // selected. A table, so that each pair's answer is stated, not recomputed.
    @Test func rootsOfTheSameShape() throws {
        let roots: [Root<Shop>] = try [
            NavigationState<Shop>(flow: "main", root: .cart).root,  // 0
            NavigationState<Shop>(flow: "main", root: .cart, path: [.product(1)]).root,  // 1
            NavigationState<Shop>(flow: "other", root: .cart).root,  // 2
            NavigationState<Shop>(flow: "main", tabs: [TabStack("a", root: .cart), TabStack("b", root: .options)], selected: "a").root,  // 3
            NavigationState<Shop>(flow: "main", tabs: [TabStack("a", root: .address), TabStack("b", root: .options)], selected: "b").root,  // 4
            NavigationState<Shop>(flow: "main", tabs: [TabStack("b", root: .options), TabStack("a", root: .cart)], selected: "a").root,  // 5
            NavigationState<Shop>(flow: "main", tabs: [TabStack("a", root: .cart)], selected: "a").root,  // 6
            NavigationState<Shop>(flow: "other", tabs: [TabStack("a", root: .cart), TabStack("b", root: .options)], selected: "a").root,  // 7
        ]
        let sameShape: Set<[Int]> = [[0, 1], [1, 0], [3, 4], [4, 3]]
        for (i, first) in roots.enumerated() {
            for (j, second) in roots.enumerated() {
                #expect(first.hasSameShape(as: second) == (i == j || sameShape.contains([i, j])), "\(i) and \(j)")
            }
        }
        // The same root: its identity (#0 in each value built apart) and transition too.
        #expect(roots[0].isSameRoot(as: roots[1]))
        #expect(!roots[0].isSameRoot(as: roots[2]), "another flow")
        var slid = NavigationState<Shop>(flow: "main", root: .cart)
        slid.switchRoot(to: "main", root: .cart, transition: .crossFade)
        #expect(!roots[0].isSameRoot(as: slid.root), "another identity and transition")
    }

    // Promise: layer kinds are the same by case, whatever their style, alert or owner.
    @Test func layerKindsOfTheSameKind() {
        let alert = NavigationAlert(title: "Remove item?", buttons: [.cancel("Cancel")])
        let kinds: [[LayerKind]] = [
            [.sheet(SheetStyle()), .sheet(SheetStyle(detents: [.medium, .large]))],
            [.fullScreenCover],
            [.overlay],
            [.alert(alert, owner: EntryID(1)), .alert(NavigationAlert(title: "Other", buttons: [AlertButton("OK", action: "ok")]), owner: EntryID(2))],
        ]
        for (i, group) in kinds.enumerated() {
            for (j, others) in kinds.enumerated() {
                for kind in group {
                    for other in others { #expect(kind.isSameKind(as: other) == (i == j), "\(kind.name) and \(other.name)") }
                }
            }
        }
    }
}

@Suite("Layer kind equality")
struct LayerKindEqualityTests {
    // Promise: the written-out `==` of a layer's kind says what its encoded form says: the same
    // case with the same style, alert and owner; two kinds are equal exactly when they encode alike.
    @Test func equalityAgreesWithTheEncodedKind() throws {
        let remove = NavigationAlert(title: "Remove item?", buttons: [.cancel("Cancel")])
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
