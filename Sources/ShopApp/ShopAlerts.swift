import Wayfinder

extension AlertAction {
    public static let remove: AlertAction = "remove"
    public static let signOut: AlertAction = "sign-out"
    public static let ok: AlertAction = "ok"
}

extension AlertStyle {
    /// The Shop's red card for things that cannot be undone.
    public static let destructiveCard: AlertStyle = "destructive-card"
}

extension NavigationAlert {
    /// Asked before an item leaves the cart.
    public static let removeItem = NavigationAlert(
        title: "Remove item?", message: "It leaves your cart.",
        buttons: [.cancel(), .destructive("Remove", action: .remove)], style: .destructiveCard)
    /// Asked before signing out.
    public static let signOut = NavigationAlert(
        title: "Sign out?", buttons: [.cancel(), .destructive("Sign out", action: .signOut)],
        style: .destructiveCard)
    /// A product's limited offer (S2 raises it on Product(7)).
    public static let offer = NavigationAlert(title: "Limited offer", message: "20% off today.", buttons: [AlertButton("OK", action: .ok)])
    /// Raised inside the promo code sheet when the Shop does not accept the code.
    public static let invalidPromoCode = NavigationAlert(
        title: "Code not valid", message: "Check the code and try again.", buttons: [AlertButton("OK", action: .ok)])
    /// A question raised inside the Options sheet (S4).
    public static let optionsQuestion = NavigationAlert(
        title: "Keep these options?", buttons: [.cancel("No"), AlertButton("Yes", action: .ok)])
}
