import Foundation
import Wayfinder

extension SessionRecording {
    /// Replays the recording on a navigator of its own and reports the first event where what
    /// the navigator does differs from what was recorded.
    ///
    /// The navigator starts at the recording's start, on a host that does what the recorded host
    /// did, when it did it: each command's value is given again, each step is ended as it ended,
    /// each gesture reported as it was. What the navigator decides (the steps it asks for, how
    /// each request ends, the values it takes) is compared, event by event.
    ///
    /// ```swift
    /// let report = try SessionRecording<Screen>(jsonLines: data).replay()
    /// #expect(report.divergence == nil, "\(report)")
    /// ```
    @MainActor
    public func replay() -> ReplayReport<Screen> {
        replay { _, _ in }
    }

    /// ``replay()``, telling `afterEach` how many events have been taken and what is shown,
    /// after each event given to the navigator.
    @MainActor
    package func replay(afterEach: (_ eventsTaken: Int, _ shown: NavigationState<Screen>) -> Void) -> ReplayReport<Screen> {
        let host = ScriptedHost<Screen>(capabilities: capabilities)
        let navigator = Navigator(start)
        navigator.attach(host)
        host.settle()
        var transcriber = EventTranscriber<Screen>(replaying: self)
        var cursor = 0
        var divergence: Divergence?
        var steps: [String] = []
        var statesBeforeCommands: [Int: NavigationState<Screen>] = [:]
        func diverge(_ actual: String) {
            guard divergence == nil else { return }
            let expected = cursor < events.count ? events[cursor].description : "the end of the recording"
            let context = events[max(0, cursor - 3)..<min(cursor, events.count)].map { $0.description }
            divergence = Divergence(event: cursor + 1, expected: expected, actual: actual, before: context)
        }
        func passNotes() {
            while cursor < events.count, events[cursor].role == .note { cursor += 1 }
        }
        navigator.onEvent = { event in
            let kind = transcriber.kind(of: event)
            if case .stepStarted(let line) = kind { steps.append(line.description) }
            guard divergence == nil else { return }
            passNotes()
            if cursor < events.count, events[cursor].kind == kind {
                cursor += 1
            } else {
                diverge("\(kind)")
            }
        }
        defer { navigator.onEvent = nil }
        while divergence == nil {
            passNotes()
            guard cursor < events.count else { break }
            let event = events[cursor]
            let before = cursor
            switch event.kind {
            case .command(let value, let animation, let request):
                statesBeforeCommands[request] = navigator.state
                navigator.update(animation: animation) { $0 = value }
            case .host(let hostEvent):
                host.events?(hostEvent)
            case .turnEnded:
                host.endTurn()
            case .stepEnded(let result):
                host.end(with: result)
            case .stepStarted, .outcome, .refused, .link, .mark:
                break
            }
            if divergence == nil, cursor == before {
                diverge("nothing (\(Self.situation(of: navigator, host)))")
            }
            afterEach(cursor, navigator.shown)
        }
        return ReplayReport(
            divergence: divergence, eventsReplayed: divergence?.event ?? events.count, steps: steps,
            state: navigator.state, shown: navigator.shown, statesBeforeCommands: statesBeforeCommands)
    }

    /// What the navigator waits for, in words.
    @MainActor
    private static func situation(of navigator: Navigator<Screen>, _ host: ScriptedHost<Screen>) -> String {
        var words: [String] = []
        if let step = navigator.transitionInFlight { words.append("the step in flight is \(step)") }
        if navigator.isInteracting { words.append("a gesture is in progress") }
        if host.waitsForEndOfTurn { words.append("the navigator waits for the end of the turn") }
        if words.isEmpty { words.append(navigator.shown == navigator.state ? "the navigator is at rest" : "the navigator waits") }
        return words.joined(separator: "; ")
    }
}

/// What replaying a recording did: the first divergence, if any, and what the navigator showed
/// at the end.
///
/// ```swift
/// let report = recording.replay()
/// #expect(report.divergence == nil, "\(report)")
/// #expect(report.shown.tree() == "root main: cart › product(12)")
/// ```
public struct ReplayReport<Screen: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The first event where the replay differed from the recording; `nil` when it did not.
    public var divergence: Divergence?
    /// How many events were replayed (up to the divergence).
    public var eventsReplayed: Int
    /// The steps the replaying navigator asked for, in order, as the recording names them.
    public var steps: [String]
    /// The replaying navigator's ``Navigator/state`` at the end.
    public var state: NavigationState<Screen>
    /// The replaying navigator's ``Navigator/shown`` at the end.
    public var shown: NavigationState<Screen>
    /// The navigator's `state` just before each command, by the command's request number.
    package var statesBeforeCommands: [Int: NavigationState<Screen>]

    public var description: String {
        if let divergence { return "\(divergence)" }
        return "replayed \(eventsReplayed) events as recorded; shown at the end:\n\(shown.tree(identities: true))"
    }
}

/// Where a replay first differed from its recording, with both sides.
///
/// ```swift
/// if let divergence = recording.replay().divergence {
///     print(divergence)   // replay differs from the recording at event 16 (line 17): recorded: …
/// }
/// ```
public struct Divergence: Hashable, Sendable, CustomStringConvertible {
    /// The event's number in the recording (the header is line 1, so the event is on line `event + 1`).
    public var event: Int
    /// What the recording says happened there.
    public var expected: String
    /// What the replaying navigator did instead.
    public var actual: String
    /// The events before it, for context.
    public var before: [String]

    public var description: String {
        func indented(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\n            ") }
        return """
            replay differs from the recording at event \(event) (line \(event + 1)):
              recorded: \(indented(expected))
              replayed: \(indented(actual))
            after the events:
            \(before.map { "  " + indented($0) }.joined(separator: "\n"))
            """
    }
}
