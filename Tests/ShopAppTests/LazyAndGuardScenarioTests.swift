import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// S7 (lazy screens), S8 (guarded links) and S2 through the real link.
@MainActor
@Suite("Shop: models and guards")
struct LazyAndGuardScenarioTests {
    // S7: the 10,000-row catalog makes no Product model until one is opened; opening one makes
    // exactly one; going back releases it.
    @Test func s7LazyScreens() {
        let shop = ShopTestbed(signedIn: true)
        #expect(shop.app.catalog.count == 10_000)
        #expect(shop.liveModels(ProductModel.self) == 0)
        let made = shop.app.models.madeCount
        shop.tap(.openProduct(9_999))
        shop.settle()
        #expect(shop.liveModels(ProductModel.self) == 1)
        #expect(shop.app.models.madeCount == made + 1)
        weak let model = shop.app.models[shop.navigator.shown.topEntry!.id]
        #expect((model as? ProductModel)?.product.id == 9_999)
        shop.host.swipeBack()
        shop.settle()
        #expect(model == nil)
        #expect(shop.liveModels(ProductModel.self) == 0)
        #expect(shop.problems.isEmpty, "\(shop.problems)")
    }

    // S8: signed out, orders/42 shows Sign in, never the order; after signing in, Order(42).
    @Test func s8GuardedLinkResumesAfterSignIn() throws {
        let shop = ShopTestbed(signedIn: false)
        let redirect = shop.app.open("shop://orders/42")
        #expect(shop.app.links.pending?.guardID == .signedIn)
        shop.settle()
        #expect(redirect.finishedOutcome == .completed)  // the request is Sign in's, shown
        #expect(shop.tree == "root signIn: signIn")
        #expect(shop.app.links.pending?.route == .order(42))
        let steps = shop.testbed.host.transcript.count
        let animated = shop.testbed.host.animatedTransitionCount
        shop.tap(.signIn(name: "Ada"))
        shop.settle()
        // One transition lands on the link's screen: the fade to Main already on Profile ›
        // Orders › Order(42), never Catalog first and a snap after it.
        let after = shop.testbed.host.transcript.dropFirst(steps).filter { $0.text.hasPrefix("» ") }.map(\.text)
        #expect(after.count == 1 && after.first?.hasPrefix("» replace root") == true, "\(after)")
        #expect(shop.testbed.host.animatedTransitionCount == animated + 1)
        #expect(shop.navigator.shown.root.tabSet?.selected == .profile)
        #expect(shop.navigator.shown.stack(at: .tab(.profile))?.screens == [.profile, .orders, .order(42)])
        #expect(shop.app.links.pending == nil)
        // One model per entry shown: catalog, cart, profile, orders, order(42); none of Sign in.
        #expect(shop.app.models.liveCount == 5)
        #expect(shop.app.models.all.map(\.model.screen) == [.catalog, .cart, .profile, .orders, .order(42)])
        #expect(shop.problems.isEmpty, "\(shop.problems)")
    }

    // S8: signing out before signing in drops the pending link.
    @Test func s8SignOutDropsThePendingLink() throws {
        let shop = ShopTestbed(signedIn: false)
        shop.app.open("shop://settings")
        shop.settle()
        #expect(shop.app.links.pending?.route == .settings)
        shop.app.signOut()
        #expect(shop.app.links.pending == nil)
        shop.tap(.signIn(name: "Ada"))
        shop.settle()
        #expect(shop.navigator.shown.root.tabSet?.selected == .catalog)
        #expect(shop.navigator.shown.stack(at: .tab(.profile))?.screens == [.profile])
    }

    // S8: no command can show a guarded screen while signed out: it is refused, typed.
    @Test func s8CommandsAreRefusedWhileSignedOut() async {
        let shop = ShopTestbed(signedIn: false)
        let request = shop.navigator.update { state in try state.showMain() }
        #expect(await request.outcome == .refused(.refusedByGuard(.signedIn)))
        #expect(await shop.navigator.push(.order(1)).outcome == .refused(.refusedByGuard(.signedIn)))
        #expect(await shop.navigator.present(.settings, as: .sheet).outcome == .refused(.refusedByGuard(.signedIn)))
        #expect(shop.tree == "root signIn: signIn")
    }

    // S2 through the real link: Product(7) shows its offer alert; a notification opens
    // orders/42; the alert goes, Profile › Orders › Order(42) is shown, no rule is broken.
    @Test func s2NotificationLink() throws {
        let shop = ShopTestbed(signedIn: true)
        shop.tap(.openProduct(7))
        shop.settle()
        shop.tap(.showOffer)
        shop.settle()
        #expect(shop.navigator.shown.layers.last?.alert == .offer)
        let link = try DeepLink(notificationPayload: ["aps": ["alert": "Your order shipped"], "link": "shop://orders/42"])
        let request = shop.app.links.open(link)
        shop.settle()
        #expect(request.finishedOutcome == .completed)
        #expect(shop.tree == """
            root main: tabs
              catalog: catalog › product(7)
              cart: cart
              profile*: profile › orders › order(42)
            """)
        // One model per entry shown, Product(7)'s kept; the alert has none.
        #expect(shop.app.models.liveCount == 6)
        #expect(shop.liveModels(ProductModel.self) == 1)
        #expect(shop.problems.isEmpty, "\(shop.problems)")
        shop.navigator.selectTab(.catalog)
        shop.settle()
        #expect(shop.navigator.shown.layers.isEmpty)
    }
}
