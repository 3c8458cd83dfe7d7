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

    /// An app as one is written with screen models and child coordinators: its models refer to
    /// it, its children hold its navigator, its host's screen factory captures it.
    @MainActor final class CoordinatedApp {
        final class ProductModel {
            unowned let app: CoordinatedApp
            init(app: CoordinatedApp) { self.app = app }
        }
        final class SheetCoordinator {
            let navigator: Navigator<Shop>
            let sheet: NavigationRegion
            init(navigator: Navigator<Shop>, sheet: NavigationRegion) { (self.navigator, self.sheet) = (navigator, sheet) }
        }
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        private(set) lazy var models = ScreenModels<Shop, AnyObject>(navigator: navigator) { [unowned self] entry in
            if case .product = entry.screen { ProductModel(app: self) } else { nil }
        }
        private(set) lazy var children = ChildCoordinators<Shop, AnyObject>(navigator: navigator) { [unowned self] region, content in
            if case .layer(.sheet, root: .options) = content { SheetCoordinator(navigator: navigator, sheet: region) } else { nil }
        }
    }

    // Models read typed by the host's screen factory, and children made from what their region
    // shows, are freed with the app, its navigator and its host, with a push still running.
    @Test func appWithScreenModelsAndChildCoordinatorsIsFreed() {
        weak var app: CoordinatedApp?
        weak var model: CoordinatedApp.ProductModel?
        weak var child: AnyObject?
        weak var host: SimulatedHost<Shop>?
        do {
            let madeApp = CoordinatedApp()
            _ = (madeApp.models, madeApp.children)
            let madeHost = SimulatedHost<Shop>()
            var built: [CoordinatedApp.ProductModel] = []
            madeHost.driver.onMakeScreen = { entry in
                if let model = madeApp.models[entry.id, as: CoordinatedApp.ProductModel.self] { built.append(model) }
            }
            madeApp.navigator.attach(madeHost)
            madeApp.navigator.present(.options, as: .sheet)
            madeHost.settle()
            madeApp.navigator.push(.product(1))
            madeHost.advance(by: .milliseconds(100))  // the push is still running
            #expect(built.count == 1)
            built = []
            child = madeApp.children[.layer(madeApp.navigator.state.layers[0].id)]
            model = madeApp.models[madeApp.navigator.state.topEntry!.id, as: CoordinatedApp.ProductModel.self]
            (app, host) = (madeApp, madeHost)
            #expect(child != nil)
            #expect(model != nil)
        }
        #expect(app == nil)
        #expect(model == nil)
        #expect(child == nil)
        #expect(host == nil)
    }

    // Screen models released while their navigator lives free their models, and the navigator
    // forgets them: its next steps run as before.
    @Test func screenModelsReleasedBeforeTheirNavigatorAreFreed() {
        final class Model {}
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        weak var models: ScreenModels<Shop, Model>?
        weak var model: Model?
        do {
            let made = ScreenModels<Shop, Model>(navigator: testbed.navigator) { _ in Model() }
            testbed.navigator.push(.address)
            (models, model) = (made, made[testbed.navigator.state.topEntry!.id])
            #expect(model != nil)
        }
        #expect(models == nil)
        #expect(model == nil)
        testbed.navigator.push(.confirmOrder)
        testbed.settle()
        #expect(testbed.problems.isEmpty)
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
