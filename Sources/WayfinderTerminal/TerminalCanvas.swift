/// A grid of characters that frames are drawn on, clipped to its size.
struct TerminalCanvas {
    let width: Int
    let height: Int
    private var cells: [[Character]]

    init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: Array(repeating: " ", count: self.width), count: self.height)
    }

    var lines: [String] { cells.map { String($0) } }

    /// The character at a cell; a space outside the canvas.
    subscript(x: Int, y: Int) -> Character {
        guard (0..<height).contains(y), (0..<width).contains(x) else { return " " }
        return cells[y][x]
    }

    mutating func put(_ character: Character, x: Int, y: Int) {
        guard (0..<height).contains(y), (0..<width).contains(x) else { return }
        cells[y][x] = character
    }

    /// Writes text from `x`, clipped at `limit` (exclusive) and at the canvas edge.
    mutating func text(_ text: String, x: Int, y: Int, limit: Int? = nil) {
        let end = min(limit ?? width, width)
        for (offset, character) in text.enumerated() where x + offset < end { put(character, x: x + offset, y: y) }
    }

    /// Text centred between `x` and `x + span`.
    mutating func centred(_ text: String, x: Int, y: Int, span: Int) {
        let shown = String(text.prefix(max(span, 0)))
        self.text(shown, x: x + max((span - shown.count) / 2, 0), y: y, limit: x + span)
    }

    mutating func fill(_ character: Character, x: Int, y: Int, width: Int, height: Int) {
        for row in y..<(y + max(height, 0)) {
            for column in x..<(x + max(width, 0)) { put(character, x: column, y: row) }
        }
    }

    /// A box with a light border, its inside cleared.
    mutating func box(x: Int, y: Int, width: Int, height: Int) {
        guard width >= 2, height >= 2 else { return }
        fill(" ", x: x + 1, y: y + 1, width: width - 2, height: height - 2)
        put("┌", x: x, y: y)
        put("┐", x: x + width - 1, y: y)
        put("└", x: x, y: y + height - 1)
        put("┘", x: x + width - 1, y: y + height - 1)
        for column in (x + 1)..<(x + width - 1) {
            put("─", x: column, y: y)
            put("─", x: column, y: y + height - 1)
        }
        for row in (y + 1)..<(y + height - 1) {
            put("│", x: x, y: row)
            put("│", x: x + width - 1, y: row)
        }
    }

    /// A horizontal divider across a box's inside, joined to its border.
    mutating func divider(x: Int, y: Int, width: Int) {
        guard width >= 2 else { return }
        put("├", x: x, y: y)
        put("┤", x: x + width - 1, y: y)
        for column in (x + 1)..<(x + width - 1) { put("─", x: column, y: y) }
    }
}
