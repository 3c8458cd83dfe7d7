/// A link's text cut into its parts (RFC 3986): `scheme:` then `//user:password@host:port` when
/// there is an authority, the path, `?query` and `#fragment`, as ranges of its bytes.
///
/// Cut where Foundation's `URLComponents` cut links, which read them before: the scheme ends at
/// the first `:` unless `/`, `?`, `#`, `[`, `]` or `@` comes first; credentials end at the last
/// `@`; an IP literal's host ends at its `]`. And refused where it refused them (see `init(_:)`).
struct LinkParts {
    var scheme: Range<Int>
    /// What follows `//`, up to the path, query or fragment (empty for `shop:///…`); `nil` without `//`.
    /// The host is what is left of it without credentials and port.
    var authority: Range<Int>?
    var user: Range<Int>?
    var password: Range<Int>?
    /// What follows the host's `:`, when anything does.
    var port: Range<Int>?
    var path = 0..<0
    var query: Range<Int>?

    /// Cuts `bytes`, printable ASCII whose escapes are valid; `nil` for what is not a URL with a
    /// scheme: no scheme or a bad one, a port that is not digits, an IP literal followed by
    /// anything but a port, or a host holding a character hosts do not allow.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let colon = Self.schemeEnd(in: bytes), Self.isScheme(bytes[..<colon]) else { return nil }
        scheme = 0..<colon
        var index = colon + 1
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            let start = index + 2
            index = start
            while index < bytes.count, !Self.endsAuthority(bytes[index]) { index += 1 }
            authority = start..<index
            guard readAuthority(bytes, start..<index) else { return nil }
        }
        let pathStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: "#") { index += 1 }
        path = pathStart..<index
        if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
            let queryStart = index + 1
            index = queryStart
            while index < bytes.count, bytes[index] != UInt8(ascii: "#") { index += 1 }
            query = queryStart..<index
        }
    }

    /// Cuts the authority into credentials, host and port; `false` when it is refused.
    private mutating func readAuthority(_ bytes: UnsafeBufferPointer<UInt8>, _ authority: Range<Int>) -> Bool {
        var hostStart = authority.lowerBound
        if let at = bytes[authority].lastIndex(of: UInt8(ascii: "@")) {
            if let colon = bytes[authority.lowerBound..<at].firstIndex(of: UInt8(ascii: ":")) {
                user = authority.lowerBound..<colon
                password = colon + 1..<at
            } else {
                user = authority.lowerBound..<at
            }
            hostStart = at + 1
        }
        var hostEnd = authority.upperBound
        var isIPLiteral = false
        if hostStart < hostEnd, bytes[hostStart] == UInt8(ascii: "["),
           let bracket = bytes[hostStart..<authority.upperBound].firstIndex(of: UInt8(ascii: "]")) {
            isIPLiteral = true
            hostEnd = bracket + 1
            if hostEnd < authority.upperBound {
                guard bytes[hostEnd] == UInt8(ascii: ":") else { return false }
                port = hostEnd + 1..<authority.upperBound
            }
        } else if let colon = bytes[hostStart..<hostEnd].firstIndex(of: UInt8(ascii: ":")) {
            hostEnd = colon
            if colon + 1 < authority.upperBound { port = colon + 1..<authority.upperBound }
        }
        // Foundation ignores what follows an address book link's `:` (its ports are not numbers).
        if let port, !bytes[port].allSatisfy(Self.isDigit), !Self.scheme(bytes[scheme], is: "addressbook") { return false }
        return isIPLiteral ? Self.isIPLiteral(bytes[hostStart..<hostEnd]) : isHost(bytes, hostStart..<hostEnd)
    }

    /// Whether the host is a name or an IPv4 address: a host holding any other character is
    /// refused, unless its scheme is one whose hosts Foundation escapes (`tel`, `facetime`…).
    private func isHost(_ bytes: UnsafeBufferPointer<UInt8>, _ host: Range<Int>) -> Bool {
        LinkCharacters.host.allowsAll(bytes[host]) || Self.escapingHost.contains { Self.scheme(bytes[scheme], is: $0) }
    }

    /// Whether `[…]` holds an address, up to any zone (`%25…`), of the characters IP literals allow.
    private static func isIPLiteral(_ host: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        let inner = host.dropFirst().dropLast()
        return LinkCharacters.ipLiteral.allowsAll(inner[..<(inner.firstIndex(of: UInt8(ascii: "%")) ?? inner.endIndex)])
    }

    /// The schemes whose hosts Foundation percent-encodes instead of refusing.
    private static let escapingHost: [StaticString] = [
        "tel", "telemergencycall", "telprompt", "callto", "facetime", "facetime-prompt", "facetime-audio",
        "facetime-audio-prompt", "imap", "pop", "addressbook", "contact", "phasset",
    ]

    /// The index of the `:` that ends the scheme, if the text starts with one.
    private static func schemeEnd(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: ":"): return index > 0 ? index : nil
            // Signs of a path or an authority: no scheme.
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "@"): return nil
            default: continue
            }
        }
        return nil
    }

    /// A letter, then letters, digits, `+`, `-` and `.`.
    private static func isScheme(_ text: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        guard let first = text.first, isLetter(first) else { return false }
        return text.dropFirst().allSatisfy { byte in
            isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    /// Whether the scheme `text` is `name` (lowercase letters and `-`) in any case.
    static func scheme(_ text: UnsafeBufferPointer<UInt8>.SubSequence, is name: StaticString) -> Bool {
        name.withUTF8Buffer { name in
            // A scheme holds letters, digits, `+`, `-` and `.`: only its letters change with `| 0x20`.
            text.count == name.count && zip(text, name).allSatisfy { $0 | 0x20 == $1 }
        }
    }

    private static func endsAuthority(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
