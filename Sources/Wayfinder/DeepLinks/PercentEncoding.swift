import Foundation

/// Percent-encoding (RFC 3986): the characters each part of a link holds as they are, and the
/// `%XX` escapes of UTF-8 bytes that stand for any other.
enum PercentEncoding {
    /// Letters, digits and `-._~`: all a printed segment or query item shows unescaped.
    static let unreserved = LinkCharacters("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    /// A host that is a name or an IPv4 address.
    static let host = unreserved.adding("!$&'()*+,;=")
    /// A user name, a password, or the address inside an IP literal's brackets.
    static let userInfo = host.adding(":")
    /// The first segment of a path that does not start with `/`: no `:`, which would end a scheme.
    static let firstSegment = host.adding("@/")
    /// A path.
    static let path = firstSegment.adding(":")
    /// A query.
    static let query = path.adding("?")

    /// Whether `text` holds only `allowed` characters and escapes.
    static func holdsOnly(_ allowed: LinkCharacters, _ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: "%") || allowed.contains($0) }
    }

    /// `text` with every UTF-8 byte outside `kept` escaped, `%` included.
    static func escaped(_ text: some StringProtocol, keeping kept: LinkCharacters) -> String {
        text.utf8.map { kept.contains($0) ? String(Unicode.Scalar($0)) : String(format: "%%%02X", $0) }.joined()
    }

    /// The bytes `text` stands for, its escapes decoded; `nil` when a `%` starts no two-digit
    /// hexadecimal escape.
    static func decodedBytes(_ text: Substring) -> [UInt8]? {
        let pieces = text.utf8.split(separator: UInt8(ascii: "%"), omittingEmptySubsequences: false)
        var bytes = Array(pieces[0])
        for piece in pieces.dropFirst() {
            let digits = piece.prefix(2)
            guard digits.count == 2, digits.allSatisfy(hexDigits.contains), let byte = UInt8(Substring(digits), radix: 16) else {
                return nil
            }
            bytes.append(byte)
            bytes += piece.dropFirst(2)
        }
        return bytes
    }

    /// The text `text` stands for; `nil` when its escapes are bad or spell invalid UTF-8.
    /// Decoded as Foundation decodes, which drops a leading byte order mark.
    static func decoded(_ text: Substring) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        return decodedBytes(text).flatMap { String(bytes: $0, encoding: .utf8) }
    }

    private static let hexDigits = LinkCharacters("0123456789ABCDEFabcdef")
}

/// A set of ASCII characters, looked up by their byte.
struct LinkCharacters {
    private var isMember = [Bool](repeating: false, count: 128)

    init(_ characters: String) {
        for byte in characters.utf8 { isMember[Int(byte)] = true }
    }

    /// This set and `characters`.
    func adding(_ characters: String) -> LinkCharacters {
        var union = self
        for byte in characters.utf8 { union.isMember[Int(byte)] = true }
        return union
    }

    func contains(_ byte: UInt8) -> Bool {
        byte < 128 && isMember[Int(byte)]
    }
}
