/// A link's text cut into its parts (RFC 3986): `scheme:`, then `//user:password@host:port`
/// when there is an authority, the path and `?query`; the `#fragment` is never read.
///
/// Cut, refused and escaped where Foundation's `URLComponents` did, which read links before,
/// so that every link reads as it always has.
struct LinkParts {
    var scheme: Substring
    /// What follows `//` up to the path (empty in `shop:///cart`); `nil` without `//`.
    var authority: Substring?
    var user: Substring?
    var password: Substring?
    /// What follows the host's `:`.
    var port: Substring?
    var path: Substring
    var query: Substring?

    /// Cuts `text`, printable ASCII with valid escapes; `nil` for what is not a URL with a
    /// scheme: no scheme or a bad one, a port that is not digits, a host of characters hosts do
    /// not allow, or an IP literal followed by anything but a port.
    init?(_ text: String) {
        // The scheme ends at the first `:`, unless a sign of a path or an authority comes first.
        guard let colon = text.utf8.firstIndex(where: Self.schemeEnds.contains), text.utf8[colon] == UInt8(ascii: ":"),
              Self.isScheme(text[..<colon]) else { return nil }
        scheme = text[..<colon]
        let (beforeFragment, _) = text[colon...].dropFirst().cut(atFirst: "#")
        let (beforeQuery, questionAndQuery) = beforeFragment.cut(atFirst: "?")
        query = questionAndQuery.isEmpty ? nil : questionAndQuery.dropFirst()
        path = beforeQuery
        if beforeQuery.hasPrefix("//") {
            let (authority, path) = beforeQuery.dropFirst(2).cut(atFirst: "/")
            self.authority = authority
            self.path = path
            guard cutAuthority(authority) else { return nil }
        }
        // Foundation read a part holding a character it does not allow with that character and
        // every `%` escaped: `shop://search/a|b%41` reads `a|b%41`.
        if !PercentEncoding.holdsOnly(PercentEncoding.path, path) { path = Self.escaped(path: path) }
        if let query, !PercentEncoding.holdsOnly(PercentEncoding.query, query) {
            self.query = Substring(PercentEncoding.escaped(query, keeping: PercentEncoding.query))
        }
    }

    /// The host as written: the authority less an empty port's `:`. Credentials and ports are
    /// refused; the few Foundation let by stay in the host, which then matches no route.
    var host: Substring? {
        authority.map { $0.hasSuffix(":") ? $0.dropLast() : $0 }
    }

    /// Cuts the authority into credentials (up to the last `@`), host and port; `false` when the
    /// host or port is refused.
    private mutating func cutAuthority(_ authority: Substring) -> Bool {
        var host = authority
        if let at = authority.utf8.lastIndex(of: UInt8(ascii: "@")) {
            let (user, password) = authority[..<at].cut(atFirst: ":")
            self.user = user
            self.password = password.isEmpty ? nil : password.dropFirst()
            host = authority[at...].dropFirst()
        }
        // An IP literal's host ends at its `]`, any other host at its first `:`.
        let isIPLiteral = host.hasPrefix("[") && host.contains("]")
        let (hostName, afterHost) = isIPLiteral ? host.cut(atFirst: "]", keepingIt: true) : host.cut(atFirst: ":")
        if !afterHost.isEmpty {
            guard afterHost.hasPrefix(":") else { return false }
            port = afterHost.dropFirst()
        }
        let scheme = scheme.lowercased()
        // Foundation ignored what follows an address book link's `:` (its ports are not numbers).
        if let port, !port.utf8.allSatisfy(Self.digits.contains), scheme != "addressbook" { return false }
        if isIPLiteral {
            let address = hostName.dropFirst().dropLast().cut(atFirst: "%").0
            return PercentEncoding.holdsOnly(PercentEncoding.userInfo, address)
        }
        return PercentEncoding.holdsOnly(PercentEncoding.host, hostName) || Self.escapingHost.contains(scheme)
    }

    /// The schemes whose hosts Foundation percent-encoded instead of refusing.
    private static let escapingHost: Set = [
        "tel", "telemergencycall", "telprompt", "callto", "facetime", "facetime-prompt", "facetime-audio",
        "facetime-audio-prompt", "imap", "pop", "addressbook", "contact", "phasset",
    ]

    /// What ends a scheme (`:`), or shows there is none before it.
    private static let schemeEnds = LinkCharacters(":/?#[]@")
    private static let digits = LinkCharacters("0123456789")
    private static let letters = LinkCharacters("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    private static let schemeCharacters = letters.adding("0123456789+-.")

    /// A letter, then letters, digits, `+`, `-` and `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, letters.contains(first) else { return false }
        return text.utf8.allSatisfy(schemeCharacters.contains)
    }

    /// A path that holds a character paths do not allow, escaped as Foundation escaped it, with
    /// `:` escaped too in a first segment not after `/`.
    private static func escaped(path: Substring) -> Substring {
        guard !path.hasPrefix("/") else { return Substring(PercentEncoding.escaped(path, keeping: PercentEncoding.path)) }
        let (first, rest) = path.cut(atFirst: "/")
        return Substring(PercentEncoding.escaped(first, keeping: PercentEncoding.firstSegment)
            + PercentEncoding.escaped(rest, keeping: PercentEncoding.path))
    }
}

extension Substring {
    /// The text before the first `end` (an ASCII character), and the rest from `end` on, or
    /// from after it when `keepingIt` keeps it in the first part.
    func cut(atFirst end: Unicode.Scalar, keepingIt: Bool = false) -> (Substring, Substring) {
        guard var index = utf8.firstIndex(of: UInt8(ascii: end)) else { return (self, self[endIndex...]) }
        if keepingIt { index = utf8.index(after: index) }
        return (self[..<index], self[index...])
    }

    /// The pieces between `separator`s (an ASCII character), empty ones included.
    func pieces(separatedBy separator: Unicode.Scalar) -> [Substring] {
        utf8.split(separator: UInt8(ascii: separator), omittingEmptySubsequences: false).map(Substring.init)
    }
}
