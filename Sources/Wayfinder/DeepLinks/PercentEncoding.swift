import Foundation

/// Percent-encoding (RFC 3986): the characters each part of a link holds as they are, and the
/// `%XX` escapes of UTF-8 bytes that stand for any other.
enum PercentEncoding {
    /// Letters, digits and `-._~`: all a printed segment or query item shows unescaped.
    static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    /// A host that is a name or an IPv4 address.
    static let host = unreserved.union("!$&'()*+,;=")
    /// A user name, a password, or the address inside an IP literal's brackets.
    static let userInfo = host.union(":")
    /// The first segment of a path that does not start with `/`: no `:`, which would end a scheme.
    static let firstSegment = host.union("@/")
    /// A path.
    static let path = firstSegment.union(":")
    /// A query.
    static let query = path.union("?")

    /// Whether `text` holds only `allowed` characters and escapes.
    static func holdsOnly(_ allowed: Set<Character>, _ text: Substring) -> Bool {
        text.allSatisfy { $0 == "%" || allowed.contains($0) }
    }

    /// `text` with every UTF-8 byte outside `kept` escaped, `%` included.
    static func escaped(_ text: some StringProtocol, keeping kept: Set<Character>) -> String {
        var escaped = ""
        for byte in text.utf8 {
            let character = Character(Unicode.Scalar(byte))
            escaped += kept.contains(character) ? "\(character)" : (byte < 0x10 ? "%0" : "%") + String(byte, radix: 16, uppercase: true)
        }
        return escaped
    }

    /// The bytes `text` stands for, its escapes decoded; `nil` when a `%` starts no two-digit
    /// hexadecimal escape.
    static func decodedBytes(_ text: Substring) -> [UInt8]? {
        let pieces = text.split(separator: "%", omittingEmptySubsequences: false)
        var bytes = Array(pieces[0].utf8)
        for piece in pieces.dropFirst() {
            let digits = piece.prefix(2)
            guard digits.count == 2, digits.allSatisfy(\.isHexDigit), let byte = UInt8(digits, radix: 16) else { return nil }
            bytes.append(byte)
            bytes += piece.dropFirst(2).utf8
        }
        return bytes
    }

    /// The text `text` stands for; `nil` when its escapes are bad or spell invalid UTF-8.
    /// Decoded as Foundation decodes, which drops a leading byte order mark.
    static func decoded(_ text: Substring) -> String? {
        decodedBytes(text).flatMap { String(bytes: $0, encoding: .utf8) }
    }
}
