/// The parts of a link a character may stand in as itself, unescaped (RFC 3986, section 3).
///
/// Links used to be read by Foundation's `URLComponents`, which escapes a part holding any other
/// character before it reads it; the reader does the same, so every link reads as it did.
/// A `%` is in no set: a part that holds only allowed characters and valid escapes is valid.
struct LinkCharacters: OptionSet {
    let rawValue: UInt8

    /// A user name or password.
    static let userInfo = LinkCharacters(rawValue: 1 << 0)
    /// The address inside an IP literal's brackets (`[::1]`), up to any zone.
    static let ipLiteral = LinkCharacters(rawValue: 1 << 1)
    /// A host that is a name or an IPv4 address.
    static let host = LinkCharacters(rawValue: 1 << 2)
    /// A path.
    static let path = LinkCharacters(rawValue: 1 << 3)
    /// The first segment of a path that does not start with `/`: no `:`, which would read as a scheme.
    static let firstSegment = LinkCharacters(rawValue: 1 << 4)
    /// A query.
    static let query = LinkCharacters(rawValue: 1 << 5)
    /// What a printed segment or query item shows unescaped: the unreserved characters.
    static let unreserved = LinkCharacters(rawValue: 1 << 6)

    /// The parts `byte` may stand in.
    static func allowing(_ byte: UInt8) -> LinkCharacters {
        switch byte {
        // Unreserved: everywhere, and unescaped when printed.
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"):
            everywhere.union(.unreserved)
        // The sub-delimiters: everywhere.
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: "="):
            everywhere
        case UInt8(ascii: ":"): [.userInfo, .ipLiteral, .path, .query]
        case UInt8(ascii: "@"), UInt8(ascii: "/"): [.path, .firstSegment, .query]
        case UInt8(ascii: "?"): .query
        default: []
        }
    }

    private static let everywhere: LinkCharacters = [.userInfo, .ipLiteral, .host, .path, .firstSegment, .query]

    /// Whether `bytes` hold only characters of this set and `%` (valid escapes are checked first).
    func allowsAll(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        bytes.allSatisfy { $0 == UInt8(ascii: "%") || Self.allowing($0).isSuperset(of: self) }
    }
}
