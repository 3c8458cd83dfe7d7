/// What a Shop screen reports. Screens know nothing about navigation: they say what happened,
/// and the coordinator of their region decides what to show.
public enum ShopEvent: Hashable, Sendable {
    case signIn(name: String)
    case onboarding(OnboardingAnswer)
    case skipToEmail
    case openProduct(Int)
    case showOptions(product: Int)
    case showOffer
    case askAboutOptions
    case addToCart(Int)
    case removeFromCart(Int)
    /// The split layout's sidebar: the cart shows in the detail.
    case openCart
    /// The split layout's sidebar: the profile shows in the detail.
    case openProfile
    /// The cart's "Promo code": the promo code sheet comes up.
    case enterPromoCode
    /// The promo code sheet's "Apply", with what the field holds.
    case applyPromoCode(String)
    case buy
    case addressEntered
    case placeOrder
    case orderPlaced
    case finishCheckout
    case openOrders
    case openOrder(Int)
    case openSettings
    /// Settings' "Terms of service": the terms slide up in a cover.
    case openTerms
    case signOut
    case back
    case close
}
