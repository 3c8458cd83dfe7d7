import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// A cold start with a link (a push notification that launches the app, the most common deep
/// link there is): `start(opening:)` lands it in the first transition.
@MainActor
@Suite("Shop: launch link")
struct LaunchLinkTests {
    func launch(
        signedIn: Bool, _ link: String
    ) -> (ShopApp, NavigationTestbed<ShopScreen>, NavigationRequest) {
        let app = ShopApp(session: Session(user: signedIn ? "Ada" : nil, hasOnboarded: signedIn))
        let testbed = NavigationTestbed(attaching: app.navigator)
        return (app, testbed, app.start(opening: link))
    }

    // One root switch, with the link's tab and stack, in 0.3 s: not Main then the link (two
    // animated steps, 0.65 s), nor the catalog fading in and then Profile snapping in.
    @Test(arguments: [
        ("shop://product/3", TabID.catalog, [ShopScreen.catalog, .product(3)]),
        ("shop://orders/42", TabID.profile, [ShopScreen.profile, .orders, .order(42)]),
        ("shop://cart/checkout", TabID.cart, [ShopScreen.cart, .address]),
    ])
    func readySessionLandsInOneTransition(_ link: String, _ tab: TabID, _ stack: [ShopScreen]) throws {
        let (app, testbed, request) = launch(signedIn: true, link)
        #expect(testbed.settle() == .milliseconds(300))
        #expect(request.finishedOutcome == .completed)
        #expect(testbed.host.animatedTransitionCount == 1)
        #expect(testbed.host.transcript.filter { $0.text.hasPrefix("» ") }.count == 1)
        #expect(app.navigator.shown.root.tabSet?.selected == tab)
        #expect(app.navigator.shown.stack(at: .tab(tab))?.screens == stack)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Signed out, Sign in comes in the first transition (a fade, as without a link), and the
    // link waits for the sign-in.
    @Test func signedOutWaitsBehindSignIn() throws {
        let (app, testbed, _) = launch(signedIn: false, "shop://orders/42")
        #expect(app.links.pending?.guardID == .signedIn)
        #expect(testbed.settle() == .milliseconds(300))
        #expect(testbed.host.animatedTransitionCount == 1)
        #expect(testbed.host.transcript.contains { $0.text.contains("crossFade") })
        #expect(app.navigator.shown.root.flow == .signIn)
        app.session.finishOnboarding()  // a returning user: no onboarding between
        let lines = testbed.host.transcript.count
        app.signIn(as: "Ada")
        testbed.settle()
        #expect(app.navigator.shown.stack(at: .tab(.profile))?.screens == [.profile, .orders, .order(42)])
        // One step after signing in: Main arrives already on the link's screen.
        #expect(testbed.host.transcript.dropFirst(lines).filter { $0.text.hasPrefix("» ") }.count == 1)
    }

    // A link that cannot be opened changes nothing: the app starts as it does without one.
    @Test func badLinkStartsAsUsual() {
        let (app, testbed, request) = launch(signedIn: true, "shop://nowhere")
        #expect(request.finishedOutcome == .refused(.link(.unmatched(path: "/nowhere"))))
        testbed.settle()
        #expect(app.navigator.shown.root.flow == .main)
        #expect(app.navigator.shown.stack(at: .tab(.catalog))?.screens == [.catalog])
    }
}
