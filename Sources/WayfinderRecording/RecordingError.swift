/// Why a recording could not be read. Nothing is read from a file that gives one.
///
/// ```swift
/// do throws(RecordingError) {
///     let recording = try SessionRecording<Screen>(jsonLines: data)
///     print(recording.count, "events")
/// } catch .newerVersion(let version, _) {
///     print("recorded by a newer Wayfinder (format \(version))")
/// } catch {
///     print("not a recording:", error)
/// }
/// ```
public enum RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is larger than the reader takes.
    case tooLarge(byteCount: Int, limit: Int)
    /// The file ends inside a line (a write cut short), or holds no header.
    case truncated(line: Int)
    /// The file was written in a newer format than this version of Wayfinder reads.
    case newerVersion(Int, supported: Int)
    /// This line is not what a recording holds there.
    case corrupt(line: Int, reason: String)

    public var description: String {
        switch self {
        case .tooLarge(let count, let limit): "the recording has \(count) bytes, more than the \(limit) read"
        case .truncated(let line): "the recording ends inside line \(line)"
        case .newerVersion(let version, let supported):
            "the recording is in format \(version); this version of Wayfinder reads format \(supported) and older"
        case .corrupt(let line, let reason): "line \(line) of the recording: \(reason)"
        }
    }
}
