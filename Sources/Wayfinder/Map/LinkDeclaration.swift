/// A pattern a ``DeepLinkRouter`` holds, as the navigation map reads it: its text, the names of
/// its parameters and wildcards, and where it lands, when declared.
///
/// ```swift
/// var router = DeepLinkRouter<ShopRoute>(schemes: ["shop"])
/// try router.add("/orders/:id", shows: ScreenPath(.main, tab: .profile, ["profile", "orders", "order(id)"])) {
///     .order(try $0.parameter("id"))
/// }
/// router.declaredLinks[0].parameters   // ["id"]
/// ```
public struct LinkDeclaration: Hashable, Sendable {
    /// The pattern, such as `/orders/:id`.
    public let pattern: String
    /// Its parameters' and wildcards' names, in order.
    public let parameters: [String]
    /// Where a link it matches lands; `nil` when the router was not told.
    public let shows: ScreenPath?

    /// The pattern `pattern` with `parameters`, landing where `shows` says.
    public init(pattern: String, parameters: [String], shows: ScreenPath?) {
        self.pattern = pattern
        self.parameters = parameters
        self.shows = shows
    }
}

extension LinkPattern {
    /// The names of the parameters and the wildcard, in order.
    var parameterNames: [String] {
        segments.compactMap { segment in
            switch segment {
            case .literal: nil
            case .parameter(let name), .wildcard(let name): name
            }
        }
    }
}
