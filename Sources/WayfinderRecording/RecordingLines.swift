import Wayfinder

// The lines of a recording's file, as JSON: a header, then one object per event, named by its
// "event" field, with only the fields that event has.

/// The first line.
struct RecordingHeader<Screen: Hashable & Sendable & Codable>: Codable {
    static var formatName: String { "wayfinder-recording" }

    var format: String
    var version: Int
    /// The format of `start`, as the navigation value's restoration data writes it.
    var restorationFormat: Int
    var start: NavigationState<Screen>
    var capabilities: HostCapabilities
    var droppedEvents: Int
    var masksScreens: Bool
    var masksText: Bool

    /// What is read first, so that a newer format is told from a corrupt file.
    struct Probe: Decodable {
        var format: String
        var version: Int
    }
}

/// A line after the header.
struct EventLine<Screen: Hashable & Sendable & Codable>: Codable {
    /// Microseconds since the recording began.
    var time: Int64
    var event: String
    var value: NavigationState<Screen>?
    var animated: Bool?
    var request: Int?
    var text: String?
    var user: HostEvent?
    var failure: RecordedFailure?

    init(_ recorded: RecordedEvent<Screen>) {
        time = Int64((recorded.time / .microseconds(1)).rounded())
        switch recorded.kind {
        case .command(let value, let animation, let request):
            (event, self.value, animated, self.request) = ("command", value, animation == .automatic, request)
        case .refused(let reason): (event, text) = ("refused", reason)
        case .link(let link): (event, text) = ("link", link)
        case .mark(let name): (event, text) = ("mark", name)
        case .host(let host): (event, user) = ("user", host)
        case .turnEnded: event = "endOfTurn"
        case .stepStarted(let line): (event, text) = ("stepStarted", line.description)
        case .stepEnded(.completed): event = "stepCompleted"
        case .stepEnded(.failed(let failed)): (event, failure) = ("stepFailed", RecordedFailure(failed))
        case .outcome(let request, let outcome): (event, self.request, text) = ("outcome", request, outcome)
        }
    }

    /// The event the line holds; a field an event needs that is missing is a corrupt line.
    func recordedEvent() throws -> RecordedEvent<Screen> {
        guard time >= 0 else { throw EventLineError.missing("a time not before the start") }
        func needed<Value>(_ value: Value?, _ name: String) throws -> Value {
            guard let value else { throw EventLineError.missing(name) }
            return value
        }
        let kind: RecordedEvent<Screen>.Kind
        switch event {
        case "command":
            // Decoding a value validates it.
            kind = .command(try needed(value, "value"), try needed(animated, "animated") ? .automatic : .none, request: try needed(request, "request"))
        case "refused": kind = .refused(try needed(text, "text"))
        case "link": kind = .link(try needed(text, "text"))
        case "mark": kind = .mark(try needed(text, "text"))
        case "user": kind = .host(try needed(user, "user"))
        case "endOfTurn": kind = .turnEnded
        case "stepStarted": kind = .stepStarted(.line(try needed(text, "text")))
        case "stepCompleted": kind = .stepEnded(.completed)
        case "stepFailed": kind = .stepEnded(.failed(try needed(failure, "failure").failedStep()))
        case "outcome": kind = .outcome(request: request, try needed(text, "text"))
        default: throw EventLineError.unknownEvent(event)
        }
        return RecordedEvent(time: .microseconds(time), kind: kind)
    }
}

/// What is wrong with an event's line.
enum EventLineError: Error, CustomStringConvertible {
    case missing(String)
    case unknownEvent(String)
    case unknownFailure(String)

    var description: String {
        switch self {
        case .missing(let field): "the event has no \(field)"
        case .unknownEvent(let name): "no event is named \"\(name)\""
        case .unknownFailure(let name): "no failure is named \"\(name)\""
        }
    }
}

/// A failed step, as a line holds it.
struct RecordedFailure: Codable {
    var step: FailedStep.Step
    var reason: String
    var after: Duration?
    var text: String?
    var stack: StackLocation?
    var tab: TabID?
    var layer: LayerID?

    init(_ failed: FailedStep) {
        step = failed.step
        switch failed.reason {
        case .alreadyPresenting: reason = "alreadyPresenting"
        case .foreignPresentation: reason = "foreignPresentation"
        case .transitionInFlight: reason = "transitionInFlight"
        case .notInWindow: reason = "notInWindow"
        case .presentsNothing: reason = "presentsNothing"
        case .sameControllerTwice: reason = "sameControllerTwice"
        case .noCompletion(let duration): (reason, after) = ("noCompletion", duration)
        case .platformRefused(let why): (reason, text) = ("platformRefused", why)
        case .noSuchStack(let location): (reason, stack) = ("noSuchStack", location)
        case .unknownTab(let id): (reason, tab) = ("unknownTab", id)
        case .layerNotFound(let id): (reason, layer) = ("layerNotFound", id)
        }
    }

    func failedStep() throws -> FailedStep {
        func needed<Value>(_ value: Value?, _ name: String) throws -> Value {
            guard let value else { throw EventLineError.missing(name) }
            return value
        }
        let failure: StepFailure
        switch reason {
        case "alreadyPresenting": failure = .alreadyPresenting
        case "foreignPresentation": failure = .foreignPresentation
        case "transitionInFlight": failure = .transitionInFlight
        case "notInWindow": failure = .notInWindow
        case "presentsNothing": failure = .presentsNothing
        case "sameControllerTwice": failure = .sameControllerTwice
        case "noCompletion": failure = .noCompletion(after: try needed(after, "after"))
        case "platformRefused": failure = .platformRefused(try needed(text, "text"))
        case "noSuchStack": failure = .noSuchStack(try needed(stack, "stack"))
        case "unknownTab": failure = .unknownTab(try needed(tab, "tab"))
        case "layerNotFound": failure = .layerNotFound(try needed(layer, "layer"))
        default: throw EventLineError.unknownFailure(reason)
        }
        return FailedStep(step: step, reason: failure)
    }
}
