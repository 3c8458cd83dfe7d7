import Foundation

/// `%XX` escapes in a link's bytes: checked, decoded, and added to a part that needs them.
enum PercentEscapes {
    /// Whether every `%` in `bytes` starts a two-hex-digit escape.
    static func areValid(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, hexValue(bytes[index + 1]) != nil, hexValue(bytes[index + 2]) != nil
                else { return false }
                index += 3
            } else {
                index += 1
            }
        }
        return true
    }

    /// The text `bytes` stand for, their escapes decoded; `nil` when the escapes spell invalid
    /// UTF-8. Text without a `%` (most of it) is its own. Escapes are valid (checked first).
    static func decoded(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> String? {
        guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        // Foundation's decoding, as links were always read: it drops a leading byte order mark.
        return String(bytes: decoded, encoding: .utf8)
    }

    /// `bytes` with every character `allowed` does not hold escaped, `%` included: how
    /// Foundation read a part holding a character the part does not allow (`a{%41` is `a%7B%2541`),
    /// and how a link prints its segments and query items (with ``LinkCharacters/unreserved``).
    static func escaping(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence, allowing allowed: LinkCharacters) -> [UInt8] {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count * 3)
        for byte in bytes {
            if byte != UInt8(ascii: "%"), LinkCharacters.allowing(byte).isSuperset(of: allowed) {
                escaped.append(byte)
            } else {
                escaped += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return escaped
    }

    /// `text` with every character `allowed` does not hold escaped, byte by byte of its UTF-8.
    static func escaping(_ text: String, allowing allowed: LinkCharacters) -> String {
        var text = text
        return text.withUTF8 { String(decoding: escaping($0[...], allowing: allowed), as: UTF8.self) }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The value of a hexadecimal digit, or `nil`.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
