#if os(Linux)
import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Commands issued without awaiting wait for the screen; what they hold must grow with what they
/// changed, not with the value times their number. Measured as the growth of the process's
/// resident memory (`/proc/self/statm`) while they are issued; the bound is far from both sides:
/// about 1 MB now, about 100 MB for 3,000 pushes when each kept copies of the value.
@MainActor
@Suite("Queued commands' memory")
struct QueuedCommandMemoryTests {
    /// The process's resident memory now, in bytes.
    static func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    @Test(.disabled(
        if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil,
        "AddressSanitizer keeps freed memory resident (its quarantine), so resident memory measures churn, not what is held"))
    func threeThousandQueuedPushesHoldAboutAMegabyte() {
        let host = SimulatedHost<Shop>(keepsTranscript: false)
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        navigator.attach(host)
        host.settle()
        var requests: [NavigationRequest] = []
        requests.reserveCapacity(3_000)
        let before = Self.residentBytes()
        for index in 0..<3_000 { requests.append(navigator.push(.product(index))) }
        let grown = Self.residentBytes() - before
        #expect(grown < 20_000_000, "3,000 queued pushes grew resident memory by \(grown / 1_000_000) MB")
        host.settle()
        #expect(requests.allSatisfy { $0.isFinished })
        #expect(navigator.shown.stack(at: .root)?.count == 3_001)
    }
}
#endif
