import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Attaching a host: a value the host cannot show is refused before anything is shown, and the
/// request completes when the host shows the whole value.
@MainActor
@Suite("Attaching a host")
struct AttachTests {
    /// A value restored from data with `count` tabs (more than UIKit's five is what data from
    /// another host, or tampered data, may hold).
    func restored(tabs count: Int) throws -> NavigationState<Shop> {
        let tabs = (1...count).map { TabStack(TabID(rawValue: "t\($0)"), root: Shop.product($0)) }
        let value = try NavigationState(flow: .main, tabs: tabs, selected: "t1")
        return try NavigationState.restored(from: value.restorationData())
    }

    // Was: 10,002 tabs (here 1,002) restored and attached, then every command refused with tooManyTabs.
    @Test func aValueWithMoreTabsThanTheHostShowsIsRefusedBeforeAnythingIsShown() throws {
        let navigator = Navigator(try restored(tabs: 1_002))
        let host = SimulatedHost<Shop>()
        let request = navigator.attach(host)
        #expect(request.finishedOutcome == .refused(.tooManyTabs(count: 1_002, limit: 5)))
        #expect(host.transcript.isEmpty, "the host showed something: \(host.transcript)")
        // Still headless: commands are taken at once.
        #expect(navigator.push(.address).finishedOutcome == .completed)
        #expect(navigator.isSettled)
    }

    @Test func aRefusedAttachKeepsTheOldHost() throws {
        let testbed = NavigationTestbed(mainTabs())
        testbed.navigator.update { state in
            try state.switchRoot(to: .main, tabs: [TabStack(.catalog, root: .catalog)], selected: .catalog)
        }
        testbed.settle()
        let narrow = SimulatedHost<Shop>(capabilities: HostCapabilities(
            dismissesLayerChainAtOnce: true, replacesStackAtOnce: true, maximumTabCount: 0))
        #expect(testbed.navigator.attach(narrow).finishedOutcome == .refused(.tooManyTabs(count: 1, limit: 0)))
        testbed.navigator.push(.address)
        testbed.settle()
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        #expect(testbed.tree == "root main: tabs\n  catalog*: catalog › address")
    }

    @Test func attachCompletesWhenTheHostShowsTheWholeValue() throws {
        let navigator = Navigator(build(mainTabs()) { state in
            try state.present(.options, as: .sheet)
            try state.present(.settings, as: .fullScreenCover)
        })
        let host = SimulatedHost<Shop>()
        let request = navigator.attach(host)
        #expect(!request.isFinished)
        host.settle()
        #expect(request.finishedOutcome == .completed)
        #expect(navigator.isSettled)
        // The same host again: nothing to do, done at once.
        #expect(navigator.attach(host).finishedOutcome == .completed)
    }
}
