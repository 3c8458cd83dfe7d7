/// Turns links into the app's own typed routes.
///
/// Declare each path pattern with the route it means; the router matches a link's path through
/// a tree of segments (a literal before a parameter before a wildcard), not by trying every
/// pattern in turn.
///
/// ```swift
/// enum ShopRoute: Sendable { case product(Int), cart, checkout, order(Int), settings }
///
/// var router = DeepLinkRouter<ShopRoute>(schemes: ["shop"], webHosts: ["shop.example"])
/// try router.add("/product/:id") { .product(try $0.parameter("id", as: Int.self)) }
/// try router.add("/cart") { _ in .cart }
/// try router.add("/orders/:id") { .order(try $0.parameter("id")) }
///
/// let resolved = try router.resolve("shop://orders/42")   // .order(42)
/// ```
///
/// A wildcard, last in its pattern, takes the rest of the path as a typed list, so links of
/// any length need one pattern:
///
/// ```swift
/// var numbers = DeepLinkRouter<[Int]>(schemes: ["numbers"])
/// try numbers.add("/numbers/*ids") { try $0.parameter("ids", as: [Int].self) }
/// try numbers.resolve("numbers://numbers/42/13/7")   // [42, 13, 7]
/// ```
public struct DeepLinkRouter<Route: Sendable>: Sendable {
    /// The most segments a wildcard takes: a link with more after the wildcard's place is
    /// refused with ``DeepLinkError/tooManySegments(wildcard:count:limit:)``. Each segment is
    /// bounded as any part of a link is, by ``DeepLink/maximumLength``.
    public static var maximumWildcardSegments: Int { 64 }

    /// Custom schemes accepted (`shop`), lowercased.
    public let schemes: Set<String>
    /// Hosts accepted for `http` and `https` links (universal links), lowercased.
    public let webHosts: Set<String>

    private var trie = LinkTrie()
    /// What each pattern means, by its number in the trie.
    private var endpoints: [Endpoint] = []

    private struct Endpoint: Sendable {
        let pattern: LinkPattern
        let shows: ScreenPath?
        let resolve: @Sendable (LinkMatch) throws -> Route
    }

    /// A router for custom-scheme links of `schemes` and https links to `webHosts`.
    public init(schemes: Set<String>, webHosts: Set<String> = []) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.webHosts = Set(webHosts.map { $0.lowercased() })
    }

    /// Declares a pattern and the route it means.
    ///
    /// - Parameters:
    ///   - pattern: A path such as `/orders/:id`: literal segments, parameters (`:id`, one
    ///     segment) and last, at most one wildcard (`*ids`, the rest of the path, one segment or
    ///     more). At each segment a literal beats a parameter and a parameter beats a wildcard,
    ///     so with `/orders/new`, `/orders/:id` and `/orders/*ids` declared, `/orders/new`,
    ///     `/orders/42` and `/orders/42/13` each match one. Which links need sign-in is not said here:
    ///     the screens a link shows are protected by a ``NavigationGuard``, and the navigator
    ///     decides for every change, a link's included.
    ///   - shows: Where a link it matches lands, for the navigation map: the router never reads
    ///     it, and a router without it opens links the same.
    ///   - resolve: Reads the match into a route; errors it throws refuse the link: a link's
    ///     own error (a parameter that does not parse, a missing query item) as itself, any other
    ///     as ``DeepLinkError/rejected(_:)``.
    /// - Throws: A ``DeepLinkError`` for a malformed pattern (a wildcard before another segment is
    ///   ``DeepLinkError/patternWildcardNotLast(_:)``) or one of a shape already declared
    ///   (``DeepLinkError/patternDuplicated(_:)``).
    public mutating func add(
        _ pattern: String,
        shows: ScreenPath? = nil,
        _ resolve: @escaping @Sendable (LinkMatch) throws -> Route
    ) throws(DeepLinkError) {
        let parsed = try LinkPattern(pattern)
        guard trie.insert(parsed, as: endpoints.count) else { throw .patternDuplicated(pattern) }
        endpoints.append(Endpoint(pattern: parsed, shows: shows, resolve: resolve))
    }

    /// The patterns declared, in the order they were added, with their parameters and where
    /// each lands when ``add(_:shows:_:)`` was told.
    ///
    /// ```swift
    /// for link in router.declaredLinks { print(link.pattern, link.parameters) }   // /orders/:id ["id"]
    /// ```
    public var declaredLinks: [LinkDeclaration] {
        endpoints.map { LinkDeclaration(pattern: $0.pattern.description, parameters: $0.pattern.parameterNames, shows: $0.shows) }
    }

    /// Resolves link text to its route.
    ///
    /// - Throws: A ``DeepLinkError``: the link's own (too long, malformed, empty segment, encoded
    ///   slash), a scheme or host the router does not accept, no matching pattern, a wildcard
    ///   matching more than ``maximumWildcardSegments``, or the resolver's refusal (a parameter
    ///   that does not parse).
    ///
    /// ```swift
    /// try router.resolve("shop://orders/42")      // .order(42)
    /// ```
    public func resolve(_ text: String) throws(DeepLinkError) -> Route {
        try resolvedLink(DeepLink(text)).route
    }

    /// Resolves a link to its route.
    public func resolve(_ link: DeepLink) throws(DeepLinkError) -> Route {
        try resolvedLink(link).route
    }

    /// Resolves a link to its route, keeping the link and the pattern it matched.
    package func resolvedLink(_ link: DeepLink) throws(DeepLinkError) -> ResolvedLink<Route> {
        if let host = link.host {
            guard webHosts.contains(host) else { throw .hostUnsupported(host) }
        } else {
            guard schemes.contains(link.scheme) else { throw .schemeUnsupported(link.scheme) }
        }
        guard let number = trie.match(link.segments) else { throw .unmatched(path: link.path) }
        let endpoint = endpoints[number]
        var parameters: [String: String] = [:]
        var wildcards: [String: [String]] = [:]
        for (position, segment) in endpoint.pattern.segments.enumerated() {
            switch segment {
            case .literal: break
            case .parameter(let name): parameters[name] = link.segments[position]
            case .wildcard(let name):
                let rest = link.segments.count - position
                guard rest <= Self.maximumWildcardSegments else {
                    throw .tooManySegments(wildcard: name, count: rest, limit: Self.maximumWildcardSegments)
                }
                wildcards[name] = Array(link.segments[position...])
            }
        }
        let match = LinkMatch(link: link, pattern: endpoint.pattern, parameters: parameters, wildcards: wildcards)
        do {
            return ResolvedLink(link: link, pattern: endpoint.pattern, route: try endpoint.resolve(match))
        } catch {
            throw DeepLinkError(resolverError: error)
        }
    }
}

/// A link resolved to the app's route.
package struct ResolvedLink<Route: Sendable>: Sendable {
    /// The link.
    package let link: DeepLink
    /// The pattern it matched.
    package let pattern: LinkPattern
    /// The app's route.
    package let route: Route
}
