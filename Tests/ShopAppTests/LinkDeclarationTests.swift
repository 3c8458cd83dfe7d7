import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// The Shop's links say where they land (`shows:`), for its navigation map: each declaration is
/// what opening a link of the pattern really shows, so the map cannot drift from the code.
@MainActor
@Suite("Shop: declared link destinations")
struct LinkDeclarationTests {
    @Test("each pattern lands where it says: flow, tab and the stack's screens")
    func declaredDestinationsAreShown() {
        let links = ShopRoute.router().declaredLinks
        #expect(links.count == 5)
        for declared in links {
            let shop = ShopTestbed(signedIn: true)
            let text = "shop:/" + declared.pattern.replacingOccurrences(of: ":id", with: "7")
            shop.app.open(text)
            shop.settle()
            let root = shop.navigator.state.root
            let shown = ScreenPath(root.flow, tab: root.selectedTab, (root.visibleStack?.screens ?? []).map { $0.mapName })
            #expect(shown == declared.shows, "\(declared.pattern)")
        }
    }

    @Test("the guard's declared redirects are where it sends a signed-out and a new user")
    func declaredRedirectsAreShown() {
        let guardOf = ShopApp().navigator.guards.first { $0.id == .signedIn }
        var landed: [ScreenPath] = []
        for onboarded in [false, true] {
            let shop = ShopTestbed(signedIn: onboarded, onboarded: false)
            shop.app.open("shop://orders/7")
            shop.settle()
            let root = shop.navigator.state.root
            landed.append(ScreenPath(root.flow, tab: root.selectedTab, (root.visibleStack?.screens ?? []).map { $0.mapName }))
        }
        #expect(landed == guardOf?.redirectsTo)
    }
}
