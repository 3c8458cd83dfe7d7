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
        guard let colon = text.firstIndex(where: { ":/?#[]@".contains($0) }), text[colon] == ":",
              Self.isScheme(text[..<colon]) else { return nil }
        scheme = text[..<colon]
        var rest = text[text.index(after: colon)...].prefix { $0 != "#" }
        if let question = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        path = rest
        if rest.hasPrefix("//") {
            let authority = rest.dropFirst(2).prefix { $0 != "/" }
            self.authority = authority
            path = rest[authority.endIndex...]
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
        if let at = authority.lastIndex(of: "@") {
            let credentials = authority[..<at].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            user = credentials[0]
            password = credentials.count > 1 ? credentials[1] : nil
            host = authority[authority.index(after: at)...]
        }
        // An IP literal's host ends at its `]`, any other host at its first `:`.
        let bracket = host.first == "[" ? host.firstIndex(of: "]") : nil
        let hostEnd = bracket.map(host.index(after:)) ?? host.firstIndex(of: ":") ?? host.endIndex
        let afterHost = host[hostEnd...]
        host = host[..<hostEnd]
        if !afterHost.isEmpty {
            guard afterHost.first == ":" else { return false }
            port = afterHost.dropFirst()
        }
        let scheme = scheme.lowercased()
        // Foundation ignored what follows an address book link's `:` (its ports are not numbers).
        if let port, !port.allSatisfy({ ("0"..."9").contains($0) }), scheme != "addressbook" { return false }
        if bracket != nil {
            return PercentEncoding.holdsOnly(PercentEncoding.userInfo, host.dropFirst().dropLast().prefix { $0 != "%" })
        }
        return PercentEncoding.holdsOnly(PercentEncoding.host, host) || Self.escapingHost.contains(scheme)
    }

    /// The schemes whose hosts Foundation percent-encoded instead of refusing.
    private static let escapingHost: Set = [
        "tel", "telemergencycall", "telprompt", "callto", "facetime", "facetime-prompt", "facetime-audio",
        "facetime-audio-prompt", "imap", "pop", "addressbook", "contact", "phasset",
    ]

    /// A letter, then letters, digits, `+`, `-` and `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }

    /// A path that holds a character paths do not allow, escaped as Foundation escaped it, with
    /// `:` escaped too in a first segment not after `/`.
    private static func escaped(path: Substring) -> Substring {
        guard path.first != "/" else { return Substring(PercentEncoding.escaped(path, keeping: PercentEncoding.path)) }
        let first = path.prefix { $0 != "/" }
        return Substring(PercentEncoding.escaped(first, keeping: PercentEncoding.firstSegment)
            + PercentEncoding.escaped(path[first.endIndex...], keeping: PercentEncoding.path))
    }
}
