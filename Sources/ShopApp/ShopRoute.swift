import Wayfinder

/// What a Shop link can ask for (push notifications and universal links use the same ones).
public enum ShopRoute: Hashable, Sendable {
    /// `shop://product/{id}`: Catalog › Product(id).
    case product(Int)
    /// `shop://cart`: the Cart tab at its root.
    case cart
    /// `shop://cart/checkout`: Cart › Address.
    case checkout
    /// `shop://orders/{id}`: Profile › Orders › Order(id); needs sign-in.
    case order(Int)
    /// `shop://settings`: Profile › Settings; needs sign-in.
    case settings

    /// The Shop's links, for `shop://` and `https://shop.example`.
    public static func router() -> DeepLinkRouter<ShopRoute> {
        var router = DeepLinkRouter<ShopRoute>(schemes: ["shop"], webHosts: ["shop.example"])
        do {
            // `shows:` is where each lands, for the navigation map (`wayfinder-demo --map`).
            try router.add("/product/:id", shows: ScreenPath(.main, tab: .catalog, ["catalog", "product(id)"])) {
                .product(try $0.positiveID())
            }
            try router.add("/cart", shows: ScreenPath(.main, tab: .cart, ["cart"])) { _ in .cart }
            try router.add("/cart/checkout", shows: ScreenPath(.main, tab: .cart, ["cart", "address"])) { _ in .checkout }
            // Orders and Settings need a session: their screens are protected (`needsSession`).
            try router.add("/orders/:id", shows: ScreenPath(.main, tab: .profile, ["profile", "orders", "order(id)"])) {
                .order(try $0.positiveID())
            }
            try router.add("/settings", shows: ScreenPath(.main, tab: .profile, ["profile", "settings"])) { _ in .settings }
        } catch {
            preconditionFailure("the Shop's own patterns are malformed: \(error)")
        }
        return router
    }
}

extension ShopRoute {
    /// The Shop's rule for identifiers of products and orders: positive. Links are read by it,
    /// and so is any other way an identifier comes in (the demo's `push product 3`), so a number
    /// one refuses the other refuses too.
    ///
    /// ```swift
    /// try ShopRoute.checkedID(3)    // 3
    /// try ShopRoute.checkedID(0)    // throws: "0" is not a valid positive Int for id
    /// ```
    ///
    /// - Throws: ``DeepLinkError/parameterInvalid(name:value:expected:)`` for `id` when `id` is
    ///   not positive.
    public static func checkedID(_ id: Int) throws(DeepLinkError) -> Int {
        guard id > 0 else { throw .parameterInvalid(name: "id", value: String(id), expected: "positive Int") }
        return id
    }
}

extension LinkMatch {
    /// The `id` parameter, read as an `Int` and checked by the Shop's rule for identifiers.
    fileprivate func positiveID() throws(DeepLinkError) -> Int {
        try ShopRoute.checkedID(try parameter("id", as: Int.self))
    }
}
