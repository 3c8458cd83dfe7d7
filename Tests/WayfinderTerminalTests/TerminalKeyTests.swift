import Testing
import WayfinderTerminal

/// Keys typed in any script: a multi-byte UTF-8 character is one key, also when a read splits it.
@Suite("Terminal keys")
struct TerminalKeyTests {
    // Non-ASCII characters arrive as themselves (they were dropped: `shop://prodüct/3` became
    // `shop://prodct/3`, and `７` and emoji vanished).
    @Test(arguments: ["ü", "７", "😀", "é", "日本"])
    func multiByteCharactersArriveWhole(_ text: String) {
        let keys = TerminalKey.decode(Array(text.utf8))
        #expect(String(keys.compactMap { if case .character(let c) = $0 { c } else { nil } }) == text)
        #expect(keys.count == text.unicodeScalars.count)
    }

    // A character split across two reads (a paste longer than one read) arrives once, whole.
    @Test func characterSplitAcrossReadsArrivesWhole() {
        var decoder = TerminalKeyDecoder()
        let bytes = Array("a😀b".utf8)
        #expect(decoder.keys(from: Array(bytes[0..<3])) == [.character("a")])
        #expect(decoder.keys(from: Array(bytes[3...])) == [.character("😀"), .character("b")])
    }

    // Bytes that are not UTF-8 are dropped, and the keys after them still arrive.
    @Test func invalidBytesAreDropped() {
        #expect(TerminalKey.decode([0xFF, 0x61, 0xC3, 0x62]) == [.character("a"), .character("b")])
        var decoder = TerminalKeyDecoder()
        #expect(decoder.keys(from: [0xC3]) == [])
        #expect(decoder.keys(from: [0x0D]) == [.enter])  // a lead byte then Enter: Enter still arrives
    }
}
