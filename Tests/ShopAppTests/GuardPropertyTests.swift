import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// No sequence of commands, links and gestures shows a guarded screen while signed out.
///
/// Seeded random walks over the Shop. While signed out, `state` never holds a guarded screen,
/// and `shown` holds none but those on screen when the user signed out or brought by the one
/// transition already running then (UIKit cannot stop an animation halfway; the navigator
/// replans as soon as it ends). Once settled, `shown` holds none at all.
@MainActor
@Suite("Shop: guards hold")
struct GuardPropertyTests {
    static let links = [
        "shop://orders/42", "shop://settings", "shop://product/3", "shop://cart", "shop://cart/checkout",
        "https://shop.example/orders/7", "shop://nowhere", "shop://orders/x",
    ]
    static let screens: [ShopScreen] = [.order(1), .settings, .orders, .product(2), .catalog, .address, .signIn, .done]

    func protected(_ state: NavigationState<ShopScreen>) -> Set<EntryID> {
        Set(state.allStacks.flatMap(\.stack.entries).filter { entry in
            if case .onboarding = entry.screen { return false }
            return entry.screen.needsSession
        }.map(\.id))
    }

    @Test(arguments: Array(UInt64(1)...UInt64(60)))
    func guardedScreensNeverAppearWhileSignedOut(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let shop = ShopTestbed(signedIn: random.below(2) == 0)
        let navigator = shop.navigator
        // Taken at the exact moment the session stops being ready, however it happens (the
        // "Sign out?" alert answers inside a clock advance).
        // Taken at the exact moment the session stops being ready, however it happens (the
        // "Sign out?" alert answers inside a clock advance).
        @MainActor final class Watch: NavigatorFollower {
            let shop: ShopTestbed
            let protected: (NavigationState<ShopScreen>) -> Set<EntryID>
            var leaving: Set<EntryID> = []
            var wasReady: Bool
            init(_ shop: ShopTestbed, protected: @escaping (NavigationState<ShopScreen>) -> Set<EntryID>) {
                self.shop = shop
                self.protected = protected
                wasReady = shop.app.session.isReady
                if !wasReady { leaving = onScreen() }
                shop.navigator.follow(by: self)
            }
            /// What may still be on screen after signing out: what is shown, and what the running
            /// transition brings.
            func onScreen() -> Set<EntryID> {
                let navigator = shop.navigator
                let arriving = navigator.transitionInFlight.map { protected(navigator.shown.applying($0)) } ?? []
                return protected(navigator.shown).union(arriving)
            }
            func navigatorDidChange() {
                let ready = shop.app.session.isReady
                if wasReady && !ready { leaving = onScreen() }
                wasReady = ready
            }
        }
        let watch = Watch(shop, protected: { protected($0) })

        func check(_ step: Int) {
            guard !shop.app.session.isReady else { return }
            #expect(protected(navigator.state).isEmpty, "seed \(seed) step \(step): state holds a guarded screen\n\(navigator.state)")
            let extra = protected(navigator.shown).subtracting(watch.leaving)
            #expect(extra.isEmpty, "seed \(seed) step \(step): shown gained guarded screens \(extra)\n\(navigator.shown)")
        }

        for step in 0..<80 {
            switch random.below(12) {
            case 0: shop.app.open(random.pick(Self.links))
            case 1: navigator.push(random.pick(Self.screens))
            case 2: navigator.present(random.pick(Self.screens), as: random.pick([.sheet(.fitting), .fullScreenCover]))
            case 3: navigator.update { state in try state.showMain() }
            case 4:
                if random.below(2) == 0 {
                    shop.app.signIn(as: "Ada")
                } else {
                    shop.app.signOut()
                }
            case 5: shop.host.swipeBack(cancelled: random.below(2) == 0)
            case 6: shop.host.dragSheetDown()
            case 7: shop.host.tapAlertButton(random.below(2))
            case 8: shop.tap(random.pick([.openProduct(5), .showOffer, .buy, .openOrders, .signOut, .showOptions(product: 3)]))
            case 9: navigator.navigate(to: NavigationState(flow: .signIn, root: .signIn))
            default: shop.host.advance(by: .milliseconds(Int64(random.below(400))))
            }
            check(step)
            if random.below(3) == 0 {
                shop.host.advance(by: .milliseconds(Int64(random.below(400))))
                check(step)
            }
        }
        shop.settle()
        check(80)
        if !shop.app.session.isReady {
            #expect(protected(navigator.shown).isEmpty, "seed \(seed): a guarded screen is on screen, settled, signed out")
        }
        #expect(shop.host.violations.isEmpty, "seed \(seed): \(shop.host.violations)")
        #expect(navigator.isSettled)
    }
}
