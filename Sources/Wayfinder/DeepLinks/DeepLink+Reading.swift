extension DeepLink {
    /// Reads a link's text: its scheme, host, path segments and query items, percent-decoded.
    ///
    /// Links read as Foundation's `URLComponents` read them, and a link that cannot be read
    /// throws the error that says why.
    ///
    /// ```swift
    /// try DeepLink("shop://orders/42?ref=push").segments   // ["orders", "42"]
    /// ```
    ///
    /// - Throws: ``DeepLinkError/tooLong(length:limit:)``, ``DeepLinkError/malformed(_:)``,
    ///   ``DeepLinkError/schemeUnsupported(_:)`` (plain `http`),
    ///   ``DeepLinkError/emptySegment(position:)`` or ``DeepLinkError/encodedSlash(segment:)``.
    public init(_ text: String) throws(DeepLinkError) {
        try Self.refuseUnreadable(text)
        guard let parts = LinkParts(text) else { throw .malformed("\"\(text.prefix(80))\" is not a URL with a scheme") }
        try Self.refuseCredentialsAndPort(parts)
        let scheme = parts.scheme.lowercased()
        // Universal links are https only.
        guard scheme != "http" else { throw .schemeUnsupported(scheme) }
        let isWeb = scheme == "https"
        try Self.refuseMissingHost(parts, scheme: scheme, isWeb: isWeb)
        self.init(
            scheme: scheme, host: isWeb ? parts.host?.lowercased() : nil,
            segments: try Self.segments(of: parts.path, host: parts.host, isWeb: isWeb),
            queryItems: try Self.queryItems(of: parts.query))
    }

    /// Refuses text no link is read from, before anything else: too long, empty, holding what
    /// a link must encode (spaces, controls, non-ASCII), or a `%` that starts no escape.
    private static func refuseUnreadable(_ text: String) throws(DeepLinkError) {
        guard text.utf8.count <= maximumLength else { throw .tooLong(length: text.utf8.count, limit: maximumLength) }
        guard !text.isEmpty else { throw .malformed("the link is empty") }
        guard text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw .malformed("the link holds spaces, control or non-ASCII characters; encode them")
        }
        guard PercentEncoding.decodedBytes(text[...]) != nil else {
            throw .malformed("bad percent-encoding in \"\(text.prefix(80))\"")
        }
    }

    /// Refuses credentials and a port, as Foundation saw them: a user name or password that
    /// decodes to invalid UTF-8 was none, unless it holds a character it does not allow, and a
    /// port is one that fits an `Int`.
    private static func refuseCredentialsAndPort(_ parts: LinkParts) throws(DeepLinkError) {
        func isCredential(_ text: Substring?) -> Bool {
            guard let text else { return false }
            return !PercentEncoding.holdsOnly(PercentEncoding.userInfo, text) || PercentEncoding.decoded(text) != nil
        }
        guard !isCredential(parts.user), !isCredential(parts.password) else { throw .malformed("the link holds credentials") }
        if let port = parts.port, Int(port) != nil { throw .malformed("the link names a port") }
    }

    /// Refuses a web link without a host, and a custom-scheme link whose empty host comes before
    /// a path (`shop:///cart`), which the app most likely meant as `shop://cart`.
    private static func refuseMissingHost(_ parts: LinkParts, scheme: String, isWeb: Bool) throws(DeepLinkError) {
        if isWeb {
            guard let host = parts.host, !host.isEmpty else { throw .malformed("a web link needs a host") }
        } else if parts.host?.isEmpty == true, !parts.path.isEmpty, parts.path != "/" {
            throw .malformed("the host is empty: write \(scheme):/\(parts.path), not \(scheme)://\(parts.path)")
        }
    }

    /// The path's segments, decoded. One trailing slash is dropped; `//` keeps its empty segment.
    /// A custom-scheme link's first segment is its host, however it is written (`shop://cart`,
    /// `shop:/cart`, `shop:cart`); a web link's host is not a segment.
    private static func segments(of path: Substring, host: Substring?, isWeb: Bool) throws(DeepLinkError) -> [String] {
        var path = path
        if path.hasPrefix("/") { path = path.dropFirst() }
        if path.utf8.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        var pieces = path.isEmpty ? [] : path.pieces(separatedBy: "/")
        if !isWeb, let host, !host.isEmpty { pieces.insert(host, at: 0) }
        return try pieces.enumerated().map { (position, piece) throws(DeepLinkError) in
            isWeb || position > 0 ? try segment(piece, at: position) : try hostSegment(piece)
        }
    }

    /// A custom-scheme link's host as its first segment: lowercased, as hosts are compared, and
    /// never decoded, since an escape would get past the routes' literals (`shop://%70roduct/3`).
    private static func hostSegment(_ host: Substring) throws(DeepLinkError) -> String {
        guard !host.utf8.contains(UInt8(ascii: "%")) else {
            throw .malformed("the host \"\(host.lowercased().prefix(80))\" is percent-encoded; write it as plain text")
        }
        guard !host.isEmpty else { throw .emptySegment(position: 0) }
        return host.lowercased()
    }

    /// A path segment, decoded: never empty, and never holding a `/`, which would change the path.
    private static func segment(_ raw: Substring, at position: Int) throws(DeepLinkError) -> String {
        guard !raw.isEmpty else { throw .emptySegment(position: position) }
        guard let decoded = PercentEncoding.decoded(raw) else { throw .malformed("bad percent-encoding in \"\(raw)\"") }
        guard !decoded.unicodeScalars.contains("/") else { throw .encodedSlash(segment: String(raw)) }
        try refuseNUL(in: decoded, of: "a segment")
        return decoded
    }

    /// The query's items in order, decoded: `a=1&b&c=` is `a` `1`, `b` without a value, `c` empty.
    private static func queryItems(of query: Substring?) throws(DeepLinkError) -> [(name: String, value: String?)] {
        guard let query, !query.isEmpty else { return [] }
        return try query.pieces(separatedBy: "&").map { (item) throws(DeepLinkError) in
            let (name, equalsValue) = item.cut(atFirst: "=")
            return (try queryText(name), equalsValue.isEmpty ? nil : try queryText(equalsValue.dropFirst()))
        }
    }

    /// A query item's name or value, decoded.
    private static func queryText(_ raw: Substring) throws(DeepLinkError) -> String {
        guard let decoded = PercentEncoding.decoded(raw) else { throw .malformed("bad percent-encoding in the query") }
        try refuseNUL(in: decoded, of: "a query item")
        return decoded
    }

    /// Refuses decoded text holding NUL (`%00`), in a segment or a query item alike: NUL ends
    /// text early wherever it reaches C, so what the app checked would not be what C reads.
    /// Other control characters stay text: a query value may well hold a line break.
    private static func refuseNUL(in decoded: String, of part: String) throws(DeepLinkError) {
        guard !decoded.unicodeScalars.contains("\0") else { throw .malformed("\(part) holds a NUL character") }
    }
}
