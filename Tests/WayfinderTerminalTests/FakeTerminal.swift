/// A terminal screen that shows what a session writes to it: text, carriage returns and line
/// feeds (a line feed on the last row scrolls the screen up, as a real terminal does), and the
/// escape sequences the session uses: cursor home, erase line, erase below, clear.
struct FakeTerminal {
    let columns: Int
    let rows: Int
    private(set) var screen: [[Character]]
    private var row = 0
    private var column = 0

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        screen = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The screen's rows, trailing spaces dropped.
    var lines: [String] {
        screen.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    mutating func write(_ text: String) {
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}":
                guard scalars.popFirst() == "[" else { continue }
                var parameter = ""
                while let next = scalars.popFirst() {
                    guard !next.properties.isAlphabetic else {
                        escape(Character(next), parameter)
                        break
                    }
                    parameter.unicodeScalars.append(next)
                }
            case "\r": column = 0
            case "\n":
                if row == rows - 1 {
                    screen.removeFirst()
                    screen.append(Array(repeating: " ", count: columns))
                } else {
                    row += 1
                }
            default:
                if column < columns { screen[row][column] = Character(scalar) }
                column = min(column + 1, columns)
            }
        }
    }

    private mutating func escape(_ command: Character, _ parameter: String) {
        switch (command, parameter) {
        case ("H", _): (row, column) = (0, 0)
        case ("K", _): for x in min(column, columns)..<columns { screen[row][x] = " " }
        case ("J", "2"): screen = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        case ("J", _):
            for x in min(column, columns)..<columns { screen[row][x] = " " }
            for y in (row + 1)..<rows { screen[y] = Array(repeating: " ", count: columns) }
        default: break  // the cursor's visibility, the alternate screen
        }
    }
}
