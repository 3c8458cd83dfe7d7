import ShopApp
import ShopTerminal
import Testing
import Wayfinder

/// `--link` at launch, as a push notification that launches the app: the link's screens come in
/// the first transition, one root switch with their stacks and tab.
@MainActor
@Suite("Demo: cold start with a link")
struct ColdStartTests {
    @Test(arguments: [
        ("shop://product/3", TabID.catalog, [ShopScreen.catalog, .product(3)]),
        ("shop://orders/42", TabID.profile, [ShopScreen.profile, .orders, .order(42)]),
    ])
    func launchLinkTakesOneTransition(_ link: String, _ tab: TabID, _ stack: [ShopScreen]) {
        let demo = ShopDemo(signedIn: true, launchLink: link)
        #expect(demo.settleTransitions() == .milliseconds(300))
        #expect(demo.phone.host.animatedTransitionCount == 1)
        #expect(demo.launchMessage == "opened \(link)")
        #expect(demo.navigator.shown.root.tabSet?.selected == tab)
        #expect(demo.navigator.shown.stack(at: .tab(tab))?.screens == stack)
        #expect(demo.phone.host.violations.isEmpty)
    }

    // Signed out, Sign in comes in the one transition and the link waits behind it.
    @Test func signedOutLinkWaitsBehindSignIn() {
        let demo = ShopDemo(signedIn: false, launchLink: "shop://orders/42")
        #expect(demo.settleTransitions() == .milliseconds(300))
        #expect(demo.phone.host.animatedTransitionCount == 1)
        #expect(demo.navigator.shown.root.flow == .signIn)
        #expect(demo.launchMessage == "shop://orders/42 opens once you sign in")
    }

    // A launch link that cannot be opened changes nothing: the app starts as without one.
    @Test func badLaunchLinkStartsAsUsual() {
        let demo = ShopDemo(signedIn: true, launchLink: "shop://nowhere")
        demo.settleTransitions()
        #expect(demo.launchFailed)
        #expect(demo.launchMessage == "cannot open shop://nowhere: no route matches /nowhere")
        #expect(demo.navigator.shown.stack(at: .tab(.catalog))?.screens == [.catalog])
    }
}
