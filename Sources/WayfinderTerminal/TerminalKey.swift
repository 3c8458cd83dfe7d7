/// A key read from the terminal.
public enum TerminalKey: Hashable, Sendable {
    case character(Character)
    case enter
    case escape
    case backspace
    case up
    case down
    /// Ctrl-C (raw mode delivers it as a key, so quitting restores the terminal).
    case interrupt

    /// Decodes the bytes of one read into keys; escape sequences for arrows are recognised,
    /// other sequences are dropped.
    public static func decode(_ bytes: [UInt8]) -> [TerminalKey] {
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
            default: break
            }
            index += 1
        }
        return keys
    }
}
