import ShopApp
import Wayfinder
import WayfinderTerminal

/// The Shop's screens for the terminal: what each shows and what its actions report. These are
/// the demo's views; the app's logic (`ShopApp`) knows nothing about terminals.
@MainActor
final class ShopTerminalViews {
    let app: ShopApp
    /// The phone the screens show on: a list fills its height.
    weak var phone: TerminalPhone<ShopScreen>?
    init(app: ShopApp) {
        self.app = app
    }

    func content(for id: EntryID) -> ScreenContent {
        let navigator = app.navigator
        guard let entry = navigator.shown.entry(id) ?? navigator.state.entry(id) else { return ScreenContent(title: "") }
        func action(_ label: String, _ event: ShopEvent) -> ScreenContent.Action {
            ScreenContent.Action(label) { [app] in app.send(event, from: id) }
        }
        switch entry.screen {
        case .splash:
            return ScreenContent(title: "Shop", lines: ["Checking your session…"])
        case .signIn:
            return ScreenContent(title: "Sign in", lines: ["Welcome to Shop."], actions: [action("Sign in as Ada", .signIn(name: "Ada"))])
        case .onboarding(let step):
            return onboarding(step, action)
        case .catalog:
            return catalog(id, action)
        case .product(let number):
            let product = app.product(number)
            // What the cart holds of it: "Add to cart" shows its effect where it was tapped.
            let inCart = app.cart.items.count { $0 == number }
            return ScreenContent(
                title: product?.name ?? "Product \(number)",
                lines: product.map { ["$\($0.price)", "\($0.optionLines.count) options"] + (inCart > 0 ? ["✓ \(inCart) in your cart"] : []) }
                    ?? ["This product no longer exists."],
                actions: product == nil ? [] : [
                    action("Options", .showOptions(product: number)), action("Add to cart", .addToCart(number)),
                    action("Limited offer", .showOffer),
                ])
        case .options(let number):
            return ScreenContent(
                title: "Options", lines: app.product(number)?.optionLines ?? [],
                actions: [action("Ask about these", .askAboutOptions), action("Close", .close)])
        case .cart:
            return cart(action)
        case .promoCode:
            // The terminal has no text field to type in: the field shows what the preset actions apply.
            return ScreenContent(
                title: "Promo code", lines: ["Code: [          ]", app.cart.promoCode.map { "Applied: \($0)" } ?? "No code applied."],
                actions: [
                    action("Apply WELCOME10", .applyPromoCode("WELCOME10")), action("Apply NOPE", .applyPromoCode("NOPE")),
                    action("Close", .close),
                ])
        case .address:
            return ScreenContent(title: "Address", lines: ["1 Infinite Loop", "Cupertino"], actions: [action("Continue", .addressEntered)])
        case .confirmOrder:
            let count = app.cart.items.count
            guard count > 0 else { return ScreenContent(title: "Confirm order", lines: ["Your cart is empty.", "There is nothing to order."]) }
            return ScreenContent(
                title: "Confirm order", lines: [count.counted("item")], actions: [action("Place order", .placeOrder)])
        case .placingOrder:
            return ScreenContent(title: "Placing your order…", lines: ["Please wait."])
        case .done:
            return ScreenContent(
                title: "Done", lines: ["Thank you!", app.cart.orders.last.map { "Order \($0.id) is placed." } ?? ""],
                actions: [action("Back to cart", .finishCheckout)])
        case .profile:
            return ScreenContent(
                title: "Profile", lines: ["Signed in as \(app.session.user ?? "nobody")"],
                actions: [action("Orders", .openOrders), action("Settings", .openSettings), action("Sign out", .signOut)])
        case .orders:
            let orders = app.cart.orders.reversed()  // the newest first
            guard !orders.isEmpty else { return ScreenContent(title: "Orders", lines: ["No orders yet."]) }
            return ScreenContent(title: "Orders", lines: [], actions: orders.map { action("Order \($0.id)", .openOrder($0.id)) })
        case .order(let number):
            return ScreenContent(title: "Order \(number)", lines: order(number))
        case .settings:
            return ScreenContent(
                title: "Settings", lines: ["Notifications: on", "Currency: USD"], actions: [action("Terms of service", .openTerms)])
        case .terms:
            return ScreenContent(
                title: "Terms", lines: ["Be kind to the couriers.", "Returns within 30 days."], actions: [action("Close", .close)])
        }
    }

    private func order(_ number: Int) -> [String] {
        guard let order = app.cart.order(number) else { return ["There is no order \(number)", "on this account."] }
        let items = order.items.count.counted("item")
        switch order.status {
        case .placed: return ["Placed just now", items, "Arrives in 3 days"]
        case .delivered: return ["Delivered", items]
        }
    }

    private func onboarding(_ step: OnboardingStep, _ action: (String, ShopEvent) -> ScreenContent.Action) -> ScreenContent {
        switch step {
        case .name:
            // The name is the one signed in with; the age decides whether a guardian is asked.
            let name = app.session.user ?? "you"
            return ScreenContent(
                title: "About you", lines: ["Hi \(name)! How old are you?"],
                actions: [
                    action("15", .onboarding(.name(name, age: 15))), action("36", .onboarding(.name(name, age: 36))),
                    action("Skip to email", .skipToEmail),
                ])
        case .guardian:
            return ScreenContent(
                title: "A guardian", lines: ["Under 18s need a guardian."],
                actions: [action("parent@example.com", .onboarding(.guardian(email: "parent@example.com")))])
        case .email:
            return ScreenContent(title: "Email", actions: [action("ada@example.com", .onboarding(.email("ada@example.com")))])
        case .finish:
            return ScreenContent(title: "All set", lines: ["Welcome aboard."], actions: [action("Start shopping", .onboarding(.finished))])
        }
    }

    private func cart(_ action: (String, ShopEvent) -> ScreenContent.Action) -> ScreenContent {
        let items = app.cart.items
        guard let first = items.first else {
            return ScreenContent(title: "Cart", lines: ["Your cart is empty.", "Add something from a product."])
        }
        let promo = app.cart.promoCode.map { ["\($0): \(app.cart.discount)% off"] } ?? []
        return ScreenContent(
            title: "Cart", lines: items.map { app.product($0)?.name ?? "Product \($0)" } + promo,
            actions: [
                action("Buy", .buy), action("Open product \(first)", .openProduct(first)),
                action("Remove product \(first)", .removeFromCart(first)), action("Promo code", .enterPromoCode),
            ])
    }
}

extension Int {
    /// `1 item`, `2 items`.
    func counted(_ noun: String) -> String { self == 1 ? "1 \(noun)" : "\(formatted) \(noun)s" }

    /// `10,000`.
    var formatted: String {
        let digits = Array(String(self))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
