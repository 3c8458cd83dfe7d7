#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A script's lines, read one at a time from a file or standard input: a script of any length
/// runs in the same memory, as it is never held whole. A line ends at `\n` or `\r\n`.
final class ScriptFile: Sequence, IteratorProtocol {
    private let file: UnsafeMutablePointer<FILE>
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    /// The script at `path` (`-` for standard input), or `nil` when it cannot be read.
    init?(path: String) {
        guard let file = path == "-" ? fdopen(0, "r") : fopen(path, "r") else { return nil }
        self.file = file
    }

    deinit {
        free(buffer)
        fclose(file)
    }

    func next() -> Substring? {
        let count = getline(&buffer, &capacity, file)
        guard count >= 0, let buffer else { return nil }
        var line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: count), as: UTF8.self)[...]
        // "\r\n" is one Character: dropping the last one drops both.
        if line.last?.isNewline == true { line = line.dropLast() }
        return line
    }
}
