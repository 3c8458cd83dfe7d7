import WayfinderTerminal

/// The demo's keys, as the hint line under the phone and the `?` list name them: one table, so
/// neither can leave a key out.
enum DemoKeys {
    /// Each key, a word for the hint line, and what it does for the list.
    static let all: [(key: String, word: String, meaning: String)] = [
        ("1-9", "tap", "tap an action: an alert's button, the top screen's action; past the ninth, two digits"),
        ("b", "back", "the back button"),
        ("s", "swipe", "swipe back"),
        ("d", "drag", "drag the sheet down"),
        ("t", "tab", "then 1-3 a tab; the selected one goes to its first screen"),
        ("j/k", "scroll", "down / up: the catalog (J/K a screen), a sheet; ↓ ↑ too"),
        ("h/l", "recent", "the catalog's Recently viewed row: back / on by a product"),
        ("a", "new", "new products arrive above (catalog)"),
        ("r", "retry", "retry the catalog's failed page"),
        (":", "link", "type a link (shop://product/3); Enter opens it, Esc cancels"),
        ("?", "keys", "this list"),
        ("q", "quit", "quit (Ctrl-C too)"),
    ]

    /// How to see restoration, under the keys in the `?` list.
    static let restoration =
        "With --save FILE, quitting saves where you are; --restore FILE starts there, as iOS restores a killed app."

    /// The hint line for a terminal `columns` wide: the keys `inUse` (those that do something
    /// on the screen as it is), each with its word when that fits, `?` naming the rest.
    static func hints(columns: Int, inUse: Set<String>) -> String {
        let keys = all.filter { inUse.contains($0.key) }
        let forms = [
            keys.map { "\($0.key) \($0.word)" }.joined(separator: " · "),
            keys.map { "\($0.key) \($0.word)" }.joined(separator: "  "),
            keys.filter { $0.key != "?" }.map(\.key).joined(separator: " ") + "  ? keys",
        ]
        return forms.first { $0.count <= columns } ?? forms[forms.count - 1]
    }

    /// Every key and what it does, for a terminal `columns` wide: a meaning too long for its
    /// line goes on under itself, broken at words.
    static func keyLines(columns: Int) -> [String] {
        let width = all.map(\.key.count).max() ?? 0
        let indent = 2 + width + 2
        return all.flatMap { key, _, meaning in
            let lines = TerminalText.wrapped(meaning, width: max(columns - indent, 12))
            let first = "  " + key.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
            return lines.enumerated().map { (index, line) in (index == 0 ? first : String(repeating: " ", count: indent)) + line }
        }
    }

    /// The `?` list: every key and what it does, then how to see restoration, wrapped to the
    /// terminal's width; without its blank lines when it is taller than the terminal, then cut
    /// to its height.
    static func list(columns: Int, rows: Int) -> [String] {
        var lines =
            ["Keys", ""] + keyLines(columns: columns) + [""] + TerminalText.wrapped(restoration, width: columns)
            + ["", "Any key goes back to the phone."]
        if lines.count > rows { lines.removeAll { $0.isEmpty } }
        return lines.prefix(max(rows, 1)).map { String($0.prefix(max(columns, 0))) }
    }
}

extension KeyboardDriver {
    /// Every key and what it does, one a line, for `--help`: 80 columns wide at most.
    public nonisolated static var keys: String {
        DemoKeys.keyLines(columns: 80).joined(separator: "\n")
    }
}
