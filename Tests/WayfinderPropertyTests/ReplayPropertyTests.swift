import Foundation
import PropertyBased
import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// Every random sequence of the property suite, recorded on the simulated host, written as JSON
/// Lines, read back and replayed: the replay diverges nowhere, shows the identical tree and asks
/// for the identical steps (the simulated host's own transcript of them).
@MainActor
@Suite("Replay is exact")
struct ReplayPropertyTests {
    @Test func everyRecordedSequenceReplaysExactly() async {
        await propertyCheck(count: NavigationPropertyTests.runs, input: NavigationPropertyTests.sequences) { codes in
            let problems = Self.replayProblems(codes.map(ShopAction.init(code:)), signedIn: codes.count % 2 == 0)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\nactions: \(codes.map(ShopAction.init(code:)))")
        }
    }

    /// Records the actions from a settled launch, replays the recording read back from its file,
    /// and returns every difference.
    static func replayProblems(_ actions: [ShopAction], signedIn: Bool) -> [String] {
        let (app, host, _) = NavigationPropertyTests.launch(signedIn: signedIn)
        host.settle()
        // CI runs this suite in release builds too, where a recorder records only when allowed.
        let recorder = SessionRecorder<ShopScreen>(capacity: 100_000, clock: { host.clock.now }, inReleaseBuilds: true)
        recorder.start(following: app.navigator)
        let linesBefore = host.transcript.count
        for action in actions { _ = action.perform(on: app, host: host) }
        ShopAction.closeShareSheet(on: host)
        host.settle(limit: 20_000)
        recorder.stop()
        guard let recorded = recorder.recording else { return ["nothing recorded: the Shop never came to rest"] }
        let recording: SessionRecording<ShopScreen>
        do {
            recording = try SessionRecording<ShopScreen>(jsonLines: try recorded.jsonLines())
        } catch {
            return ["the recording does not read back: \(error)"]
        }
        if recording != recorded { return ["the recording read back differs from the one written"] }
        let report = recording.replay()
        var problems: [String] = []
        if let divergence = report.divergence { problems.append("\(divergence)") }
        let shownSteps = host.transcript.dropFirst(linesBefore).map { $0.text }
            .filter { $0.hasPrefix("» ") && !$0.hasPrefix("» failed") }.map { String($0.dropFirst(2)) }
        if report.steps != shownSteps { problems.append("steps replayed \(report.steps)\n≠ steps shown \(shownSteps)") }
        if report.shown.tree(identities: true) != app.navigator.shown.tree(identities: true) {
            problems.append("replay shows\n\(report.shown.tree(identities: true))\n≠ shown\n\(app.navigator.shown.tree(identities: true))")
        }
        if report.state != app.navigator.state { problems.append("replay's state differs") }
        return problems
    }
}
