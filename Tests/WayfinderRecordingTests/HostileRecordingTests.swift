import Foundation
import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// A recording from the field is input like any other: corrupted thousands of ways (bytes
/// changed, lines cut, dropped, repeated or swapped, numbers and names changed), each file reads
/// as a recording or gives a typed error, and each recording read replays to a report, a
/// divergence or none, without crashing.
@MainActor
@Suite("Hostile recordings")
struct HostileRecordingTests {
    /// The ways a file is corrupted: each takes the file's lines and a random source.
    static let corruptions: [(String, (inout [String], inout SeededRandom) -> Void)] = [
        ("a byte changed", { lines, random in
            let line = random.below(lines.count)
            var bytes = Array(lines[line].utf8)
            guard !bytes.isEmpty else { return }
            bytes[random.below(bytes.count)] = UInt8(random.below(128))
            lines[line] = String(decoding: bytes, as: UTF8.self)
        }),
        ("a line cut", { lines, random in
            let line = random.below(lines.count)
            lines[line] = String(lines[line].prefix(random.below(lines[line].count + 1)))
        }),
        ("a line dropped", { lines, random in if lines.count > 1 { lines.remove(at: 1 + random.below(lines.count - 1)) } }),
        ("a line repeated", { lines, random in
            let line = random.below(lines.count)
            lines.insert(lines[line], at: line)
        }),
        ("two lines swapped", { lines, random in
            let (a, b) = (random.below(lines.count), random.below(lines.count))
            lines.swapAt(a, b)
        }),
        ("a number changed", { lines, random in
            let line = random.below(lines.count)
            let numbers = ["0", "-1", "7", "99999999999999999999", "1e400", "9007199254740993", "2"]
            lines[line] = lines[line].replacingOccurrences(of: random.pick(["1", "2", "3", "6", "7"]), with: random.pick(numbers))
        }),
        ("a name changed", { lines, random in
            let line = random.below(lines.count)
            let names = ["command", "stepCompleted", "stepFailed", "user", "endOfTurn", "outcome", "tab", "layers", "\u{0}", ""]
            lines[line] = lines[line].replacingOccurrences(of: random.pick(names), with: random.pick(names))
        }),
    ]

    @Test func everyCorruptedFileIsReadOrRefusedAndReplaysWithoutCrashing() throws {
        let original = String(decoding: try ShopSession.record().0.jsonLines(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        var random = SeededRandom(seed: 35)
        var (read, refused, diverged) = (0, 0, 0)
        for _ in 0..<2_000 {
            var lines = original
            for _ in 0...random.below(3) {
                random.pick(Self.corruptions).1(&lines, &random)
            }
            let data = Data(lines.map { $0 + "\n" }.joined().utf8)
            do throws(RecordingError) {
                let recording = try SessionRecording<ShopScreen>(jsonLines: data)
                read += 1
                let report = recording.replay()
                if let divergence = report.divergence {
                    diverged += 1
                    #expect(!divergence.expected.isEmpty && !divergence.actual.isEmpty)
                }
                #expect(report.state.isValid && report.shown.isValid)
            } catch {
                refused += 1
                #expect(!error.description.isEmpty)
            }
        }
        // Each kind of result happened: the corruptions reach every path.
        #expect(read > 100 && refused > 100 && diverged > 50, "read \(read), refused \(refused), diverged \(diverged)")
    }
}
