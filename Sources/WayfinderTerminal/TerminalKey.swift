/// A key read from the terminal.
public enum TerminalKey: Hashable, Sendable {
    /// A character typed: any script's, a multi-byte UTF-8 character arriving as one key.
    case character(Character)
    case enter
    case escape
    case backspace
    case up
    case down
    /// Ctrl-C (raw mode delivers it as a key, so quitting restores the terminal).
    case interrupt

    /// Decodes the bytes of one read into keys, as a new ``TerminalKeyDecoder`` does: an
    /// incomplete character at the end is dropped.
    ///
    /// ```swift
    /// TerminalKey.decode(Array("ü\r".utf8))   // [.character("ü"), .enter]
    /// ```
    public static func decode(_ bytes: [UInt8]) -> [TerminalKey] {
        var decoder = TerminalKeyDecoder()
        return decoder.keys(from: bytes)
    }
}
