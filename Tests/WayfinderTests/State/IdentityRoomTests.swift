import Foundation
import Testing
import Wayfinder

/// A value's identity counter only counts up, so it must leave room for the identities of every
/// screen the app will still show (issue #19: a restored counter at Int.max / 2 - 1 restored,
/// then every push was refused as "the identity … was never handed out by this value").
@MainActor
@Suite("Room for identities")
struct IdentityRoomTests {
    static let restorable = NavigationState<Shop>.maximumRestorationNextIdentity
    static let limit = NavigationState<Shop>.identityCounterLimit

    /// `rich`'s restoration data with its counter at `counter`.
    static func rich(counter: Int) throws -> Data {
        try HostileRestorationTests.rich(setting: [.key("state"), .key("nextEntryID")], to: "\(counter)")
    }

    /// `rich` with its counter at `counter`, as no edit makes it.
    static func rich(counterAt counter: Int) -> NavigationState<Shop> {
        NavigationState(root: StateFixtures.rich.root, layers: Array(StateFixtures.rich.layers), nextIdentity: counter)
    }

    // Promise: restoration refuses a counter that leaves no room for new identities, saying so
    // and naming the limit: past the restorable maximum, and far past it (the data).
    @Test(arguments: [Int.max / 2 - 1, Int.max, (1 << 53) + 1, (1 << 52) + 1])
    func restoringACounterWithoutRoomIsRefused(_ counter: Int) throws {
        let error = RestorationError.invalid(.noRoomForIdentities(next: counter, limit: Self.restorable))
        #expect(throws: error) { try NavigationState<Shop>.restored(from: try Self.rich(counter: counter)) }
        #expect(error.description.contains("leaves no room for new identities"))
    }

    // Promise: a value restored at the highest counter restoration allows takes pushes, layers and
    // new roots, on its own and through a navigator.
    @Test func aValueAtTheRestorableMaximumTakesChanges() async throws {
        var state = try NavigationState<Shop>.restored(from: try Self.rich(counter: Self.restorable))
        #expect(state.nextIdentity == Self.restorable)
        let navigator = Navigator(state)
        try state.push(contentsOf: [.address, .confirmOrder])
        try state.present(.options, path: [.product(1)], as: .sheet)
        #expect(state.isValid)
        #expect(state.topEntry?.id == EntryID(rawValue: Self.restorable + 4))
        #expect(await navigator.push(.address).outcome == .completed)
        #expect(await navigator.present(.options, as: .fullScreenCover).outcome == .completed)
        #expect(await navigator.switchRoot(to: "main", root: .cart).outcome == .completed)
        #expect(navigator.state.nextIdentity == Self.restorable + 5)
    }

    // Promise: every value's counter stays at or below identityCounterLimit: a value there is
    // valid, one past it is refused by validate() with the same clear error.
    @Test func validationRefusesACounterPastTheLimit() {
        #expect(Self.rich(counterAt: Self.limit).isValid)
        let past = Self.limit + 1
        #expect(throws: NavigationError.noRoomForIdentities(next: past, limit: Self.limit)) {
            try Self.rich(counterAt: past).validate()
        }
    }

    // Promise: when a value has handed out every identity it can, a command that needs one is
    // refused saying so, and changes nothing; one that needs none still runs.
    @Test func commandsPastTheLastIdentityAreRefusedSayingSo() async {
        let navigator = Navigator(Self.rich(counterAt: Self.limit))
        let before = navigator.state
        let refusal = NavigationOutcome.refused(.noRoomForIdentities(next: Self.limit + 1, limit: Self.limit))
        #expect(await navigator.push(.address).outcome == refusal)
        #expect(await navigator.showAlert(.productNote).outcome == refusal)
        #expect(navigator.state == before && navigator.state.nextIdentity == Self.limit)
        #expect(await navigator.dismissAll().outcome == .completed)
    }
}
