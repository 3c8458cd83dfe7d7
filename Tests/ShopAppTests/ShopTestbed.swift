import ShopApp
import Wayfinder
import WayfinderTesting

/// A Shop app on a simulated UIKit host, started (past the splash) and settled.
@MainActor
final class ShopTestbed {
    let app: ShopApp
    let testbed: NavigationTestbed<ShopScreen>

    init(signedIn: Bool, onboarded: Bool = true, capabilities: HostCapabilities = .uiKit) {
        app = ShopApp(session: Session(user: signedIn ? "Ada" : nil, hasOnboarded: onboarded))
        testbed = NavigationTestbed(attaching: app.navigator, capabilities: capabilities)
        app.start()
        testbed.settle()
    }

    var host: SimulatedHost<ShopScreen> { testbed.host }

    var navigator: Navigator<ShopScreen> { app.navigator }
    var tree: String { navigator.shown.tree() }

    @discardableResult
    func settle() -> Duration { host.settle() }

    /// Sends a screen event from the entry on top, as the screen's model would.
    func tap(_ event: ShopEvent) {
        guard let top = navigator.state.topEntry?.id else { return }
        app.models[top]?.send(event)
    }

    /// Everything wrong: violations, unsettled values, controllers differing from `shown`.
    var problems: [String] { testbed.problems }

    /// How many live models are of a type.
    func liveModels<Model: ScreenModel>(_ type: Model.Type) -> Int {
        app.models.all.filter { $0.model is Model }.count
    }
}
