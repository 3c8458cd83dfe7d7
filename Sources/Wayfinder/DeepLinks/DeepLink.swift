import Foundation

/// A URL read into what routing needs: scheme, host, percent-decoded path segments, query items.
///
/// Custom-scheme links (`shop://orders/42`) treat the host as the first path segment, as the
/// Shop's links read: segments `["orders", "42"]`. Web links (`https://shop.example/orders/42`)
/// keep the host apart: host `shop.example`, segments `["orders", "42"]`. A trailing slash is
/// ignored; an empty segment, an encoded slash, a bad `%` escape, a port, credentials or plain
/// `http` (universal links are https only) are errors.
///
/// **Case.** The scheme and the host are case-insensitive, as in every URL: both are lowercased.
/// So the first segment of a custom-scheme link, being its host, is matched in lowercase
/// (`SHOP://PRODUCT/3` is `shop://product/3`), while every later segment is matched as written
/// (`shop://Cart/Checkout` reads `["cart", "Checkout"]`).
///
/// **Hosts are plain text.** A custom-scheme link's host is its first segment, however the link
/// is written (`shop://product/3`, `shop:/product/3`, `shop:product/3`), so a percent-encoded one
/// (`shop://%70roduct/3`, `shop:/%70roduct/3`) is refused: it would otherwise get past the routes
/// by being spelt differently. So is an empty host before a path (`shop:///product/3`). A web
/// link's host is compared with the router's allowed hosts as written, so `shop%2Eexample` is
/// simply not `shop.example`.
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

    /// Reads a link.
    ///
    /// - Throws: ``DeepLinkError/tooLong(length:limit:)``, ``DeepLinkError/malformed(_:)``,
    ///   ``DeepLinkError/emptySegment(position:)`` or ``DeepLinkError/encodedSlash(segment:)``.
    public init(_ text: String) throws(DeepLinkError) {
        guard text.utf8.count <= Self.maximumLength else {
            throw .tooLong(length: text.utf8.count, limit: Self.maximumLength)
        }
        guard !text.isEmpty else { throw .malformed("the link is empty") }
        // One pass over the bytes: printable ASCII only (no space, no control, nothing above 0x7E).
        guard text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw .malformed("the link holds spaces, control or non-ASCII characters; encode them")
        }
        // Checked on the raw text: Foundation rewrites a stray "%" as "%25" before it can be seen.
        guard Self.hasValidEscapes(text) else { throw .malformed("bad percent-encoding in \"\(text.prefix(80))\"") }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(), !scheme.isEmpty
        else { throw .malformed("\"\(text.prefix(80))\" is not a URL with a scheme") }
        guard components.user == nil, components.password == nil else { throw .malformed("the link holds credentials") }
        guard components.port == nil else { throw .malformed("the link names a port") }
        guard scheme != "http" else { throw .unsupportedScheme(scheme) }  // universal links are https only

        let isWeb = scheme == "https"
        // The host as written, cut from the text by hand: Foundation's `percentEncodedHost` costs
        // more than the rest of the parse, and its `rangeOfHost` indexes the text Foundation
        // rewrote (an IP literal gets re-escaped), not this one (found by the links fuzzer).
        let host = Self.writtenHost(in: text)?.lowercased()
        var encoded: [String] = []
        if isWeb {
            guard let host, !host.isEmpty else { throw .malformed("a web link needs a host") }
        } else if let host, !host.isEmpty {
            encoded.append(host)
        }
        var path = components.percentEncodedPath
        if !isWeb, host == "", !path.isEmpty, path != "/" {
            throw .malformed("the host is empty: write \(scheme):/\(path), not \(scheme)://\(path)")
        }
        if path.hasPrefix("/") { path.removeFirst() }
        if path.count > 1, path.hasSuffix("/") { path.removeLast() }  // one trailing slash; "//" keeps its empty segment
        if !path.isEmpty { encoded += path.split(separator: "/", omittingEmptySubsequences: false).map(String.init) }
        // A custom-scheme link's first segment is its host, however it is written (`shop://cart`,
        // `shop:/cart`, `shop:cart`): lowercased, and never escaped, since a decoded escape would
        // get past the routes' literals. A web host is compared as written, so it cannot.
        if !isWeb, let first = encoded.first?.lowercased() {
            guard !first.utf8.contains(UInt8(ascii: "%")) else {
                throw .malformed("the host \"\(first.prefix(80))\" is percent-encoded; write it as plain text")
            }
            encoded[0] = first
        }

        var segments: [String] = []
        for (position, raw) in encoded.enumerated() {
            guard !raw.isEmpty else { throw .emptySegment(position: position) }
            guard let decoded = Self.percentDecoded(raw) else { throw .malformed("bad percent-encoding in \"\(raw)\"") }
            guard !decoded.utf8.contains(UInt8(ascii: "/")) else { throw .encodedSlash(segment: raw) }
            guard !decoded.utf8.contains(0) else { throw .malformed("a segment holds a NUL character") }
            segments.append(decoded)
        }
        self.scheme = scheme
        self.host = isWeb ? host : nil
        self.segments = segments
        // Decoded here: Foundation's `queryItems` turns a bad escape (%FF) into nothing.
        var items: [(name: String, value: String?)] = []
        for item in components.percentEncodedQueryItems ?? [] {
            func decode(_ raw: String) throws(DeepLinkError) -> String {
                guard let text = Self.percentDecoded(raw) else { throw .malformed("bad percent-encoding in the query") }
                return text
            }
            items.append((try decode(item.name), try item.value.map { value throws(DeepLinkError) in try decode(value) }))
        }
        self.queryItems = items
    }

    /// The host of `text` as written: what follows `scheme://`, up to the path, query or
    /// fragment, less an empty port's `:` (credentials and ports are refused before it is read);
    /// `nil` without `//`.
    static func writtenHost(in text: String) -> Substring? {
        let bytes = text.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let afterColon = bytes.index(after: colon)
        guard bytes[afterColon...].starts(with: "//".utf8) else { return nil }
        let start = bytes.index(afterColon, offsetBy: 2)
        let end = bytes[start...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
        let authority = text[start..<(end ?? bytes.endIndex)]
        return authority.hasSuffix(":") ? authority.dropLast() : authority
    }

    /// Whether every `%` starts a two-hex-digit escape (Foundation on some platforms leaves
    /// `%zz` as it is instead of failing).
    static func hasValidEscapes(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else { continue }
            guard bytes.next()?.isHexDigit == true, bytes.next()?.isHexDigit == true else { return false }
        }
        return true
    }

    /// The text `raw` stands for, its `%XX` escapes decoded; `nil` for a bad escape or escapes
    /// that spell invalid UTF-8. Text without a `%` (most of it) is its own.
    static func percentDecoded(_ raw: String) -> String? {
        guard raw.utf8.contains(UInt8(ascii: "%")) else { return raw }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count)
        var iterator = raw.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next()?.hexValue, let low = iterator.next()?.hexValue else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(bytes: bytes, encoding: .utf8)
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
        func encoded(_ text: String) -> String {
            text.addingPercentEncoding(withAllowedCharacters: Self.plainCharacters) ?? text
        }
        var text = "\(scheme)://"
        if let host { text += segments.isEmpty ? host : host + "/" }
        text += segments.map(encoded).joined(separator: "/")
        if !queryItems.isEmpty {
            text += "?" + queryItems.map { item in encoded(item.name) + (item.value.map { "=" + encoded($0) } ?? "") }
                .joined(separator: "&")
        }
        return text
    }

    /// What a segment or query item shows without an escape: RFC 3986's unreserved characters.
    private static let plainCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

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

extension UInt8 {
    fileprivate var isHexDigit: Bool { hexValue != nil }

    /// The value of a hexadecimal digit, or `nil`.
    fileprivate var hexValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
