import Wayfinder
import WayfinderTesting

/// The simulated host's fake controllers, to be called directly as UIKit's would be: a window
/// whose root container shows a one-screen stack, and a factory for more controllers.
@MainActor
final class ControllerRig {
    let host: SimulatedHost<Hike>
    private var nextRawID = 900

    init(durations: SimulatedDurations = .uiKit) {
        host = SimulatedHost(durations: durations)
        host.install(trail().root) { _ in }
    }

    var window: SimulatedWindow { host.window }
    var clock: VirtualClock { host.clock }
    var container: SimulatedRootContainer { host.container }
    var factory: SimulatedDriver<Hike> { host.driver }

    /// The stack the container shows, which is in the window.
    var rootStack: SimulatedStackController { container.content as! SimulatedStackController }

    /// The rule numbers of the violations recorded so far, in order.
    var violatedRules: [String] { window.violations.map(\.rule) }

    /// The transcript's lines as text.
    var lines: [String] { window.transcript.map(\.text) }

    /// A navigator at `initial`, attached to the rig's host and settled.
    func attachedNavigator(_ initial: NavigationState<Hike>) -> Navigator<Hike> {
        let navigator = Navigator(initial)
        navigator.attach(host)
        host.settle()
        return navigator
    }

    /// A new screen controller, in no stack yet.
    func screen(_ screen: Hike = .map) -> SimulatedScreenController {
        factory.makeScreen(for: Entry(id: newID(), screen: screen)) as! SimulatedScreenController
    }

    /// A new sheet (its stack controller, showing nothing), not presented yet.
    func sheet(_ style: SheetStyle = SheetStyle()) -> SimulatedStackController {
        let id: LayerID = newID()
        return factory.makeLayer(.sheet(style), id: id, stack: factory.makeStack(at: .layer(id), showing: [])) as! SimulatedStackController
    }

    /// A new stack controller showing `screens`, in no window.
    func stack(_ screens: [SimulatedScreenController]) -> SimulatedStackController {
        factory.makeStack(at: .layer(newID()), showing: screens)
    }

    /// Presents `chain` one above the other from the container, without animation, and settles.
    func presentChain(_ chain: [SimulatedController]) {
        var presenter: SimulatedController = container
        for controller in chain {
            presenter.present(controller, animated: false) {}
            host.settle()
            presenter = controller
        }
    }

    /// A new identity, of the kind asked for, from one count (as a value hands them out).
    private func newID<ID: CountedIdentity>() -> ID {
        nextRawID += 1
        return ID(nextRawID)
    }
}
