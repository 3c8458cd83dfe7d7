import Foundation
import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// A Shop session recorded once and checked in (`Recordings/shop-session.jsonl`): today's
/// navigator replays it exactly, so a change that makes the navigator decide otherwise (a
/// planner that plans another step) fails here with the first event that differs.
///
/// After a deliberate change of behaviour, write the file again:
///
///     WAYFINDER_WRITE_RECORDINGS=1 swift test --filter ShopRecordingTests
@MainActor
@Suite("The Shop's recorded session")
struct ShopRecordingTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Recordings/shop-session.jsonl")

    @Test func theCheckedInSessionReplaysAsRecorded() throws {
        let recording = try SessionRecording<ShopScreen>(jsonLines: Data(contentsOf: Self.file))
        let report = recording.replay()
        #expect(report.divergence == nil, "\(report)")
        #expect(
            report.shown.tree() == """
                root main: tabs
                  catalog: catalog › product(7)
                  cart*: cart
                  profile: profile › orders
                """)
    }

    @Test func theSessionRecordsAsCheckedIn() throws {
        let data = try ShopSession.record().0.jsonLines()
        if ProcessInfo.processInfo.environment["WAYFINDER_WRITE_RECORDINGS"] == "1" {
            try data.write(to: Self.file)
        }
        let checkedIn = try Data(contentsOf: Self.file)
        #expect(
            data == checkedIn,
            "the session records differently; if that is meant, WAYFINDER_WRITE_RECORDINGS=1 swift test --filter ShopRecordingTests")
    }

    static let exportedTest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ExportedShopSessionTests.swift")

    /// The checked-in session exported as a test: the file beside this one, which runs with
    /// these tests. Written again with the recording.
    @Test func theSessionExportsAsTheCheckedInTest() throws {
        let recording = try SessionRecording<ShopScreen>(jsonLines: Data(contentsOf: Self.file))
        let source = try recording.exportedTest(named: "shopSessionReplaysOnTheTestbed", imports: ["ShopApp"])
        if ProcessInfo.processInfo.environment["WAYFINDER_WRITE_RECORDINGS"] == "1" {
            try source.write(to: Self.exportedTest, atomically: true, encoding: .utf8)
        }
        // The moment the app marked: what was shown there.
        #expect(
            source.contains(
                [
                    "    // the order from the link", "    #expect(", "        testbed.navigator.shown.tree() == \"\"\"",
                    "            root main: tabs", "              catalog: catalog › product(7)", "              cart: cart",
                    "              profile*: profile › orders › order(42)",
                ].joined(separator: "\n")))
        #expect(
            source == (try String(contentsOf: Self.exportedTest, encoding: .utf8)),
            "the export differs; if that is meant, WAYFINDER_WRITE_RECORDINGS=1 swift test --filter ShopRecordingTests")
    }
}
