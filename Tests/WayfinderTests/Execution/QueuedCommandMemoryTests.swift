import Testing
import Wayfinder
import WayfinderTesting

/// Commands issued while a transition runs wait for the screen. What they hold grows with what
/// they changed, not with the value times their number (counted as the layers and entries the
/// waiting commands keep); up to ``Navigator/waitingCommandLimit`` wait at once and each ends as
/// it would alone; one more is refused at once and changes nothing.
@MainActor
@Suite("Queued commands")
struct QueuedCommandMemoryTests {
    /// The kinds of command an app queues.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case presents, pushes, rootSwitches, tabSelections, mixed
        var testDescription: String { rawValue }
        /// How many of the presents kind's commands present: one layer below the limit.
        static let presented = NavigationState<Shop>.maximumLayerCount - 1

        @MainActor func issue(_ index: Int, on navigator: Navigator<Shop>) {
            let tabs: [TabID] = [.catalog, .cart, .profile]
            switch self {
            // As many sheets as a value may hold, then pushes in the top one.
            case .presents:
                if index < Self.presented {
                    navigator.present(.product(index), as: .sheet)
                } else {
                    navigator.push(.order(index))
                }
            case .pushes: navigator.push(.product(index))
            case .rootSwitches: navigator.switchRoot(to: index.isMultiple(of: 2) ? .signIn : .splash, root: .product(index))
            // A tab selection alone completes at once: a push runs a transition first.
            case .tabSelections:
                if index == 0 { navigator.push(.product(0)) } else { navigator.selectTab(tabs[index % 3]) }
            case .mixed:
                switch index % 6 {
                case 0, 1: navigator.present(.product(index), as: .sheet)
                case 2: navigator.push(.order(index))
                case 3: navigator.dismiss()
                case 4: navigator.push(.product(index), onto: .tab(tabs[index % 3]))
                default: navigator.selectTab(tabs[index % 3])
                }
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func aFullQueueHoldsWhatItChangedAndEndsAsEachCommandWouldAlone(_ kind: Kind) {
        let host = SimulatedHost<Shop>(keepsTranscript: false)
        let navigator = Navigator(mainTabs())
        navigator.attach(host)
        host.settle()
        let limit = Navigator<Shop>.waitingCommandLimit
        for index in 0..<limit { kind.issue(index, on: navigator) }
        #expect(navigator.waitingCommands.count == limit)
        // Each waiting command found the value the previous one left, which holds everything
        // queued before it: a copy per command would hold about limit² / 2 layers or entries.
        #expect(navigator.waitingCommands.retainedCount <= 3 * limit)

        let requests = navigator.waitingCommands.requests
        let state = navigator.state
        let shown = navigator.shown
        let refused = navigator.present(.options, as: .sheet)
        #expect(refused.finishedOutcome == .refused(.tooManyWaitingCommands(limit: limit)))
        #expect(navigator.state == state)
        #expect(navigator.shown == shown)
        #expect(navigator.waitingCommands.count == limit)

        host.settle()
        #expect(navigator.shown == state)
        #expect(navigator.waitingCommands.isEmpty)
        let outcomes = requests.map(\.finishedOutcome)
        #expect(outcomes.last == .completed)
        #expect(outcomes.allSatisfy { $0 == .completed || $0 == .superseded })
        if kind == .presents {
            // Each present is a transition of its own: the screen reaches every one but the last,
            // whose sheet appears with the pushes queued after it.
            #expect(outcomes.prefix(Kind.presented - 1).allSatisfy { $0 == .completed })
        }
        // Once the screen has caught up, commands are taken again.
        let next = navigator.push(.settings)
        host.settle()
        #expect(next.finishedOutcome == .completed)
    }

    @Test func theRefusalSaysWhy() {
        let error = NavigationError.tooManyWaitingCommands(limit: 1_000)
        #expect(error.description.contains("1000 commands already wait"))
    }
}
