extension DeepLink {
    /// Reads a link.
    ///
    /// - Throws: ``NavigationError/linkTooLong(length:limit:)``, ``NavigationError/linkMalformed(_:)``,
    ///   ``NavigationError/linkEmptySegment(position:)`` or ``NavigationError/linkEncodedSlash(segment:)``.
    public init(_ text: String) throws(NavigationError) {
        guard text.utf8.count <= Self.maximumLength else {
            throw .linkTooLong(length: text.utf8.count, limit: Self.maximumLength)
        }
        guard !text.isEmpty else { throw .linkMalformed("the link is empty") }
        var text = text
        self = try text.withUTF8 { bytes in Result { () throws(NavigationError) in try Self.read(bytes) } }.get()
    }

    /// Reads the bytes of a link's text, its parts cut by hand: `URLComponents` cost most of a
    /// link's resolution. The rules, errors and their order are those links were read by
    /// through Foundation (DeepLinkDifferentialTests compares the two).
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(NavigationError) -> DeepLink {
        // Printable ASCII only: no space, no control, nothing above 0x7E.
        var hasEscapes = false
        for byte in bytes {
            guard byte > 0x20, byte < 0x7F else {
                throw .linkMalformed("the link holds spaces, control or non-ASCII characters; encode them")
            }
            if byte == UInt8(ascii: "%") { hasEscapes = true }
        }
        guard !hasEscapes || PercentEscapes.areValid(in: bytes) else {
            throw .linkMalformed("bad percent-encoding in \"\(String(decoding: bytes.prefix(80), as: UTF8.self))\"")
        }
        guard let parts = LinkParts(bytes) else {
            throw .linkMalformed("\"\(String(decoding: bytes.prefix(80), as: UTF8.self))\" is not a URL with a scheme")
        }
        // A path or query holding a character it does not allow was read with that character
        // and every `%` in it escaped: read the text so escaped (rare: `shop://search/a|b`).
        let pathNeedsEscapes = !LinkCharacters.path.allowsAll(bytes[parts.path])
        let queryNeedsEscapes = parts.query.map { !LinkCharacters.query.allowsAll(bytes[$0]) } ?? false
        guard pathNeedsEscapes || queryNeedsEscapes else { return try read(parts, of: bytes) }
        // Scheme and authority stay as they are; the fragment is never read.
        var escaped = Array(bytes[..<parts.path.lowerBound])
        var escapedParts = parts
        escaped += pathNeedsEscapes ? escapedPath(bytes[parts.path]) : Array(bytes[parts.path])
        escapedParts.path = parts.path.lowerBound..<escaped.count
        if let query = parts.query {
            escaped.append(UInt8(ascii: "?"))
            let start = escaped.count
            escaped += queryNeedsEscapes ? PercentEscapes.escaping(bytes[query], allowing: .query) : Array(bytes[query])
            escapedParts.query = start..<escaped.count
        }
        return try escaped.withUnsafeBufferPointer { (bytes) throws(NavigationError) in try read(escapedParts, of: bytes) }
    }

    /// Reads a link from its parts, in the order of its errors.
    private static func read(_ parts: LinkParts, of bytes: UnsafeBufferPointer<UInt8>) throws(NavigationError) -> DeepLink {
        guard !holdsCredential(parts.user, of: bytes), !holdsCredential(parts.password, of: bytes) else {
            throw .linkMalformed("the link holds credentials")
        }
        // A port that does not fit an `Int` was no port to Foundation.
        if let port = parts.port, Int(String(decoding: bytes[port], as: UTF8.self)) != nil {
            throw .linkMalformed("the link names a port")
        }
        let scheme = lowercased(bytes[parts.scheme])
        // Universal links are https only.
        guard !LinkParts.scheme(bytes[parts.scheme], is: "http") else { throw .linkSchemeUnsupported(scheme) }

        let isWeb = LinkParts.scheme(bytes[parts.scheme], is: "https")
        // The host as written: the authority, less an empty port's `:`. Credentials and ports
        // are refused above; the few Foundation let by (a user name that decodes to invalid
        // UTF-8, a port past `Int.max`) stay in the host, which then matches no host or route.
        let host = parts.authority.map { bytes[$0].last == UInt8(ascii: ":") ? bytes[$0].dropLast() : bytes[$0] }
        var path = bytes[parts.path]
        if isWeb {
            guard let host, !host.isEmpty else { throw .linkMalformed("a web link needs a host") }
        } else if host?.isEmpty == true, !path.isEmpty, !path.elementsEqual("/".utf8) {
            let written = String(decoding: path, as: UTF8.self)
            throw .linkMalformed("the host is empty: write \(scheme):/\(written), not \(scheme)://\(written)")
        }
        if path.first == UInt8(ascii: "/") { path = path.dropFirst() }
        // One trailing slash; "//" keeps its empty segment.
        if path.count > 1, path.last == UInt8(ascii: "/") { path = path.dropLast() }

        var segments: [String] = []
        segments.reserveCapacity(path.count { $0 == UInt8(ascii: "/") } + 2)
        var position = 0
        // A custom-scheme link's first segment is its host, however it is written (`shop://cart`,
        // `shop:/cart`, `shop:cart`): lowercased, and never escaped, since a decoded escape would
        // get past the routes' literals. A web host is compared as written, so it cannot.
        if !isWeb, let host, !host.isEmpty {
            try append(host: host, to: &segments)
            position = 1
        }
        if !path.isEmpty {
            try forEachPiece(of: path, separatedBy: UInt8(ascii: "/")) { (raw) throws(NavigationError) in
                if position == 0, !isWeb {
                    try append(host: raw, to: &segments)
                } else {
                    try append(segment: raw, at: position, to: &segments)
                }
                position += 1
            }
        }
        return DeepLink(
            scheme: scheme, host: isWeb ? host.map(lowercased) : nil, segments: segments,
            queryItems: try queryItems(parts.query, of: bytes))
    }

    /// Appends a custom-scheme link's host, its first segment: lowercased, never escaped.
    private static func append(
        host: UnsafeBufferPointer<UInt8>.SubSequence, to segments: inout [String]
    ) throws(NavigationError) {
        guard !host.contains(UInt8(ascii: "%")) else {
            throw .linkMalformed("the host \"\(lowercased(host).prefix(80))\" is percent-encoded; write it as plain text")
        }
        guard !host.isEmpty else { throw .linkEmptySegment(position: 0) }
        segments.append(lowercased(host))
    }

    /// Appends a path segment, decoded.
    private static func append(
        segment raw: UnsafeBufferPointer<UInt8>.SubSequence, at position: Int, to segments: inout [String]
    ) throws(NavigationError) {
        guard !raw.isEmpty else { throw .linkEmptySegment(position: position) }
        guard raw.contains(UInt8(ascii: "%")) else {
            segments.append(String(decoding: raw, as: UTF8.self))
            return
        }
        let written = String(decoding: raw, as: UTF8.self)
        guard let decoded = PercentEscapes.decoded(raw) else { throw .linkMalformed("bad percent-encoding in \"\(written)\"") }
        guard !decoded.utf8.contains(UInt8(ascii: "/")) else { throw .linkEncodedSlash(segment: written) }
        try refuseNUL(in: decoded, of: "a segment")
        segments.append(decoded)
    }

    /// Refuses decoded text that holds NUL (`%00`), a segment's and a query item's alike: the one
    /// rule of what decoded text may hold. NUL ends text early wherever it reaches C (a file name,
    /// a log line), so what the app checked would not be what such an API reads. Every other
    /// control character stays text: a query value may well hold a line break.
    private static func refuseNUL(in decoded: String, of part: String) throws(NavigationError) {
        guard !decoded.utf8.contains(0) else { throw .linkMalformed("\(part) holds a NUL character") }
    }

    /// The query's items, in order, decoded: `a=1&b&c=` is `a` `1`, `b` without a value, `c` empty.
    private static func queryItems(
        _ query: Range<Int>?, of bytes: UnsafeBufferPointer<UInt8>
    ) throws(NavigationError) -> [(name: String, value: String?)] {
        guard let query, !query.isEmpty else { return [] }
        var items: [(name: String, value: String?)] = []
        try forEachPiece(of: bytes[query], separatedBy: UInt8(ascii: "&")) { (item) throws(NavigationError) in
            let equals = item.firstIndex(of: UInt8(ascii: "="))
            guard let name = PercentEscapes.decoded(item[..<(equals ?? item.endIndex)]) else {
                throw .linkMalformed("bad percent-encoding in the query")
            }
            try refuseNUL(in: name, of: "a query item")
            var value: String?
            if let equals {
                guard let decoded = PercentEscapes.decoded(item[(equals + 1)...]) else {
                    throw .linkMalformed("bad percent-encoding in the query")
                }
                try refuseNUL(in: decoded, of: "a query item")
                value = decoded
            }
            items.append((name, value))
        }
        return items
    }

    /// Calls `body` with each piece of `text` between `separator`s, empty ones included
    /// (`split` would make an array of them, for every link).
    private static func forEachPiece(
        of text: UnsafeBufferPointer<UInt8>.SubSequence, separatedBy separator: UInt8,
        _ body: (UnsafeBufferPointer<UInt8>.SubSequence) throws(NavigationError) -> Void
    ) throws(NavigationError) {
        var start = text.startIndex
        while true {
            let end = text[start...].firstIndex(of: separator) ?? text.endIndex
            try body(text[start..<end])
            guard end < text.endIndex else { return }
            start = end + 1
        }
    }

    /// Whether credentials are there to Foundation: one that decodes to invalid UTF-8 was not,
    /// unless it holds a character it does not allow (then it was escaped, `%` included).
    private static func holdsCredential(_ range: Range<Int>?, of bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let range else { return false }
        return !LinkCharacters.userInfo.allowsAll(bytes[range]) || PercentEscapes.decoded(bytes[range]) != nil
    }

    /// Foundation's escaping of a path: a first segment not after `/` escapes `:` as well.
    private static func escapedPath(_ path: UnsafeBufferPointer<UInt8>.SubSequence) -> [UInt8] {
        guard path.first != UInt8(ascii: "/") else { return PercentEscapes.escaping(path, allowing: .path) }
        let slash = path.firstIndex(of: UInt8(ascii: "/")) ?? path.endIndex
        return PercentEscapes.escaping(path[..<slash], allowing: [.path, .firstSegment])
            + PercentEscapes.escaping(path[slash...], allowing: .path)
    }

    /// ASCII text, lowercased.
    private static func lowercased(_ text: UnsafeBufferPointer<UInt8>.SubSequence) -> String {
        guard text.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
            return String(decoding: text, as: UTF8.self)
        }
        return String(unsafeUninitializedCapacity: text.count) { buffer in
            for (index, byte) in zip(buffer.indices, text) {
                buffer[index] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            }
            return text.count
        }
    }
}
