import Foundation
import ShopApp
import Wayfinder
import WayfinderRecording
import WayfinderTesting

/// Invariant: a recording either reads nothing with a typed `RecordingError`, or gives a
/// recording that writes and reads back to itself and replays to a report (a divergence or
/// none) whose values are valid: a file from the field never crashes the replay.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecording(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    MainActor.assumeIsolated {
        let recording: SessionRecording<ShopScreen>
        do {
            recording = try SessionRecording<ShopScreen>(jsonLines: data)
        } catch {
            return  // typed: `init(jsonLines:)` throws `RecordingError` only
        }
        do {
            let again = try SessionRecording<ShopScreen>(jsonLines: try recording.jsonLines())
            guard again == recording else { fatalError("writing and reading changed the recording") }
        } catch {
            fatalError("a recording read does not read back: \(error)")
        }
        let report = recording.replay()
        guard report.state.isValid, report.shown.isValid else { fatalError("the replay left an invalid value") }
    }
    return 0
}
