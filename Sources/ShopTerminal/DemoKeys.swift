/// The demo's keys, as the hint line under the phone and the `?` list name them: one table, so
/// neither can leave a key out.
enum DemoKeys {
    /// Each key, a word for the hint line, and what it does for the list.
    static let all: [(key: String, word: String, meaning: String)] = [
        ("1-9", "tap", "tap an action: an alert's button, the top screen's action"),
        ("b", "back", "the back button"),
        ("s", "swipe", "swipe back"),
        ("d", "drag", "drag the sheet down"),
        ("t", "tab", "then 1-3 a tab; the selected one goes to its first screen"),
        ("j/k", "scroll", "scroll a sheet down / up (↓ and ↑ too)"),
        (":", "link", "type a link (shop://product/3); Enter opens it, Esc cancels"),
        ("?", "keys", "this list"),
        ("q", "quit", "quit (Ctrl-C too)"),
    ]

    /// The hint line for a terminal `columns` wide: the longest that fits, each naming every key.
    static func hints(columns: Int) -> String {
        let forms = [
            all.map { "\($0.key) \($0.word)" }.joined(separator: " · "),
            all.map { "\($0.key) \($0.word)" }.joined(separator: "  "),
            all.filter { $0.key != "?" }.map(\.key).joined(separator: " ") + "  ? keys",
        ]
        return forms.first { $0.count <= columns } ?? forms[forms.count - 1]
    }

    /// The `?` list: every key and what it does, cut to the terminal's size.
    static func list(columns: Int, rows: Int) -> [String] {
        let width = all.map(\.key.count).max() ?? 0
        let lines =
            ["Keys", ""] + all.map { "  " + $0.key.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.meaning }
            + ["", "Any key goes back to the phone."]
        return lines.prefix(max(rows, 1)).map { String($0.prefix(max(columns, 0))) }
    }
}

extension KeyboardDriver {
    /// Every key and what it does, one a line, for `--help`.
    public nonisolated static var keys: String {
        DemoKeys.list(columns: .max, rows: .max).dropFirst(2).dropLast(2).joined(separator: "\n")
    }
}
