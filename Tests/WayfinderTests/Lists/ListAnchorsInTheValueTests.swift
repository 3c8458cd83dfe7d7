import Foundation
import Observation
import Testing
@testable import Wayfinder
import WayfinderTesting

/// Where a list was is part of the value: restored with it, gone with its entry, never planned.
@Suite("List anchors in the value")
@MainActor
struct ListAnchorsInTheValueTests {
    static let list = "products"

    static func catalog() throws -> NavigationState<Shop> {
        var state = NavigationState<Shop>(root: .catalog)
        try state.push(.product(7))
        return state
    }

    // Promise: an anchor is read back, and a value with one equals the value without it.
    @Test func anchorIsKeptButNotCompared() throws {
        var state = try Self.catalog()
        let plain = state
        let catalog = try #require(state.stack(at: .root)?.root?.id)
        try state.setAnchor(ListAnchor(item: 9_000, offset: 12), of: Self.list, in: catalog)
        #expect(state.anchor(of: Self.list, in: catalog) == ListAnchor(item: 9_000, offset: 12))
        #expect(state == plain)
        #expect(state.hashValue == plain.hashValue)
    }

    // Promise: an anchor for an entry not in the value is refused and changes nothing.
    @Test func anchorOfAMissingEntryIsRefused() throws {
        var state = try Self.catalog()
        let before = state
        #expect(throws: NavigationError.entryNotFound(EntryID(rawValue: 99))) {
            try state.setAnchor(ListAnchor(item: 1), of: Self.list, in: EntryID(rawValue: 99))
        }
        #expect(state.listAnchors == before.listAnchors)
    }

    // Promise: recording an anchor plans nothing: no step, no transcript line, still settled.
    @Test func recordingAnAnchorIsNotNavigation() throws {
        let testbed = NavigationTestbed(try Self.catalog())
        let catalog = try #require(testbed.navigator.state.stack(at: .root)?.root?.id)
        let lines = testbed.host.transcript.count
        let revision = testbed.navigator.revision
        try testbed.navigator.setAnchor(ListAnchor(item: 3), of: Self.list, in: catalog)
        #expect(testbed.navigator.isSettled)
        testbed.settle()
        #expect(testbed.host.transcript.count == lines)
        #expect(testbed.navigator.revision == revision)
        #expect(testbed.navigator.state.anchor(of: Self.list, in: catalog) == ListAnchor(item: 3))
    }

    // Promise: an anchor leaves with its entry, whether the app pops it or the user swipes back.
    @Test func anchorLeavesWithItsEntry() throws {
        var start = try Self.catalog()
        try start.push(.options)
        let testbed = NavigationTestbed(start)
        let product = try #require(testbed.navigator.state.stack(at: .root)?.entries[1].id)
        let options = try #require(testbed.navigator.state.stack(at: .root)?.top?.id)
        try testbed.navigator.setAnchor(ListAnchor(item: 1), of: "reviews", in: product)
        try testbed.navigator.setAnchor(ListAnchor(item: 2), of: "choices", in: options)
        #expect(testbed.host.swipeBack() == .performed)
        testbed.settle()
        #expect(testbed.navigator.state.anchor(of: "choices", in: options) == nil)
        #expect(testbed.navigator.state.anchor(of: "reviews", in: product) == ListAnchor(item: 1))
        testbed.navigator.pop()
        testbed.settle()
        #expect(testbed.navigator.state.listAnchors.isEmpty)
        #expect(testbed.problems.isEmpty)
    }

    // Promise: anchors are restored with the value; anchors of entries the data does not hold
    // are dropped; a value without anchors saves exactly as before (no `lists` key).
    @Test func anchorsAreRestored() throws {
        var state = try Self.catalog()
        #expect(!String(decoding: try state.restorationData(), as: UTF8.self).contains("lists"))
        let catalog = try #require(state.stack(at: .root)?.root?.id)
        try state.setAnchor(ListAnchor(item: 9_000, offset: 4, sections: ["recent": ListAnchor(item: 3)]), of: Self.list, in: catalog)
        let restored = try NavigationState<Shop>.restored(from: state.restorationData())
        #expect(restored.anchor(of: Self.list, in: catalog) == state.anchor(of: Self.list, in: catalog))

        var json = try #require(try JSONSerialization.jsonObject(with: state.restorationData()) as? [String: Any])
        var inner = try #require(json["state"] as? [String: Any])
        var lists = try #require(inner["lists"] as? [String: Any])
        lists["77"] = ["gone": ["item": "1", "offset": 0]]
        inner["lists"] = lists
        json["state"] = inner
        let stale = try NavigationState<Shop>.restored(from: JSONSerialization.data(withJSONObject: json))
        #expect(stale.listAnchors.keys.sorted() == [catalog])
    }

    // Promise: a stack rebuilt from plain screens (`navigate(to:)`) keeps the anchors of the
    // entries it keeps.
    @Test func anchorSurvivesARebuiltStack() throws {
        let testbed = NavigationTestbed(try Self.catalog())
        let catalog = try #require(testbed.navigator.state.stack(at: .root)?.root?.id)
        try testbed.navigator.setAnchor(ListAnchor(item: 5), of: Self.list, in: catalog)
        var target = NavigationState<Shop>(root: .catalog)
        try target.push(.product(8))
        testbed.navigator.navigate(to: target)
        testbed.settle()
        #expect(testbed.navigator.state.stack(at: .root)?.root?.id == catalog)
        #expect(testbed.navigator.state.anchor(of: Self.list, in: catalog) == ListAnchor(item: 5))
    }

    // Promise: an anchor recorded while the navigator is changing (inside a change) is recorded
    // in the value that change leaves, not lost to it.
    @Test func anchorRecordedMidChangeIsKept() throws {
        let testbed = NavigationTestbed(try Self.catalog())
        let catalog = try #require(testbed.navigator.state.stack(at: .root)?.root?.id)
        testbed.navigator.update { [navigator = testbed.navigator] state in
            try state.push(.options)
            try navigator.setAnchor(ListAnchor(item: 6), of: Self.list, in: catalog)
        }
        testbed.settle()
        #expect(testbed.navigator.state.stack(at: .root)?.top?.screen == .options)
        #expect(testbed.navigator.state.anchor(of: Self.list, in: catalog) == ListAnchor(item: 6))
    }

    // Promise: a command issued from an observer of the value while an anchor is recorded (an
    // Observation `onChange`, which runs while `state` is about to change) is taken after the
    // anchor, not overwritten by it. Was: the anchor's value, computed before the command, was
    // stored over the command's push, so the waiting push's undo found a shorter stack than it
    // left and trapped ("Range requires lowerBound <= upperBound", ChangeUndo.undo), found by
    // the property tests once the Shop's catalog recorded anchors as the user scrolled.
    @Test func commandFromAnObserverWhileAnAnchorIsRecordedIsKept() throws {
        let testbed = NavigationTestbed(try Self.catalog())
        let navigator = testbed.navigator
        let catalog = try #require(navigator.state.stack(at: .root)?.root?.id)
        navigator.push(.options)  // a transition in flight: the next push waits behind it
        var inner: NavigationRequest?
        withObservationTracking { _ = navigator.state } onChange: {
            MainActor.assumeIsolated { inner = navigator.push(.address) }
        }
        try navigator.setAnchor(ListAnchor(item: 8), of: Self.list, in: catalog)
        testbed.settle()
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        #expect(navigator.state.stack(at: .root)?.screens == [.catalog, .product(7), .options, .address])
        #expect(navigator.state.anchor(of: Self.list, in: catalog) == ListAnchor(item: 8))
        #expect(inner?.finishedOutcome == .completed)
    }
}
