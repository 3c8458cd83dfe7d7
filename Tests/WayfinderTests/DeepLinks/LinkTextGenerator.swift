import WayfinderTesting

/// Link texts made at random from a seed, for comparing two link readers: mostly link-shaped
/// (scheme, authority, path, query, fragment, each maybe odd), the rest a soup of the pieces
/// URL parsers disagree on: delimiters in odd places, escapes valid and not, characters URLs
/// do not allow, credentials, ports, IP literals, and now and then a space or a non-ASCII letter.
struct LinkTextGenerator {
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    static let schemes = [
        "shop", "SHOP", "Shop", "https", "HTTPS", "http", "app", "tel", "TEL", "addressbook", "AddressBook", "imap",
        "a", "z9", "a+b", "x-y.z", "facetime-audio", "Contact", "pop", "sms",
    ]
    static let badSchemes = ["1shop", "-a", "+a", ".a", "sh_op", "sh%6Fp", "", "sh{op"]
    static let hosts = [
        "shop.example", "SHOP.Example", "cart", "orders", "Product", "app.example", "x", "127.0.0.1", "shop.example.",
        "[::1]", "[::ffff:1.2.3.4]", "[]", "[zz]", "[a%25b]", "[a%2525b]", "[a%41]", "[a{b]", "[a%25x{]", "[a{b%25x]",
        "[::1", "::1]", "[v1.x]", "%70roduct", "%41", "c%61rt", "xn--shop-8ve", "a_b", "a~b", "a!$&'()*+,;=b",
    ]
    static let userinfos = ["ada", "", "ada:pw", ":", "a:b:c", "%FF", "%00%FF", "a:%FF", "%C3%A9", "a{b", "a@b", "%41"]
    static let ports = ["", "80", "0", "0080", "443", "99999", "9223372036854775807", "9223372036854775808", "99999999999999999999999", "+5", "-1", "8a", "x"]
    static let segments = [
        "orders", "42", "cart", "product", "3", "checkout", "Cart", "ORDERS", "a", "", ".", "..", "%2e%2e", "item",
        "%34%32", "%2F", "%2f", "4%2F2", "%252F", "%25", "%00", "a%00b", "%41", "red%20shoes", "%E2%82%AC", "%C3%A9",
        "%EF%BB%BF", "%EF%BB%BFx", "%FF", "%C0%AF", "%ED%A0%80", "%E2%82", "a:b", ":", "@", "a@b", "~", "!$&'()*+,;=",
        "{", "}", "a|b", "\\", "^", "`", "\"", "<x>", "[", "]", "a[b]", "+", "a+b", "-", "_", "12345678901234567890",
    ]
    static let queryParts = [
        "ref", "push", "page", "1", "", "=", "&", "a=b=c", "%41", "%2F", "%FF", "%00", "a+b", "red%20shoes", "?", "/", ":",
        "@", "|", "{", "%25", "x%zz", "%EF%BB%BF", "'", ";", "#",
    ]
    /// Single characters: every printable ASCII character but the space, and a few others.
    static let characters: [String] = (0x21...0x7E).map { String(UnicodeScalar(UInt8($0))) } + [" ", "\t", "é", "\u{0}", "\u{7F}"]
    static let soup = [
        ":", "//", "/", "///", "?", "#", "&", "=", "@", ":@", "[", "]", "%", "%4", "%zz", "%41", "%2F", "%25", "%00", "%FF",
        "%C3%A9", "%EF%BB%BF", "shop", "https", "http", "tel", "addressbook", "shop.example", "cart", "orders", "42", "80",
        "[::1]", "a", "Z", "-", ".", "+", "_", "~", "{", "|", "\\", "\"", "^", "`", "<", "}", "!", "$", "'", "(", "*", ",", ";",
    ]

    /// The next text.
    mutating func next() -> String {
        switch random.below(10) {
        case 0..<7: linkShaped()
        case 7..<9: soup()
        default: edged()
        }
    }

    /// scheme ":" ["//" [userinfo "@"] host [":" port]] path ["?" query] ["#" fragment], each part sometimes odd.
    private mutating func linkShaped() -> String {
        var text = chance(12) ? (chance(2) ? odd() : random.pick(Self.badSchemes)) : random.pick(Self.schemes)
        text += chance(15) ? random.pick([":", "", "::", ":/", "%3A"]) : ":"
        switch random.below(6) {
        case 0..<4:
            text += "//"
            if chance(6) { text += random.pick(Self.userinfos) + "@" }
            if !chance(10) { text += chance(12) ? odd() : random.pick(Self.hosts) }
            if chance(6) { text += ":" + random.pick(Self.ports) }
        case 4: text += "/"
        default: break
        }
        for index in 0..<random.below(7) {
            if index > 0 || text.hasSuffix("//") || !text.hasSuffix("/") || chance(3) { text += "/" }
            text += chance(8) ? odd() : random.pick(Self.segments)
        }
        if chance(6) { text += random.pick(["/", "//", "/?"]) }
        if chance(3) {
            text += "?"
            for index in 0..<random.below(5) {
                if index > 0 { text += random.pick(["&", "&", "&&", "=", ";"]) }
                text += random.pick(Self.queryParts)
                if chance(2) { text += "=" + random.pick(Self.queryParts) }
            }
        }
        if chance(6) { text += "#" + random.pick(["", "x", "a#b", "%41", "/../cart", "a|b", "?x=1", "%zz", "{}"]) }
        if chance(25) { text = insert(random.pick(Self.characters), into: text) }
        return text
    }

    /// A run of delimiters, escapes and words in any order.
    private mutating func soup() -> String {
        (0..<(1 + random.below(14))).map { _ in chance(4) ? random.pick(Self.characters) : random.pick(Self.soup) }.joined()
    }

    /// Texts at the edges: empty, lengths about the limit, long runs of one piece.
    private mutating func edged() -> String {
        let fill = random.pick(["a", "/", "a/", "%41", "?", "&", "=", ":", "é"])
        let prefix = random.pick(["shop://x/", "https://shop.example/", "shop:", "shop://", "https://shop.example?", ""])
        // Filled to the limit, or one piece past it.
        let room = (2048 - prefix.utf8.count) / fill.utf8.count
        return prefix + String(repeating: fill, count: random.pick([0, 1, 2, 100, room, room + 1]))
    }

    /// A short run of any characters, for a part that is not what it should be.
    private mutating func odd() -> String {
        (0..<(1 + random.below(4))).map { _ in random.pick(chance(2) ? Self.soup : Self.characters) }.joined()
    }

    private mutating func insert(_ piece: String, into text: String) -> String {
        var characters = Array(text)
        characters.insert(contentsOf: piece, at: random.below(characters.count + 1))
        return String(characters)
    }

    /// True once in `odds` times.
    private mutating func chance(_ odds: Int) -> Bool {
        random.below(odds) == 0
    }
}
