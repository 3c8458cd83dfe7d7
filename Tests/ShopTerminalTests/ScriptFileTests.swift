import Foundation
import ShopTerminal
import Testing

/// `--script FILE`: a file's lines, one at a time; what is not a readable file is refused with a
/// clear error before anything runs.
@Suite("Script file")
struct ScriptFileTests {
    /// A fresh directory for one test's files.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("script-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // A file's lines, CRLF or LF, the last one without a line break too.
    @Test func readsEveryLine() throws {
        let file = try Self.folder().appendingPathComponent("s.txt")
        try Data("tap 1\r\nback\nlink shop://prodüct/3".utf8).write(to: file)
        let script = try ScriptFile(path: file.path)
        #expect(Array(script) == ["tap 1", "back", "link shop://prodüct/3"])
        #expect(script.readError == nil)
    }

    // A directory is refused by name (it ran as an empty script and exited 0: it is readable,
    // and the read error was taken as the end of the file).
    @Test func directoryIsRefused() throws {
        let folder = try Self.folder()
        #expect(throws: ScriptFileError.isDirectory(folder.path)) { try ScriptFile(path: folder.path) }
        #expect(ScriptFileError.isDirectory(folder.path).description == "\(folder.path) is a directory, not a script")
    }

    // A missing file is refused with the system's reason.
    @Test func missingFileIsRefused() throws {
        let path = try Self.folder().appendingPathComponent("nowhere.txt").path
        #expect(throws: ScriptFileError.cannotOpen(path, reason: "No such file or directory")) { try ScriptFile(path: path) }
    }
    #if os(Linux)
    // A read that fails ends the lines with the reason kept, not as the end of the script
    // (reading /proc/self/mem from its start fails with an input/output error).
    @Test func readErrorIsNotTheEnd() throws {
        let script = try ScriptFile(path: "/proc/self/mem")
        #expect(Array(script).isEmpty)
        #expect(script.readError == .readFailed("/proc/self/mem", reason: "Input/output error"))
    }
    #endif
}
