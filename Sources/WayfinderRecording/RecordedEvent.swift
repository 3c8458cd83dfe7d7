import Wayfinder

/// One line of a recording: what happened to the navigator, and when.
package struct RecordedEvent<Screen: Hashable & Sendable & Codable>: Hashable, Sendable, CustomStringConvertible {
    /// Time since the recording began, by the recorder's clock.
    package var time: Duration
    package var kind: Kind

    package init(time: Duration, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    package enum Kind: Hashable, Sendable {
        /// A command was accepted and `state` became the value; its request has this number.
        case command(NavigationState<Screen>, AnimationPolicy, request: Int)
        /// A command was refused (the reason, as text); nothing changed.
        case refused(String)
        /// A link was opened (its text, redacted).
        case link(String)
        /// The app marked a moment (``SessionRecorder/mark(_:)``): an exported test checks what
        /// is shown there.
        case mark(String)
        /// The host reported what the user did.
        case host(HostEvent)
        /// The end of the turn the navigator waited for.
        case turnEnded
        /// A step began (its transcript line).
        case stepStarted(StepLine<Screen>)
        /// The step in flight ended.
        case stepEnded(StepResult)
        /// A request ended (its number; `nil` for one the recording did not see begin).
        case outcome(request: Int?, String)
    }

    /// How replay treats the event.
    package enum Role {
        /// Replay gives it to the navigator: a command, the host's doing, time.
        case input
        /// Replay expects the navigator to do it.
        case output
        /// Said for the reader; replay passes over it (links and refusals change nothing,
        /// and the command a link made is recorded itself).
        case note
    }

    package var role: Role {
        switch kind {
        case .command, .host, .turnEnded, .stepEnded: .input
        case .stepStarted, .outcome: .output
        case .refused, .link, .mark: .note
        }
    }

    package var description: String {
        "\(Int((time / .milliseconds(1)).rounded())) ms  \(kind)"
    }
}

extension RecordedEvent.Kind: CustomStringConvertible {
    package var description: String {
        switch self {
        case .command(let value, let animation, let request):
            "command #\(request)\(animation == .none ? ", unanimated" : ""): \(value.tree(identities: true))"
        case .refused(let reason): "refused: \(reason)"
        case .link(let text): "link \(text)"
        case .mark(let name): "mark: \(name)"
        case .host(let event): "user: \(event.recordedText)"
        case .turnEnded: "end of turn"
        case .stepStarted(let line): "step: \(line)"
        case .stepEnded(.completed): "step completed"
        case .stepEnded(.failed(let failure)): "step failed: \(failure)"
        case .outcome(let request, let outcome): "request \(request.map { "#\($0)" } ?? "(before the recording)") ended: \(outcome)"
        }
    }
}

/// A step's transcript line: the step itself while recording, written out only when the
/// recording is (a step's line names every screen of its stack), or the line a file holds.
/// Two are equal when their lines are.
package enum StepLine<Screen: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// A step as the navigator asked for it; `masked`, named by what it acts on, without screens.
    case step(TransitionStep<Screen>, masked: Bool)
    /// A line read from a file.
    case line(String)

    package var description: String {
        switch self {
        case .step(let step, masked: false): step.description
        case .step(let step, masked: true): "\(FailedStep.Step(step))\(step.isAnimated ? " (animated)" : "")"
        case .line(let line): line
        }
    }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
    package func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

extension HostEvent {
    /// The event in words.
    var recordedText: String {
        switch self {
        case .interactionBegan: "gesture began"
        case .interactionEnded(nil): "gesture cancelled"
        case .interactionEnded(let change?): "gesture ended: \(change.recordedText)"
        case .userChanged(let change): change.recordedText
        case .transitionFellBack(let fallback): "transition fell back: \(fallback)"
        case .detached: "host detached"
        }
    }
}

extension UserChange {
    /// The change in words.
    var recordedText: String {
        switch self {
        case .popped(let location, let removed): "popped \(removed.map { $0.description }.joined(separator: ", ")) from \(location)"
        case .dismissed(let id): "dismissed \(id)"
        case .selectedTab(let id): "selected tab \(id)"
        case .answeredAlert(let id, let button, _): "answered alert \(id) with button \(button)"
        case .selectedDetent(let id, let detent): "dragged \(id) to \(detent)"
        }
    }
}
