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
