import Wayfinder

/// Writes a navigator's events down as a recording holds them, masking what the app keeps
/// private: the recorder's, and a replay's to compare what it sees with what was recorded.
@MainActor
package struct EventTranscriber<Screen: Hashable & Sendable & Codable> {
    /// What a screen is recorded as, when the app masks screens.
    package let redactingScreen: ((Screen) -> Screen)?
    /// What a link's or an alert's text is recorded as, when the app masks text.
    package let redactingText: ((String) -> String)?
    /// The requests seen begin, by their number, until they end.
    private var requestNumbers: [ObjectIdentifier: (request: NavigationRequest, number: Int)] = [:]
    private var requestCount: Int

    /// A transcriber that numbers the next request `firstRequest`.
    package init(
        redactingScreen: ((Screen) -> Screen)?, redactingText: ((String) -> String)?, firstRequest: Int = 1
    ) {
        self.redactingScreen = redactingScreen
        self.redactingText = redactingText
        requestCount = firstRequest - 1
    }

    /// A replay's transcriber: the masks are applied already; only the form they left matters.
    package init(replaying recording: SessionRecording<Screen>) {
        self.init(
            redactingScreen: recording.masksScreens ? { $0 } : nil, redactingText: recording.masksText ? { $0 } : nil,
            firstRequest: recording.events.lazy.compactMap { $0.requestBegun }.first ?? 1)
    }

    /// Forgets the requests seen: a new recording numbers from 1.
    package mutating func reset() {
        requestNumbers = [:]
        requestCount = 0
    }

    /// The event as a recording holds it.
    package mutating func kind(of event: NavigatorEvent<Screen>) -> RecordedEvent<Screen>.Kind {
        switch event {
        case .command(let value, let animation, let request):
            requestCount += 1
            requestNumbers[ObjectIdentifier(request)] = (request, requestCount)
            return .command(redacted(value), animation, request: requestCount)
        case .refused(let error): return .refused(redactingText == nil ? "\(error)" : "refused")
        case .link(let text): return .link(redactingText?(text) ?? text)
        case .host(let event): return .host(redacted(event))
        case .turnEnded: return .turnEnded
        case .stepStarted(let step): return .stepStarted(.step(step, masked: redactingScreen != nil))
        case .stepEnded(let result): return .stepEnded(result)
        case .outcome(let request, let outcome):
            let number = requestNumbers.removeValue(forKey: ObjectIdentifier(request))?.number
            let refusalMasked = redactingText != nil && { if case .refused = outcome { true } else { false } }()
            return .outcome(request: number, refusalMasked ? "refused" : outcome.description)
        }
    }

    /// The value with each screen as the app records it.
    package func redacted(_ value: NavigationState<Screen>) -> NavigationState<Screen> {
        guard let redactingScreen else { return value }
        var masked = value
        for (location, stack) in value.allStacks {
            masked.setStack(ScreenStack(stack.entries.map { Entry(id: $0.id, screen: redactingScreen($0.screen)) }), at: location)
        }
        return masked
    }

    private func redacted(_ event: HostEvent) -> HostEvent {
        guard let redactingText else { return event }
        func masked(_ change: UserChange) -> UserChange {
            guard case .answeredAlert(let id, let button, let text) = change else { return change }
            return .answeredAlert(id, button: button, text: text.map(redactingText))
        }
        switch event {
        case .interactionEnded(let change?): return .interactionEnded(masked(change))
        case .userChanged(let change): return .userChanged(masked(change))
        default: return event
        }
    }
}

extension RecordedEvent {
    /// The number of the request a command began.
    package var requestBegun: Int? {
        if case .command(_, _, let request) = kind { return request }
        return nil
    }
}
