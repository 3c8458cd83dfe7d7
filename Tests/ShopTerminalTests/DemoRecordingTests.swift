import Foundation
import ShopApp
import ShopTerminal
import Testing
import Wayfinder
import WayfinderTerminal
import WayfinderTesting

/// `--record FILE`, `--replay FILE` and `--replay FILE --export-test`: a scenario script
/// recorded, read back, stepped through forward and back, printed as a timeline and exported.
@MainActor
@Suite("Recorded sessions in the demo")
struct DemoRecordingTests {
    /// Scenario S9 (the user's hand: cancelled and finished swipes), recorded to a file.
    static func recordedScenario() throws -> (SessionRecording<ShopScreen>, ShopDemo) {
        let file = RecordingFile(path: try ScriptFileTests.folder().appendingPathComponent("session.jsonl").path)
        let demo = ShopDemo(signedIn: false)
        demo.settleTransitions()
        let recorder = file.recorder(for: demo)
        let script = try String(contentsOf: ScriptModeTests.scripts[8], encoding: .utf8)
        _ = ScriptRunner(demo: demo, print: { _ in }).run(script.split(separator: "\n", omittingEmptySubsequences: false))
        try file.write(recorder)
        return (try file.contents(), demo)
    }

    @Test func aRecordedScriptReplaysAsATimeline() throws {
        let (recording, demo) = try Self.recordedScenario()
        #expect(recording.count > 20)
        var output: [String] = []
        #expect(ReplayViewer(recording: recording, name: "session.jsonl").timeline { output.append($0) })
        #expect(output.last == "replayed \(recording.count) events as recorded")
        #expect(output.contains("0 ms  step: replace root with main#4 (animated)"))
        #expect(recording.replay().shown == demo.navigator.shown)
    }

    @Test func keysStepForwardAndBackThroughTheEvents() throws {
        let (recording, _) = try Self.recordedScenario()
        let viewer = ReplayViewer(recording: recording, name: "session.jsonl")
        #expect(viewer.frame(columns: 80, rows: 40).contains("  root signIn: signIn"))
        viewer.press(.character("G"))
        #expect(viewer.position == recording.count)
        let end = viewer.frame(columns: 80, rows: 40)
        #expect(end.first == "session.jsonl: event \(recording.count) of \(recording.count)")
        #expect(end.contains("  root main: tabs"))
        viewer.press(.character("p"))
        viewer.press(.up)
        #expect(viewer.position == recording.count - 2)
        viewer.press(.character("n"))
        #expect(viewer.position == recording.count - 1)
        viewer.press(.character("g"))
        #expect(viewer.position == 0)
        viewer.press(.up)
        #expect(viewer.position == 0)
    }

    @Test func aRecordingExportsAsATest() throws {
        let (recording, _) = try Self.recordedScenario()
        let source = try recording.exportedTest(named: "replayedSession", imports: ["ShopApp"])
        #expect(source.contains("@Test func replayedSession() throws {"))
        #expect(source.contains("    testbed.host.swipeBack(cancelled: true)"))
        #expect(source.contains("import ShopApp"))
    }

    @Test func aFileThatIsNoRecordingSaysWhy() throws {
        let path = try ScriptFileTests.folder().appendingPathComponent("not-a-recording.jsonl").path
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: RecordingFileError.self) { try RecordingFile(path: path).contents() }
        let missing = RecordingFile(path: path + ".missing")
        do throws(RecordingFileError) {
            _ = try missing.contents()
            Issue.record("a missing file was read")
        } catch {
            #expect(!error.isCorrupted)
            #expect(error.description.hasPrefix("cannot replay \(path).missing"))
        }
    }
}
