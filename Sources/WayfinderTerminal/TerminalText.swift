/// Text fitted to a terminal's width: a line shortened with an ellipsis, a paragraph wrapped at
/// its words. Widths count characters, one column each.
public enum TerminalText {
    /// The longest word kept whole: longer ones (links, numbers) may lose their middles.
    static let longestWholeWord = 12
    /// The shortest a long word is elided to, ellipsis included.
    static let shortestElidedWord = 9

    /// `text` as one line at most `width` long. Words longer than a dozen characters (a link, a
    /// long number) lose their middles first, the longest first and down to a few characters, so
    /// the words around them stay whole; what still does not fit is cut at the end. Each cut
    /// shows an ellipsis.
    ///
    /// ```swift
    /// TerminalText.fitted("cannot open shop://product/99999999999999: too long", width: 40)
    /// // "cannot open shop://pr…99999999: too long"
    /// ```
    public static func fitted(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard text.count > width else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map { Word(text: String($0)) }
        // The whole line's length, spaces included, as words are elided.
        var length = text.count
        let long = words.indices.filter { words[$0].text.count > longestWholeWord }
        while length > width, let longest = long.max(by: { words[$0].length < words[$1].length }),
            words[longest].length > shortestElidedWord
        {
            let cut = min(length - width, words[longest].length - shortestElidedWord)
            length -= words[longest].shorten(by: cut)
        }
        let line = words.map(\.shown).joined(separator: " ")
        return line.count <= width ? line : String(line.prefix(width - 1)) + "…"
    }

    /// `text` in lines at most `width` long, broken at spaces; a word longer than a line is cut
    /// across lines.
    ///
    /// ```swift
    /// TerminalText.wrapped("Make the terminal at least 30×16 (q quits).", width: 20)
    /// // ["Make the terminal at", "least 30×16 (q", "quits)."]
    /// ```
    public static func wrapped(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        var current = ""
        for var word in text.split(separator: " ").map(String.init) {
            if current.isEmpty || current.count + 1 + word.count > width {
                if !current.isEmpty { lines.append(current) }
                while word.count > width {
                    lines.append(String(word.prefix(width)))
                    word = String(word.dropFirst(width))
                }
                current = word
            } else {
                current += " " + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// A word of a line and how much of it is kept: its head and tail around an ellipsis once
    /// it is elided.
    private struct Word {
        let text: String
        /// How many of its characters are shown.
        private var kept: Int

        init(text: String) {
            self.text = text
            kept = text.count
        }

        /// Its length as shown.
        var length: Int { kept < text.count ? kept + 1 : text.count }

        var shown: String {
            guard kept < text.count else { return text }
            let head = (kept + 1) / 2
            return text.prefix(head) + "…" + text.suffix(kept - head)
        }

        /// Shortens it by `cut` characters at most (the ellipsis counted); returns by how many.
        mutating func shorten(by cut: Int) -> Int {
            let before = length
            kept = max(length - cut - 1, 0)
            return before - length
        }
    }
}
