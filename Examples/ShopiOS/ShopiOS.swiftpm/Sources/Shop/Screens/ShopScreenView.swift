import SwiftUI
import Wayfinder
import WayfinderRecording

/// The Shop's screens as SwiftUI views, one per `ShopScreen`: what each shows and which events it
/// sends are those of the terminal demo's screens. Each gets what it needs: its events (through
/// its screen model) and the app's data it shows (the catalog, the cart, the session).
struct ShopScreenView: View {
    let entry: Entry<ShopScreen>
    let app: ShopApp
    /// What Settings shares for a tester (debug builds).
    let recorder: SessionRecorder<ShopScreen>

    var body: some View {
        let events = ScreenEvents(entry: entry.id, models: app.models)
        switch entry.screen {
        case .splash:
            SplashScreen()
        case .signIn:
            SignInScreen(events: events)
        case .onboarding(let step):
            OnboardingScreen(step: step, session: app.session, events: events)
        case .catalog:
            CatalogScreen(entry: entry.id, app: app, events: events)
        case .product(let number):
            ProductScreen(product: app.product(number), cart: app.cart, events: events)
        case .options(let number):
            OptionsScreen(product: app.product(number), events: events)
        case .cart:
            CartScreen(cart: app.cart, events: events)
        case .promoCode:
            PromoCodeScreen(cart: app.cart, events: events)
        case .address:
            AddressScreen(events: events)
        case .confirmOrder:
            ConfirmOrderScreen(cart: app.cart, events: events)
        case .placingOrder:
            PlacingOrderOverlay()
        case .done:
            DoneScreen(cart: app.cart, events: events)
        case .profile:
            ProfileScreen(session: app.session, events: events)
        case .orders:
            OrdersScreen(cart: app.cart, events: events)
        case .order(let number):
            OrderScreen(order: app.cart.order(number), number: number)
        case .settings:
            SettingsScreen(events: events, recorder: recorder)
        case .terms:
            TermsScreen(events: events)
        }
    }
}

extension ShopScreen {
    /// The navigation bar's title (and the next screen's back button); none for the screens that
    /// stand alone.
    @MainActor func title(in app: ShopApp) -> String? {
        switch self {
        case .splash, .signIn, .onboarding, .placingOrder: nil
        case .catalog: "Catalog"
        case .product(let number): app.product(number)?.name ?? "Product \(number)"
        case .options: "Options"
        case .cart: "Cart"
        case .promoCode: "Promo code"
        case .address: "Address"
        case .confirmOrder: "Confirm order"
        case .done: "Done"
        case .profile: "Profile"
        case .orders: "Orders"
        case .order(let number): "Order \(number)"
        case .settings: "Settings"
        case .terms: "Terms"
        }
    }
}
