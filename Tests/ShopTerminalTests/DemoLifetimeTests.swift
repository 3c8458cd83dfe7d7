import ShopApp
import ShopTerminal
import Testing
import Wayfinder
import WayfinderTerminal
import WayfinderTesting

/// The demo's whole graph (app, navigator, phone, views, clock, order service) is freed
/// when the demo is: the host's views capture the app, which owns the navigator, and the
/// navigator does not own its host.
@MainActor
@Suite("Demo lifetime")
struct DemoLifetimeTests {
    @Test func demoIsFreedWithTransitionsAndAnOrderInFlight() {
        weak var app: ShopApp?
        weak var navigator: Navigator<ShopScreen>?
        weak var host: SimulatedHost<ShopScreen>?
        weak var clock: VirtualClock?
        do {
            let demo = ShopDemo(signedIn: true)
            demo.settleTransitions()
            let runner = ScriptRunner(demo: demo, print: { _ in })
            _ = runner.run(["link shop://product/3", "tap 2", "tab cart", "tap 1", "tap 1", "tap 1", "& link shop://orders/42"])
            (app, navigator, host, clock) = (demo.app, demo.navigator, demo.phone.host, demo.clock)
            #expect(!clock!.isIdle)  // the order and the link's transition are still scheduled
        }
        #expect(app == nil)
        #expect(navigator == nil)
        #expect(host == nil)
        #expect(clock == nil)
    }

    // A thousand demos leave nothing behind.
    @Test func manyDemosLeaveNothing() {
        weak var last: ShopApp?
        for _ in 0..<1000 {
            let demo = ShopDemo(signedIn: true)
            _ = demo.open("shop://product/7")
            last = demo.app
        }
        #expect(last == nil)
    }
}

