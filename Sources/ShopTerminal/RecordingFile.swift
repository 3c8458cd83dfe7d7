import Foundation
import ShopApp
import Wayfinder
import WayfinderRecording

/// Why the demo cannot read a recording or write one; the demo says it and exits non-zero.
public enum RecordingFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file cannot be read, and the system's reason.
    case unreadable(String, reason: String)
    /// The file holds no recording of this app, and the typed reason.
    case corrupted(String, RecordingError)
    /// The file cannot be written, and the system's reason.
    case unwritable(String, reason: String)

    /// Whether the file held something other than a recording (rather than nothing readable).
    public var isCorrupted: Bool { if case .corrupted = self { true } else { false } }

    /// What went wrong, naming the file.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot replay \(path): \(reason)"
        case .corrupted(let path, let error): "cannot replay \(path): \(error)"
        case .unwritable(let path, let reason): "cannot record to \(path): \(reason)"
        }
    }
}

/// A session of the Shop recorded as JSON Lines: `--record FILE` writes it when the demo quits
/// (or the script ends), `--replay FILE` plays it back.
///
/// ```swift
/// let file = RecordingFile(path: "session.jsonl")
/// let recorder = file.recorder(for: demo)     // at launch
/// try file.write(recorder)                    // on quitting
/// let recording = try file.contents()         // the next run, with --replay
/// ```
public struct RecordingFile: Sendable {
    /// Where the file is.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// A recorder following the demo's navigator on its phone's clock, in any build.
    @MainActor
    public func recorder(for demo: ShopDemo) -> SessionRecorder<ShopScreen> {
        let clock = demo.phone.host.clock
        let recorder = SessionRecorder<ShopScreen>(clock: { clock.now }, inReleaseBuilds: true)
        recorder.start(following: demo.app.navigator)
        return recorder
    }

    /// Writes what `recorder` recorded.
    @MainActor
    public func write(_ recorder: SessionRecorder<ShopScreen>) throws(RecordingFileError) {
        do {
            let data = try (recorder.recording?.jsonLines() ?? Data())
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw .unwritable(path, reason: (error as NSError).localizedDescription)
        }
    }

    /// The recording the file holds.
    public func contents() throws(RecordingFileError) -> SessionRecording<ShopScreen> {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path, reason: (error as NSError).localizedDescription)
        }
        do throws(RecordingError) {
            return try SessionRecording<ShopScreen>(jsonLines: data)
        } catch {
            throw .corrupted(path, error)
        }
    }
}
