import Foundation

/// A link read into what routing needs: scheme, host, percent-decoded path segments, query items.
///
/// A custom-scheme link's host is its first segment, however it is written (`shop://orders/42`,
/// `shop:/orders/42`, `shop:orders/42` all read `["orders", "42"]`); a web link keeps its host
/// apart. Schemes and hosts are lowercased, later segments kept as written. One trailing slash is
/// ignored. Refused: an empty segment, an encoded slash or NUL, a bad escape, a percent-encoded
/// host (another spelling would get past a route's literals), credentials, a port, and plain
/// `http` (universal links are https only).
///
/// ```swift
/// let link = try DeepLink("https://shop.example/orders/42?ref=push")
/// link.host          // "shop.example"
/// link.segments      // ["orders", "42"]
/// link.query("ref")  // "push"
/// try DeepLink("SHOP://Cart/Checkout").segments   // ["cart", "Checkout"]
/// ```
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    /// The longest link read; longer text is refused before it is parsed.
    public static let maximumLength = 2048

    /// The scheme, lowercased (`shop`, `https`).
    public let scheme: String
    /// The host of a web link, lowercased; `nil` for custom-scheme links.
    public let host: String?
    /// The path segments, percent-decoded.
    public let segments: [String]
    /// The query items, percent-decoded, in order.
    public let queryItems: [(name: String, value: String?)]

    /// A link of these parts.
    init(scheme: String, host: String?, segments: [String], queryItems: [(name: String, value: String?)]) {
        self.scheme = scheme
        self.host = host
        self.segments = segments
        self.queryItems = queryItems
    }

    /// Reads a URL.
    public init(_ url: URL) throws(DeepLinkError) {
        try self.init(url.absoluteString)
    }

    /// The first value of a query item, if present.
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value ?? nil
    }

    /// `/orders/42`, the path as routing sees it.
    public var path: String { "/" + segments.joined(separator: "/") }

    /// The link as it is written: `shop://product/3`, `https://shop.example/orders/42?ref=push`,
    /// with what needs it percent-encoded again.
    public var description: String {
        func encoded(_ text: String) -> String { PercentEncoding.escaped(text, keeping: PercentEncoding.unreserved) }
        var text = "\(scheme)://"
        if let host { text += segments.isEmpty ? host : host + "/" }
        text += segments.map(encoded).joined(separator: "/")
        if !queryItems.isEmpty {
            text += "?" + queryItems.map { item in encoded(item.name) + (item.value.map { "=" + encoded($0) } ?? "") }
                .joined(separator: "&")
        }
        return text
    }

    public static func == (lhs: DeepLink, rhs: DeepLink) -> Bool {
        lhs.scheme == rhs.scheme && lhs.host == rhs.host && lhs.segments == rhs.segments
            && lhs.queryItems.elementsEqual(rhs.queryItems) { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(scheme)
        hasher.combine(host)
        hasher.combine(segments)
        for item in queryItems {
            hasher.combine(item.name)
            hasher.combine(item.value)
        }
    }
}

extension DeepLink {
    /// Reads the link of a push notification: the first string found under `key` (by default
    /// `"link"`, then `"url"`), at the top of the payload or in a nested dictionary (such as the
    /// one under `"aps"`), so notifications open through the same routes as every other link.
    ///
    /// ```swift
    /// // application(_:didReceiveRemoteNotification:) or UNNotificationResponse
    /// let link = try DeepLink(notificationPayload: userInfo as? [String: any Sendable] ?? [:])
    /// ```
    ///
    /// - Throws: ``DeepLinkError/malformed(_:)`` when no link is found, or the link's own errors.
    public init(notificationPayload payload: [String: any Sendable], keys: [String] = ["link", "url"]) throws(DeepLinkError) {
        func find(in dictionary: [String: any Sendable], depth: Int) -> String? {
            for key in keys { if let text = dictionary[key] as? String { return text } }
            guard depth < 4 else { return nil }
            for key in dictionary.keys.sorted() {
                if let nested = dictionary[key] as? [String: any Sendable], let text = find(in: nested, depth: depth + 1) {
                    return text
                }
            }
            return nil
        }
        guard let text = find(in: payload, depth: 0) else {
            throw .malformed("the notification holds no \(keys.joined(separator: " or ")) string")
        }
        try self.init(text)
    }
}
