import Foundation
import Testing
import Wayfinder

/// Restoration reads data from outside the app (a scene's storage, a file), so it stops at sizes
/// no real navigation reaches (issue #19: a 13.9 MB document of 400,000 entries took 127 MB and
/// 1.7 s to restore, an 82 MB one was accepted).
@Suite("Restoration limits")
struct RestorationLimitsTests {
    typealias J = StateJSON
    static let bytes = NavigationState<Shop>.maximumRestorationBytes
    static let entries = NavigationState<Shop>.maximumRestorationEntries

    /// Entries `ids` of `screen`, as a stack's JSON.
    static func stack(_ ids: ClosedRange<Int>, screen: String = #"{"cart":{}}"#) -> String {
        "[" + ids.map { #"{"id":\#($0),"screen":\#(screen)}"# }.joined(separator: ",") + "]"
    }

    /// A valid document: one stack of `count` entries.
    static func single(_ count: Int) -> Data {
        J.envelope(J.state(root: J.root(0, stack: stack(1...count)), next: count + 1))
    }

    /// A valid document: three tabs of `perTab` entries each under a sheet of `inSheet`.
    static func spread(perTab: Int, inSheet: Int) -> Data {
        let tabs = ["catalog", "cart", "profile"].enumerated().map { index, name in
            (name, stack((index * perTab + 1)...((index + 1) * perTab)))
        }
        let sheetID = 3 * perTab + 1
        let sheet = J.sheet(sheetID, stack: stack((sheetID + 1)...(sheetID + inSheet)))
        return J.envelope(J.state(root: J.root(0, tabs: tabs, selected: "cart"), layers: [sheet], next: sheetID + inSheet + 1))
    }

    /// `rich`'s data, padded with spaces after its JSON to `count` bytes.
    static func rich(paddedTo count: Int) throws -> Data {
        var data = try StateFixtures.rich.restorationData()
        data.append(contentsOf: Array(repeating: UInt8(ascii: " "), count: count - data.count))
        return data
    }

    // Promise: data longer than the limit is refused before it is read, saying how long it is and
    // what the limit is; data of exactly the limit is read.
    @Test func dataPastTheByteLimitIsRefused() throws {
        #expect(Self.bytes == 1_048_576)
        #expect(throws: RestorationError.tooLarge(byteCount: Self.bytes + 1, limit: Self.bytes)) {
            try NavigationState<Shop>.restored(from: try Self.rich(paddedTo: Self.bytes + 1))
        }
        #expect(try NavigationState<Shop>.restored(from: try Self.rich(paddedTo: Self.bytes)) == StateFixtures.rich)
        // Not read at all: bytes that are no JSON are refused by their length alone.
        #expect(throws: RestorationError.tooLarge(byteCount: 13_900_000, limit: Self.bytes)) {
            try NavigationState<Shop>.restored(from: Data(repeating: 0xFF, count: 13_900_000))
        }
        #expect(RestorationError.tooLarge(byteCount: 1_048_577, limit: 1_048_576).description
            == "the saved navigation is 1048577 bytes long; the limit is 1048576")
    }

    // Promise: more entries than the limit, in one stack or over all of them, are refused,
    // saying how many were found; exactly the limit restores.
    @Test func entriesPastTheLimitAreRefused() throws {
        #expect(Self.entries == 10_000)
        #expect(throws: RestorationError.tooManyEntries(atLeast: Self.entries + 1, limit: Self.entries)) {
            try NavigationState<Shop>.restored(from: Self.single(Self.entries + 1))
        }
        #expect(try NavigationState<Shop>.restored(from: Self.single(Self.entries)).allStacks[0].stack.count == Self.entries)
        #expect(throws: RestorationError.tooManyEntries(atLeast: Self.entries + 1, limit: Self.entries)) {
            try NavigationState<Shop>.restored(from: Self.spread(perTab: 3_000, inSheet: 1_001))
        }
        let full = try NavigationState<Shop>.restored(from: Self.spread(perTab: 3_000, inSheet: 1_000))
        #expect(full.allStacks.map(\.stack.count).reduce(0, +) == Self.entries)
        #expect(RestorationError.tooManyEntries(atLeast: 10_001, limit: 10_000).description
            == "the saved navigation holds at least 10001 screen entries; the limit is 10000")
    }

    // Promise: a stack is counted before its entries are read: one past the limit is refused for
    // its size even when its first entry would not decode.
    @Test func aHugeStackIsRefusedBeforeItsEntriesAreRead() throws {
        let count = 2 * Self.entries
        let entries = #"[{"id":1,"screen":{"wishlist":{}}},"# + Self.stack(2...count).dropFirst()
        let data = J.envelope(J.state(root: J.root(0, stack: entries), next: count + 1))
        #expect(throws: RestorationError.tooManyEntries(atLeast: count, limit: Self.entries)) {
            try NavigationState<Shop>.restored(from: data)
        }
    }

    // Promise: the limits are restoration's: plain Codable decoding of a value (inside an app's
    // own document) reads any number of entries.
    @Test func plainDecodingHasNoEntryLimit() throws {
        let data = J.state(root: J.root(0, stack: Self.stack(1...(Self.entries + 1))), next: Self.entries + 2)
        let state = try JSONDecoder().decode(NavigationState<Shop>.self, from: Data(data.utf8))
        #expect(state.allStacks[0].stack.count == Self.entries + 1)
    }
}
