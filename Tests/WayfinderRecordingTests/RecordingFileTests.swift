import Foundation
import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite("Recording files")
struct RecordingFileTests {
    static func read(_ data: Data) -> Result<SessionRecording<ShopScreen>, RecordingError> {
        do throws(RecordingError) {
            return .success(try SessionRecording<ShopScreen>(jsonLines: data))
        } catch {
            return .failure(error)
        }
    }

    static func fileLines() throws -> [String] {
        let data = try ShopSession.record().0.jsonLines()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    static func data(_ lines: [String]) -> Data { Data(lines.map { $0 + "\n" }.joined().utf8) }

    @Test func aRecordingReadsBackAsItWasWritten() throws {
        let (recording, _, _) = ShopSession.record()
        let data = try recording.jsonLines()
        #expect(try SessionRecording<ShopScreen>(jsonLines: data) == recording)
        #expect(try SessionRecording<ShopScreen>(jsonLines: data).jsonLines() == data)
        let header = String(decoding: data, as: UTF8.self).prefix { $0 != "\n" }
        #expect(header.contains(#""format":"wayfinder-recording""#))
        #expect(header.contains(#""version":1"#))
        #expect(header.contains(#""restorationFormat":1"#))
    }

    @Test func aCorruptLineIsNamed() throws {
        var lines = try Self.fileLines()
        lines[3] = #"{"time":5,"event":"command","animated":true,"request":2}"#
        #expect(Self.read(Self.data(lines)) == .failure(.corrupt(line: 4, reason: "the event has no value")))
        lines[3] = "not json"
        guard case .failure(.corrupt(line: 4, _)) = Self.read(Self.data(lines)) else {
            Issue.record("not refused as corrupt on line 4")
            return
        }
        lines[3] = #"{"time":5,"event":"teleported"}"#
        #expect(Self.read(Self.data(lines)) == .failure(.corrupt(line: 4, reason: "no event is named \"teleported\"")))
        lines[0] = #"{"format":"something else","version":1}"#
        #expect(Self.read(Self.data(lines)) == .failure(.corrupt(line: 1, reason: "not the header of a Wayfinder recording")))
    }

    @Test func aValueThatCannotBeShownIsCorrupt() throws {
        var lines = try Self.fileLines()
        // Two entries of one identity.
        lines[1] = lines[1].replacingOccurrences(of: #"{"id":6,"#, with: #"{"id":3,"#)
        guard case .failure(.corrupt(line: 2, _)) = Self.read(Self.data(lines)) else {
            Issue.record("an invalid value was read")
            return
        }
    }

    @Test func aFileCutShortIsTruncated() throws {
        let data = Self.data(try Self.fileLines())
        #expect(Self.read(data.dropLast(10)) == .failure(.truncated(line: try Self.fileLines().count)))
        #expect(Self.read(Data()) == .failure(.truncated(line: 1)))
    }

    @Test func anOversizedFileIsRefusedBeforeItIsRead() {
        let limit = SessionRecording<ShopScreen>.maximumBytes
        let data = Data(repeating: 0x20, count: limit + 1)
        #expect(Self.read(data) == .failure(.tooLarge(byteCount: limit + 1, limit: limit)))
    }

    @Test func aNewerVersionIsToldFromACorruptFile() throws {
        var lines = try Self.fileLines()
        lines[0] = #"{"format":"wayfinder-recording","version":2,"whatever":{"the future":[]}}"#
        #expect(Self.read(Self.data(lines)) == .failure(.newerVersion(2, supported: 1)))
        #expect(RecordingError.newerVersion(2, supported: 1).description.contains("format 2"))
    }
}
