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
            try router.add("/product/:id") { .product(try $0.positiveID()) }
            try router.add("/cart") { _ in .cart }
            try router.add("/cart/checkout") { _ in .checkout }
            // Orders and Settings need a session: their screens are protected (`needsSession`).
            try router.add("/orders/:id") { .order(try $0.positiveID()) }
            try router.add("/settings") { _ in .settings }
        } catch {
            preconditionFailure("the Shop's own patterns are malformed: \(error)")
        }
        return router
    }
}

extension LinkMatch {
    /// The `id` parameter, which the Shop's identifiers need to be positive.
    fileprivate func positiveID() throws(DeepLinkError) -> Int {
        let id = try parameter("id", as: Int.self)
        guard id > 0 else { throw .invalidParameter(name: "id", value: parameters["id"] ?? "", expected: "positive Int") }
        return id
    }
}
