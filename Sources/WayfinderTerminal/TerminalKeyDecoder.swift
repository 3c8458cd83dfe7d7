/// Turns the bytes a terminal sends into keys, read after read: control keys, arrows, and
/// characters in UTF-8, one key each however many bytes they take. A character cut by the end of
/// a read (a long paste) is completed by the next read; bytes that are not UTF-8 are dropped.
///
/// ```swift
/// var decoder = TerminalKeyDecoder()
/// decoder.keys(from: [0x61, 0xC3])   // [.character("a")]: the ü has begun
/// decoder.keys(from: [0xBC])         // [.character("ü")]
/// ```
public struct TerminalKeyDecoder: Sendable {
    /// The start of a character whose last bytes have not arrived yet.
    private var pending: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// The keys in `bytes`, after what the last read left incomplete. Escape sequences for the
    /// up and down arrows are recognised, other sequences are dropped.
    public mutating func keys(from bytes: [UInt8]) -> [TerminalKey] {
        let bytes = pending + bytes
        pending = []
        var keys: [TerminalKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x03: keys.append(.interrupt)
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x1B:
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                    switch bytes[index + 2] {
                    case UInt8(ascii: "A"): keys.append(.up)
                    case UInt8(ascii: "B"): keys.append(.down)
                    default: break
                    }
                    index += 3
                    continue
                }
                keys.append(.escape)
            case 0x20...0x7E: keys.append(.character(Character(UnicodeScalar(byte))))
            case 0xC2...0xF4:
                let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                let available = bytes[index...].prefix(length)
                // Only continuation bytes may follow; whatever else comes is a key of its own.
                let continued = available.dropFirst().prefix { $0 & 0xC0 == 0x80 }.count
                guard continued == available.count - 1 else {
                    index += 1 + continued
                    continue
                }
                guard available.count == length else {
                    pending = Array(available)
                    return keys
                }
                if let scalar = Self.scalar(Array(available)) { keys.append(.character(Character(scalar))) }
                index += length
                continue
            default: break  // other control bytes, stray continuation bytes, bytes never in UTF-8
            }
            index += 1
        }
        return keys
    }

    /// The scalar that `bytes`, one whole UTF-8 sequence, encode; `nil` for an overlong form,
    /// a surrogate, or a value past U+10FFFF.
    private static func scalar(_ bytes: [UInt8]) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return scalar
    }
}
