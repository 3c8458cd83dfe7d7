#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a script cannot be read.
public enum ScriptFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path names a directory.
    case isDirectory(String)
    /// The file cannot be opened, and the system's reason.
    case cannotOpen(String, reason: String)
    /// Reading stopped before the end of the file, and the system's reason.
    case readFailed(String, reason: String)

    /// What went wrong, naming the script.
    public var description: String {
        switch self {
        case .isDirectory(let path): "\(path) is a directory, not a script"
        case .cannotOpen(let path, let reason): "cannot open the script \(path): \(reason)"
        case .readFailed(let path, let reason): "cannot read the script \(path) to its end: \(reason)"
        }
    }
}

/// A script's lines, read one at a time from a file or standard input: a script of any length
/// runs in the same memory, as it is never held whole. A line ends at `\n` or `\r\n`.
///
/// A directory is refused when it is opened; a read that fails ends the lines and is kept in
/// ``readError``, so it is not taken for the end of the script.
///
/// ```swift
/// let script = try ScriptFile(path: "Demo/Scripts/s01-router-over-a-stack.txt")
/// for line in script { print(line) }
/// if let error = script.readError { print(error) }
/// ```
public final class ScriptFile: Sequence, IteratorProtocol {
    /// The script's path (`-` for standard input).
    public let path: String
    /// Why reading stopped before the end of the file, once the lines have run out; `nil` when
    /// they ran to the end.
    public private(set) var readError: ScriptFileError?
    private let file: UnsafeMutablePointer<FILE>
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    /// The script at `path` (`-` for standard input).
    ///
    /// - Throws: ``ScriptFileError/isDirectory(_:)`` for a directory,
    ///   ``ScriptFileError/cannotOpen(_:reason:)`` when it cannot be opened.
    public init(path: String) throws(ScriptFileError) {
        guard let file = path == "-" ? fdopen(0, "r") : fopen(path, "r") else {
            throw .cannotOpen(path, reason: Self.reason(errno))
        }
        var status = stat()
        if fstat(fileno(file), &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            fclose(file)
            throw .isDirectory(path)
        }
        self.path = path
        self.file = file
    }

    deinit {
        free(buffer)
        fclose(file)
    }

    /// The next line, without its line break; `nil` at the end of the file or when a read
    /// fails (see ``readError``).
    public func next() -> Substring? {
        let count = getline(&buffer, &capacity, file)
        guard count >= 0, let buffer else {
            if ferror(file) != 0, readError == nil { readError = .readFailed(path, reason: Self.reason(errno)) }
            return nil
        }
        var line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: count), as: UTF8.self)[...]
        // "\r\n" is one Character: dropping the last one drops both.
        if line.last?.isNewline == true { line = line.dropLast() }
        return line
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
