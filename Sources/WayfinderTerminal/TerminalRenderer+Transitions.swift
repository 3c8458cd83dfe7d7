import Wayfinder

/// A screen coming or going with a transition of its own, each kind drawn its own way.
extension TerminalRenderer {
    /// Draws `screen` (the top screen) `cover` of the way in (1: all in) over the stack already
    /// drawn in `frame`: a fade dissolves through a shade, a slide comes from its edge, a zoom
    /// grows out of the middle in a frame, a custom transition wipes in behind a hatched edge.
    func drawStackTransition(
        _ transition: ScreenTransition, _ screen: TerminalCanvas, cover: Double, on canvas: inout TerminalCanvas,
        frame: (x: Int, top: Int, bottom: Int, width: Int), clip: (Int, Int)
    ) {
        let rows = frame.top..<frame.bottom
        let height = frame.bottom - frame.top
        func scaled(_ size: Int, _ part: Double) -> Int { Int((Double(size) * part).rounded()) }
        if let (dx, dy) = transition.slideOrigin(rightToLeft: false) {  // a terminal reads left to right
            let x = frame.x + dx * scaled(frame.width, 1 - cover), y = frame.top + dy * scaled(height, 1 - cover)
            blit(screen, onto: &canvas, x: x, y: y, clip: clip, rows: rows)
            if dx != 0 {
                let edge = dx < 0 ? x + frame.width - 1 : x
                if edge >= clip.0, edge < clip.1 { for row in rows { canvas.put("│", x: edge, y: row) } }
            } else {
                let edge = dy < 0 ? y + height - 1 : y
                if rows.contains(edge) { for column in max(frame.x, clip.0)..<min(frame.x + frame.width, clip.1) { canvas.put("─", x: column, y: edge) } }
            }
            return
        }
        switch transition {
        case .fade:
            // The old screen fills with the shade, then the new one comes out of it.
            if cover >= 0.5 { blit(screen, onto: &canvas, x: frame.x, y: frame.top, clip: clip, rows: rows) }
            let level = scaled(10, abs(cover - 0.5) * 2)
            for row in rows {
                for column in max(frame.x, clip.0)..<min(frame.x + frame.width, clip.1) where (column * 7 + row * 3) % 10 >= level {
                    canvas.put("░", x: column, y: row)
                }
            }
        case .zoom:
            // The screen grows out of the middle (its item's place is the list's), framed.
            let width = max(scaled(frame.width, cover), 2), boxHeight = max(scaled(height, cover), 2)
            let left = frame.x + (frame.width - width) / 2, top = frame.top + (height - boxHeight) / 2
            let inner = (max(left, clip.0), min(left + width, clip.1))
            blit(screen, onto: &canvas, x: left, y: top, clip: inner, rows: top..<(top + boxHeight))
            canvas.box(x: left, y: top, width: width, height: boxHeight)
        case .custom:
            // The app's own: a wipe from the leading edge behind a hatched seam.
            let edge = frame.x + scaled(frame.width, cover)
            blit(screen, onto: &canvas, x: frame.x, y: frame.top, clip: (clip.0, min(edge, clip.1)), rows: rows)
            if edge >= clip.0, edge < clip.1 { for row in rows { canvas.put("▒", x: edge, y: row) } }
        case .system, .slideFromLeading, .slideFromTrailing, .slideFromTop, .slideFromBottom:
            blit(screen, onto: &canvas, x: frame.x, y: frame.top, clip: clip, rows: rows)
        }
    }
}
