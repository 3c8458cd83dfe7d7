import Testing
import Wayfinder
import WayfinderTesting

/// Up to ``Navigator/waitingCommandLimit`` commands may wait for the screen at once; each ends as
/// it would alone once the host settles. One more is refused at once and changes nothing.
@MainActor
@Suite("Waiting command limit")
struct WaitingCommandLimitTests {
    typealias Kind = QueuedCommandMemoryTests.Kind

    /// A navigator on a settled host.
    static func attached() -> (Navigator<Shop>, SimulatedHost<Shop>) {
        let host = SimulatedHost<Shop>(keepsTranscript: false)
        let navigator = Navigator(mainTabs())
        navigator.attach(host)
        host.settle()
        return (navigator, host)
    }

    @Test(arguments: Kind.allCases)
    func aFullQueueEndsAsEachCommandWouldAlone(_ kind: Kind) {
        let (navigator, host) = Self.attached()
        let limit = Navigator<Shop>.waitingCommandLimit
        var requests: [NavigationRequest] = []
        for index in 0..<limit {
            let before = navigator.waitingCommands.count
            kind.issue(index, on: navigator)
            #expect(navigator.waitingCommands.count == before + 1, "command \(index) was not accepted")
        }
        requests = navigator.waitingCommands.requests
        let wanted = navigator.state
        host.settle()
        #expect(navigator.shown == wanted)
        #expect(requests.allSatisfy { $0.isFinished })
        let outcomes = requests.map { $0.finishedOutcome }
        #expect(outcomes.last == .completed)
        #expect(outcomes.allSatisfy { $0 == .completed || $0 == .superseded })
        if kind == .presents {
            // Each present is a transition of its own: the screen reaches every one.
            #expect(outcomes.allSatisfy { $0 == .completed })
        }
    }

    @Test(arguments: Kind.allCases)
    func oneCommandPastTheLimitIsRefusedAndChangesNothing(_ kind: Kind) {
        let (navigator, host) = Self.attached()
        let limit = Navigator<Shop>.waitingCommandLimit
        for index in 0..<limit { kind.issue(index, on: navigator) }
        let state = navigator.state
        let shown = navigator.shown
        let refused = navigator.present(.options, as: .sheet)
        #expect(refused.finishedOutcome == .refused(.tooManyWaitingCommands(limit: limit)))
        #expect(navigator.state == state)
        #expect(navigator.shown == shown)
        #expect(navigator.waitingCommands.count == limit)
        host.settle()
        #expect(navigator.shown == state)
        // Once the screen has caught up, commands are taken again.
        let next = navigator.push(.settings)
        #expect(!next.isFinished || next.finishedOutcome == .completed)
        host.settle()
        #expect(next.finishedOutcome == .completed)
    }

    @Test func theRefusalSaysWhy() {
        let error = NavigationError.tooManyWaitingCommands(limit: 1_000)
        #expect(error.description.contains("1000 commands"))
    }
}
