import Wayfinder

/// Records what happens to a navigator, for replaying it later as a test: each command's value,
/// each link, what the user did, each step and how it ended, and each request's outcome.
///
/// Nothing is recorded unless the app makes a recorder and starts it, and in release builds
/// not even then unless the app says so (`inReleaseBuilds: true`). The recorder keeps at most
/// ``capacity`` events, the newest, from a moment the navigator was at rest, so the memory it
/// holds is bounded and what it keeps replays from its start.
///
/// ```swift
/// let recorder = SessionRecorder<Screen>(redactingScreen: { screen in
///     if case .order = screen { return .order(0) }   // order numbers stay on the device
///     return screen
/// })
/// recorder.start(following: navigator)
/// // … later, from a debug menu:
/// try recorder.recording?.jsonLines().write(to: FileManager.default.temporaryDirectory.appending(path: "session.jsonl"))
/// ```
@MainActor
public final class SessionRecorder<Screen: Hashable & Sendable & Codable> {
    /// The most events kept: past it, the oldest are let go of, from the first moment of rest
    /// that leaves at most half as many.
    public let capacity: Int

    private let clock: @MainActor () -> Duration
    private let inReleaseBuilds: Bool
    private var transcriber: EventTranscriber<Screen>

    private weak var navigator: Navigator<Screen>?
    private var capabilities: HostCapabilities?
    /// The value the kept events start from; `nil` while the recorder waits for a moment of rest.
    private var base: NavigationState<Screen>?
    private var events: [RecordedEvent<Screen>] = []
    /// Where the navigator was at rest: after `index` events, at `value`.
    private var restPoints: [(index: Int, value: NavigationState<Screen>)] = []
    private var dropped = 0
    private var rest: RestWatch?
    /// The clock's time when the recording began.
    private var startTime: Duration = .zero

    /// A recorder that is not recording yet.
    ///
    /// - Parameters:
    ///   - capacity: The most events kept (at least 2).
    ///   - clock: The time now, from which each event's time since the recording began is
    ///     taken: by default a monotonic clock; in tests, the simulated host's virtual clock
    ///     (`{ host.clock.now }`).
    ///   - inReleaseBuilds: Whether ``start(following:)`` records in a release build.
    ///   - redactingScreen: What a screen is recorded as: mask what the app keeps private. For
    ///     an exact replay, keep screens that differ different (a stable mask per value).
    ///   - redactingText: What a link's text and an alert's typed text are recorded as.
    public init(
        capacity: Int = 10_000,
        clock: (@MainActor () -> Duration)? = nil,
        inReleaseBuilds: Bool = false,
        redactingScreen: ((Screen) -> Screen)? = nil,
        redactingText: ((String) -> String)? = nil
    ) {
        self.capacity = max(capacity, 2)
        if let clock {
            self.clock = clock
        } else {
            let start = ContinuousClock.now
            self.clock = { ContinuousClock.now - start }
        }
        self.inReleaseBuilds = inReleaseBuilds
        transcriber = EventTranscriber(redactingScreen: redactingScreen, redactingText: redactingText)
    }

    /// Whether a build of this configuration records: debug builds do, release builds only when
    /// the recorder was made `inReleaseBuilds`.
    public var isAllowed: Bool {
        #if DEBUG
            true
        #else
            inReleaseBuilds
        #endif
    }

    /// Whether the recorder follows a navigator.
    public var isRecording: Bool { navigator != nil }

    /// Starts recording `navigator` (one recorder per navigator), from now or, if a change is
    /// on its way to the screen, from the next moment the navigator is at rest.
    public func start(following navigator: Navigator<Screen>) {
        guard isAllowed else { return }
        stop()
        self.navigator = navigator
        (events, restPoints, dropped, base) = ([], [], 0, nil)
        transcriber.reset()
        startTime = clock()
        let watch = RestWatch { [weak self] in self?.noteRest() }
        rest = watch
        navigator.follow(by: watch)
        // A recorder released without stop() takes its hook off at the next event.
        navigator.onEvent = { [weak self, weak navigator] event in
            guard let self else {
                navigator?.onEvent = nil
                return
            }
            record(event)
        }
        noteRest()
    }

    /// Stops recording; what was recorded stays in ``recording``.
    public func stop() {
        navigator?.onEvent = nil
        navigator = nil
        rest = nil
    }

    /// What was recorded, from the oldest event kept; `nil` until the navigator has been at
    /// rest on a host since the recording began (or since the recorder last let go of events).
    public var recording: SessionRecording<Screen>? {
        guard let base, let capabilities else { return nil }
        return SessionRecording(
            start: base, capabilities: capabilities, events: events, droppedEventCount: dropped,
            masksScreens: transcriber.redactingScreen != nil, masksText: transcriber.redactingText != nil)
    }

    /// Marks this moment, under `name`: a test exported from the recording checks what is shown
    /// here. Mark what a tester would look at (a screen reached, a step of a flow).
    ///
    /// ```swift
    /// recorder.mark("the order is confirmed")
    /// ```
    public func mark(_ name: String) {
        guard navigator != nil, base != nil else { return }
        append(.mark(name))
    }

    /// How many events the recorder holds now.
    public var keptEventCount: Int { events.count }

    // MARK: Recording

    private func record(_ event: NavigatorEvent<Screen>) {
        guard base != nil else {
            dropped += 1
            return
        }
        append(transcriber.kind(of: event))
    }

    private func append(_ kind: RecordedEvent<Screen>.Kind) {
        events.append(RecordedEvent(time: clock() - startTime, kind: kind))
        if events.count > capacity { letGoOfOldest() }
    }

    /// After a change: where the navigator is at rest, a later recording may start.
    private func noteRest() {
        guard let navigator, navigator.isAtRest else { return }
        if base == nil {
            base = transcriber.redacted(navigator.state)
            capabilities = navigator.hostCapabilities
            events = []
        } else if restPoints.last?.index != events.count {
            restPoints.append((events.count, transcriber.redacted(navigator.state)))
        }
    }

    /// Keeps the events from the first rest that leaves at most half the capacity, or, when no
    /// rest is that recent, none until the next rest.
    private func letGoOfOldest() {
        let from = events.count - capacity / 2
        if let rest = restPoints.first(where: { $0.index >= from }) {
            events.removeFirst(rest.index)
            dropped += rest.index
            base = rest.value
            restPoints = restPoints.filter { $0.index > rest.index }.map { ($0.index - rest.index, $0.value) }
        } else {
            dropped += events.count
            (events, restPoints, base) = ([], [], nil)
        }
    }
}

/// Tells the recorder after each change of the navigator's.
@MainActor
private final class RestWatch: NavigatorFollower {
    let changed: @MainActor () -> Void
    init(_ changed: @escaping @MainActor () -> Void) { self.changed = changed }
    func navigatorDidChange() { changed() }
}
