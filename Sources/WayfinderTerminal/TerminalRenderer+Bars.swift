/// The lines around the screens: a navigation bar's title and back button, and the status
/// under the phone.
extension TerminalRenderer {
    /// The most lines the status takes under the phone (fewer in a terminal too short to give
    /// the phone its rows); a longer status ends with an ellipsis.
    static let statusLineLimit = 3
    /// The fewest characters of the previous title a back button shows, the ellipsis included:
    /// shorter, the button reads "Back".
    static let shortestBackTitle = 5

    /// The status, wrapped at its words to the terminal's width, in one to three lines.
    func statusLines(_ status: String) -> [String] {
        let limit = min(Self.statusLineLimit, max(rows - Self.minimumSize.rows + 1, 1))
        let lines = TerminalText.wrapped(status, width: columns)
        guard lines.count > limit else { return lines.isEmpty ? [""] : lines }
        let rest = lines.dropFirst(limit - 1).joined(separator: " ")
        return lines.prefix(limit - 1) + [TerminalText.fitted(rest, width: columns)]
    }

    /// A navigation bar on row `y`: `title` centred in `span` columns from `x`, and, when there
    /// is a screen to go back to, its back button at the left, as UIKit labels it: the previous
    /// screen's title, shortened when it does not fit beside the title, "Back" when too little
    /// of it would show, the chevron alone when not even that fits.
    func drawBar(title: String, previous: String?, on canvas: inout TerminalCanvas, x: Int, y: Int, span: Int) {
        let shown = String(title.prefix(max(span, 0)))
        let titleStart = x + max((span - shown.count) / 2, 0)
        if let previous {
            // The button starts a column in and leaves a column before the title.
            let room = titleStart - x - 2
            let fitted = previous.count <= room - 2 ? previous : previous.prefix(max(room - 3, 0)) + "…"
            let label =
                if !previous.isEmpty, fitted.count >= min(previous.count, Self.shortestBackTitle) { "‹ " + fitted }
                else if room >= "‹ Back".count { "‹ Back" }
                else { "‹" }
            canvas.text(label, x: x + 1, y: y)
        }
        canvas.text(shown, x: titleStart, y: y, limit: x + span)
    }
}
