import Wayfinder
import WayfinderMap

/// A small app for the map's tests: Sign in, then Home and its items; a guard keeps Home and
/// the items behind sign-in; one link opens an item.
enum MapTestScreen: Hashable, Sendable {
    case signIn, home, item(Int)

    var mapName: ScreenName {
        switch self {
        case .signIn: "signIn"
        case .home: "home"
        case .item: "item(id)"
        }
    }
}

extension NavigationMap {
    /// The test app's map, built from its router and guard: it lints clean.
    static func testApp() throws -> NavigationMap {
        var router = DeepLinkRouter<Int>(schemes: ["app"])
        try router.add("/items/:id", shows: ScreenPath("main", ["home", "item(id)"])) { try $0.parameter("id") }
        let signedIn = NavigationGuard<MapTestScreen>(
            "signedIn", isSatisfied: { false }, protects: { $0 != .signIn },
            redirectsTo: [ScreenPath("signIn", ["signIn"])],
            redirect: { state in state.switchRoot(to: "signIn", root: .signIn) })
        return NavigationMap(
            screens: [.signIn, .home, .item(1), .item(2)], named: { $0.mapName },
            flows: [ScreenPath("signIn", ["signIn"]), ScreenPath("main", ["home"])],
            links: router.declaredLinks, guards: [signedIn],
            transitions: [.init(from: "home", to: "item(id)", by: .push)])
    }
}
