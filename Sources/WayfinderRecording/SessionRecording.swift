import Foundation
import Wayfinder

/// A recorded session: the value a navigator started from, the host it was shown on, and every
/// event since, written as JSON Lines (a header line, then one line per event).
///
/// ```swift
/// let recording = try SessionRecording<Screen>(jsonLines: data)
/// for line in recording.lines { print(line) }   // "0 ms  step: set tab catalog [catalog#3, product(7)#6] (animated)"
/// ```
public struct SessionRecording<Screen: Hashable & Sendable & Codable>: Hashable, Sendable {
    /// The format this version of Wayfinder writes, and the newest it reads.
    public static var version: Int { 1 }
    /// The largest file read: longer recordings are refused with ``RecordingError/tooLarge(byteCount:limit:)``.
    public static var maximumBytes: Int { 64 << 20 }

    /// The value the navigator held when the recording began, at rest on its host.
    public internal(set) var start: NavigationState<Screen>
    /// What the host could do.
    package var capabilities: HostCapabilities
    /// The events, in the order the navigator took them.
    package var events: [RecordedEvent<Screen>]
    /// How many events the recorder let go of before the first one kept.
    public internal(set) var droppedEventCount: Int
    /// Whether the app masked screens (steps are then named by what they act on) and text.
    package var masksScreens: Bool
    package var masksText: Bool

    package init(
        start: NavigationState<Screen>, capabilities: HostCapabilities, events: [RecordedEvent<Screen>],
        droppedEventCount: Int = 0, masksScreens: Bool = false, masksText: Bool = false
    ) {
        self.start = start
        self.capabilities = capabilities
        self.events = events
        self.droppedEventCount = droppedEventCount
        self.masksScreens = masksScreens
        self.masksText = masksText
    }

    /// How many events the recording holds.
    public var count: Int { events.count }

    /// The text of every link opened, in order (as the redactor left it): what a navigation
    /// map compares with the links it declares.
    ///
    /// ```swift
    /// let findings = map.compared(
    ///     openedLinks: recording.openedLinks,
    ///     seenTransitions: NavigationMap.transitions(seenIn: recording.values, naming: \.mapName))
    /// ```
    public var openedLinks: [String] {
        events.compactMap { event in if case .link(let text) = event.kind { text } else { nil } }
    }

    /// The value at the start and after each command, in order: where a navigation map reads
    /// the pushes and presentations a session made (`NavigationMap.transitions(seenIn:naming:)`).
    ///
    /// ```swift
    /// recording.values.last?.topEntry?.screen   // the screen on top after the last command
    /// ```
    public var values: [NavigationState<Screen>] {
        [start] + events.compactMap { event in if case .command(let value, _, _) = event.kind { value } else { nil } }
    }

    /// Each event in words, with its time: what a reader of the session wants.
    public var lines: [String] { events.map { $0.description } }

    /// The recording as JSON Lines: a header, then one line per event, each ending with a newline.
    ///
    /// ```swift
    /// try recorder.recording?.jsonLines().write(to: url)
    /// ```
    public func jsonLines() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(
            RecordingHeader(
                format: RecordingHeader<Screen>.formatName, version: Self.version, restorationFormat: NavigationState<Screen>.restorationFormat,
                start: start, capabilities: capabilities, droppedEvents: droppedEventCount, masksScreens: masksScreens,
                masksText: masksText))
        data.append(0x0A)
        for event in events {
            data.append(try encoder.encode(EventLine(event)))
            data.append(0x0A)
        }
        return data
    }

    /// Reads a recording written by ``jsonLines()``.
    ///
    /// ```swift
    /// let recording = try SessionRecording<Screen>(jsonLines: Data(contentsOf: url))
    /// ```
    ///
    /// - Throws: A ``RecordingError`` that says what was wrong and where; nothing is read.
    public init(jsonLines data: Data) throws(RecordingError) {
        guard data.count <= Self.maximumBytes else { throw .tooLarge(byteCount: data.count, limit: Self.maximumBytes) }
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard data.last == 0x0A else { throw .truncated(line: max(lines.count, 1)) }
        lines.removeLast()  // after the last newline
        let decoder = JSONDecoder()
        let header = try Self.header(lines[0], decoder)
        var events: [RecordedEvent<Screen>] = []
        for (index, line) in lines.enumerated().dropFirst() {
            let number = index + 1
            do {
                events.append(try decoder.decode(EventLine<Screen>.self, from: Data(line)).recordedEvent())
            } catch let error as RecordingError {
                throw error
            } catch {
                throw .corrupt(line: number, reason: Self.reason(error))
            }
        }
        self.init(
            start: header.start, capabilities: header.capabilities, events: events, droppedEventCount: header.droppedEvents,
            masksScreens: header.masksScreens, masksText: header.masksText)
    }

    private static func header(_ line: Data.SubSequence, _ decoder: JSONDecoder) throws(RecordingError) -> RecordingHeader<Screen> {
        let probe: RecordingHeader<Screen>.Probe
        do {
            probe = try decoder.decode(RecordingHeader<Screen>.Probe.self, from: Data(line))
        } catch {
            throw .corrupt(line: 1, reason: "not the header of a Wayfinder recording (\(reason(error)))")
        }
        guard probe.format == RecordingHeader<Screen>.formatName else {
            throw .corrupt(line: 1, reason: "not the header of a Wayfinder recording")
        }
        guard probe.version <= version else { throw .newerVersion(probe.version, supported: version) }
        do {
            let header = try decoder.decode(RecordingHeader<Screen>.self, from: Data(line))
            guard header.restorationFormat == NavigationState<Screen>.restorationFormat else {
                throw RecordingError.corrupt(line: 1, reason: "the starting value is in restoration format \(header.restorationFormat)")
            }
            guard header.droppedEvents >= 0 else { throw RecordingError.corrupt(line: 1, reason: "a negative count of dropped events") }
            return header
        } catch let error as RecordingError {
            throw error
        } catch {
            throw .corrupt(line: 1, reason: reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? DecodingError {
            switch error {
            case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
                let path = context.codingPath.map { $0.stringValue }.joined(separator: ".")
                return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
            @unknown default: return "\(error)"
            }
        }
        return "\(error)"
    }
}
