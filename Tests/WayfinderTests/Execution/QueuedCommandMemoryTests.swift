import Testing
import Wayfinder
import WayfinderTesting

/// Commands issued while a transition runs wait for the screen; what they hold grows with what
/// they changed, not with the value times their number. Counted as the layers and entries the
/// waiting commands keep, whatever the commands are.
@MainActor
@Suite("Queued commands' memory")
struct QueuedCommandMemoryTests {
    /// The kinds of command an app queues, each issued `count` times without awaiting.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case presents, pushes, rootSwitches, tabSelections, mixed
        var testDescription: String { rawValue }

        @MainActor func issue(_ index: Int, on navigator: Navigator<Shop>) {
            let tabs: [TabID] = [.catalog, .cart, .profile]
            switch self {
            case .presents: navigator.present(.product(index), as: .sheet)
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
    func queuedCommandsHoldWhatTheyChanged(_ kind: Kind) {
        let host = SimulatedHost<Shop>(keepsTranscript: false)
        let navigator = Navigator(mainTabs())
        navigator.attach(host)
        host.settle()
        let count = 1_000
        for index in 0..<count { kind.issue(index, on: navigator) }
        // Each waiting command found the value the previous one left, which holds everything
        // queued before it: a copy per command would hold about count² / 2 layers or entries.
        #expect(navigator.waitingCommands.count == count)
        #expect(navigator.waitingCommands.retainedCount <= 3 * count)
        host.settle()
        #expect(navigator.waitingCommands.count == 0)
        #expect(navigator.isSettled)
    }
}
