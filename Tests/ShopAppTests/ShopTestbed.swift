import ShopApp
import Wayfinder
import WayfinderTesting

/// A Shop app on a simulated UIKit host, started (past the splash) and settled.
@MainActor
final class ShopTestbed {
    let app: ShopApp
    let testbed: NavigationTestbed<ShopScreen>

    /// - Parameters:
    ///   - recentlyViewed: The products opened in an earlier run, as the app keeps them.
    ///   - restored: A navigation value saved by an earlier run (restoration).
    ///   - listScreensKeepTheirPlace: The catalog's screen records its own place, as the iOS
    ///     example's UIKit list does.
    init(
        signedIn: Bool, onboarded: Bool = true, capabilities: HostCapabilities = .uiKit,
        recentlyViewed: [Int] = [], restored: NavigationState<ShopScreen>? = nil,
        listScreensKeepTheirPlace: Bool = false
    ) {
        app = ShopApp(
            session: Session(user: signedIn ? "Ada" : nil, hasOnboarded: onboarded),
            recentlyViewed: RecentlyViewed(products: recentlyViewed), restored: restored,
            listScreensKeepTheirPlace: listScreensKeepTheirPlace)
        testbed = NavigationTestbed(attaching: app.navigator, capabilities: capabilities)
        // The product server answers on the host's virtual clock, as a server would, later.
        app.products.server.schedule = { [weak clock = testbed.host.clock] delay, answer in
            clock?.schedule(after: delay, answer)
        }
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

    /// The model of the catalog screen on screen, if any.
    var catalog: CatalogModel? {
        guard let id = navigator.state.stack(at: .tab(.catalog))?.root?.id else { return nil }
        return app.models[id, as: CatalogModel.self]
    }

    /// How many live models are of a type.
    func liveModels<Model: ScreenModel>(_ type: Model.Type) -> Int {
        app.models.all.filter { $0.model is Model }.count
    }
}
