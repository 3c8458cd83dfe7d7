import Testing
import Wayfinder
import WayfinderTesting

/// Who owns whom: the app owns its navigator; whatever shows the navigation owns the host; the
/// navigator only refers to its host. Each graph a user builds is freed when its owner lets go.
@MainActor
@Suite("Ownership")
struct OwnershipTests {
    /// What a host's screens typically capture: the app, which owns the navigator.
    @MainActor final class App {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
    }

    /// A host whose content captures the app, as a UIKit host's screen factory or the terminal
    /// demo's views do.
    @MainActor final class ContentHost: NavigationHost {
        let simulated = SimulatedHost<Shop>()
        var content: (EntryID) -> String = { _ in "" }
        var capabilities: HostCapabilities { simulated.capabilities }
        func install(_ root: Root<Shop>, events: @escaping @MainActor (HostEvent) -> Void) { simulated.install(root, events: events) }
        func perform(_ step: TransitionStep<Shop>, completion: @escaping @MainActor (StepResult) -> Void) {
            simulated.perform(step, completion: completion)
        }
        func uninstall() { simulated.uninstall() }
        func atEndOfTurn(_ action: @escaping @MainActor () -> Void) { simulated.atEndOfTurn(action) }
    }

    // The natural way to write a host (its content captures the app) closes no cycle: the app,
    // its navigator, the host and the whole simulated window are freed, even with a transition
    // and a gesture still in flight.
    @Test func appAndHostWhoseContentCapturesTheAppAreFreed() {
        weak var app: App?
        weak var navigator: Navigator<Shop>?
        weak var host: ContentHost?
        weak var window: SimulatedWindow?
        do {
            let madeApp = App()
            let madeHost = ContentHost()
            madeHost.content = { id in "\(madeApp.navigator.shown.entry(id)?.screen as Shop?, default: "?")" }
            madeApp.navigator.attach(madeHost)
            madeApp.navigator.push(.address)
            madeHost.simulated.settle()
            madeApp.navigator.push(.confirmOrder)
            madeHost.simulated.advance(by: .milliseconds(100))  // the push is still running
            (app, navigator, host, window) = (madeApp, madeApp.navigator, madeHost, madeHost.simulated.window)
            #expect(madeHost.content(EntryID(1)) == "cart")
        }
        #expect(app == nil)
        #expect(navigator == nil)
        #expect(host == nil)
        #expect(window == nil)
    }

    // A testbed frees its navigator, host, controllers and clock, whatever was left scheduled.
    @Test func testbedIsFreedWithWorkStillScheduled() {
        weak var navigator: Navigator<Shop>?
        weak var host: SimulatedHost<Shop>?
        weak var clock: VirtualClock?
        do {
            let testbed = NavigationTestbed(mainTabs(selected: .cart))
            testbed.navigator.present(.options, as: .sheet)
            testbed.navigator.showAlert(.removeItem)
            testbed.host.advance(by: .milliseconds(50))
            testbed.host.swipeBack()
            (navigator, host, clock) = (testbed.navigator, testbed.host, testbed.host.clock)
        }
        #expect(navigator == nil)
        #expect(host == nil)
        #expect(clock == nil)
    }

    // The navigator does not keep its host: a host released while attached ends every waiting
    // command as detached, and the navigator is headless again (commands complete at once).
    @Test func releasedHostEndsWaitingCommands() async {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        var host: SimulatedHost<Shop>? = SimulatedHost()
        navigator.attach(host!)
        host!.settle()
        let request = navigator.push(.address)
        host!.advance(by: .milliseconds(100))  // the push is running
        #expect(navigator.transitionInFlight != nil)
        host = nil
        #expect(await request.outcome == .hostDetached)
        #expect(navigator.transitionInFlight == nil)
        #expect(navigator.push(.confirmOrder).finishedOutcome == .completed)
        #expect(navigator.shown == navigator.state)
    }

    // A released navigator ends every request and leaves its host (owned elsewhere) alive and
    // showing what it showed; the host's later completions reach no one.
    @Test func releasedNavigatorLeavesItsHostToItsOwner() async {
        let host = SimulatedHost<Shop>()
        var navigator: Navigator<Shop>? = Navigator(NavigationState(flow: .main, root: .cart))
        navigator!.attach(host)
        host.settle()
        let request = navigator!.push(.address)
        weak let released = navigator
        navigator = nil
        #expect(released == nil)
        host.settle()
        #expect(await request.outcome == .hostDetached)
        #expect(host.violations.isEmpty)
    }

    // A host nothing keeps is gone at once: the navigator says it has none, and the next
    // command reports why nothing follows it, once, naming the fix. A detach is not reported.
    @Test func releasedHostIsReportedOnce() {
        var warnings: [String] = []
        let previous = RuntimeWarning.sink
        RuntimeWarning.sink = { warnings.append($0) }
        defer { RuntimeWarning.sink = previous }

        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        navigator.attach(SimulatedHost<Shop>())
        #expect(!navigator.hasHost)
        navigator.push(.address)
        navigator.push(.confirmOrder)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Keep the host") == true)

        let kept = SimulatedHost<Shop>()
        navigator.attach(kept)
        #expect(navigator.hasHost)
        navigator.detach()
        navigator.pop()
        #expect(!navigator.hasHost)
        #expect(warnings.count == 1)
    }
}
