import Wayfinder
import WayfinderSimulator

/// Draws a ``TerminalScene`` as lines of text: a phone-like frame with the title and back
/// button, the screen's content and numbered actions, the tab bar; sheets rising from the bottom
/// at their detent height (the fitting detent sized to its content by the core's sizing rule,
/// capped and scrolling), covers and overlays over everything, alerts centred on top; and the
/// status line under it. Pure: the same scene always draws the same frame.
@MainActor
public struct TerminalRenderer {
    /// The terminal's size.
    public var columns: Int
    /// The terminal's height in rows (``columns`` is its width).
    public var rows: Int

    /// The smallest terminal the phone fits in.
    public static let minimumSize = (columns: 30, rows: 16)

    /// A renderer for a terminal of this size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The phone's width and height, with the lines of `status` under it.
    /// The phone's size, or a tablet's width (`wide`) for a split shown side by side.
    func phone(status: String, wide: Bool = false) -> (width: Int, height: Int) {
        (min(columns, wide ? 80 : 44), min(rows - statusLines(status).count, 30))
    }

    /// The rows a stack's screen has for its lines and actions: the phone without its borders,
    /// title bar and tab bar (`tabBar`), as ``drawStack(_:_:on:x:top:bottom:width:active:clip:)``
    /// lays them out.
    func contentRows(status: String, tabBar: Bool) -> Int {
        max(phone(status: status).height - (tabBar ? 6 : 4), 0)
    }

    /// The frame's lines: the phone in the middle of the terminal, then the status under it,
    /// wrapped to the width, starting under the phone's left edge (further left when longer).
    public func render(_ scene: TerminalScene) -> [String] {
        guard columns >= Self.minimumSize.columns, rows >= Self.minimumSize.rows else {
            let message = "Make the terminal at least \(Self.minimumSize.columns)×\(Self.minimumSize.rows) (q quits)."
            return Array(TerminalText.wrapped(message, width: columns).prefix(max(rows, 1)))
        }
        let wide = if case .split = scene.display.root { true } else { false }
        let (width, height) = phone(status: scene.status, wide: wide)
        var screen = TerminalCanvas(width: width, height: height)
        drawRoot(scene, on: &screen, width: width, height: height)
        let active = scene.activeLayer
        for (layer, factor, transition) in scene.drawnLayers {
            let isActive = layer.id == active?.id
            switch layer.kind {
            case .sheet(let style)?: drawSheet(layer, style: style, factor: factor, active: isActive, scene, on: &screen, width, height)
            case .fullScreenCover?:
                drawCover(layer, factor: factor, transition: transition, active: isActive, scene, on: &screen, width, height)
            case .overlay?: drawOverlay(layer, factor: factor, scene, on: &screen, width, height)
            case .alert(let alert, _)?: if factor >= 0.5 { drawAlert(alert, active: isActive, on: &screen, width, height) }
            case nil: break
            }
        }
        let left = (columns - width) / 2
        let status = statusLines(scene.status)
        let top = max((rows - height - status.count) / 2, 0)
        var canvas = TerminalCanvas(width: columns, height: top + height + status.count)
        blit(screen, onto: &canvas, x: left, y: top, clip: (0, columns))
        let statusLeft = max(min(left, columns - (status.map(\.count).max() ?? 0)), 0)
        for (offset, line) in status.enumerated() { canvas.text(line, x: statusLeft, y: top + height + offset) }
        return canvas.lines.map { $0.replacingTrailingSpaces() }
    }

    // MARK: Stacks

    /// The stack at `location`, still or mid push or pop. A push slides the new top in from the
    /// right over the old one, which drifts a third of the way left; a pop plays it backwards:
    /// the old top slides out to the right, uncovering the screen under it. Both are drawn, so
    /// neither screen vanishes or snaps into place. A screen with a transition of its own comes
    /// and goes its way (`drawStackTransition`).
    func drawStack(
        at location: StackLocation, _ entries: [EntryID], _ scene: TerminalScene, on canvas: inout TerminalCanvas,
        x: Int, top: Int, bottom: Int, width: Int, active: Bool, clip: (Int, Int)
    ) {
        guard let move = scene.stackTransition(at: location) else {
            return drawStack(entries, scene, on: &canvas, x: x, top: top, bottom: bottom, width: width, active: active, clip: clip)
        }
        let (under, over) = move.isPush ? (move.from, move.to) : (move.to, move.from)
        // How far the top screen has come in: 1 when it covers the stack.
        let cover = move.isPush ? move.progress : 1 - move.progress
        guard move.transition == .system else {
            drawStack(under, scene, on: &canvas, x: x, top: top, bottom: bottom, width: width, active: false, clip: clip)
            var screen = TerminalCanvas(width: width, height: max(bottom - top, 0))
            drawStack(over, scene, on: &screen, x: 0, top: 0, bottom: screen.height, width: width, active: false, clip: (0, width))
            return drawStackTransition(
                move.transition, screen, cover: cover, on: &canvas, frame: (x: x, top: top, bottom: bottom, width: width), clip: clip)
        }
        let overX = x + Int((Double(width) * (1 - cover)).rounded())
        let underX = x - Int((Double(width) / 3 * cover).rounded())
        drawStack(under, scene, on: &canvas, x: underX, top: top, bottom: bottom, width: width, active: active && !move.isPush, clip: clip)
        drawStack(over, scene, on: &canvas, x: overX, top: top, bottom: bottom, width: width, active: active && move.isPush, clip: clip)
        // The moving screen's edge.
        if overX > clip.0, overX - 1 < clip.1 {
            for y in top..<bottom { canvas.put("│", x: overX - 1, y: y) }
        }
    }

    /// A title row with a back button, then content and actions down to `bottom` (exclusive).
    func drawStack(
        _ entries: [EntryID], _ scene: TerminalScene, on canvas: inout TerminalCanvas, x: Int, top: Int, bottom: Int,
        width: Int, active: Bool, clip: (Int, Int)
    ) {
        guard let topEntry = entries.last else { return }
        let content = scene.content(topEntry)
        var row = TerminalCanvas(width: width, height: max(bottom - top, 0))
        let previous = entries.count > 1 ? scene.content(entries[entries.count - 2]).title : nil
        drawBar(title: content.title, previous: previous, on: &row, x: 0, y: 0, span: width)
        var y = 2
        for line in content.lines where y < row.height {
            row.text(" " + line, x: 0, y: y)
            y += 1
        }
        y += content.lines.isEmpty ? 0 : 1
        for (index, action) in content.actions.enumerated() where y < row.height {
            row.text(active ? " \(index + 1)) \(action.label)" : "  · \(action.label)", x: 0, y: y)
            y += 1
        }
        blit(row, onto: &canvas, x: x, y: top, clip: clip)
    }

    func blit(_ source: TerminalCanvas, onto canvas: inout TerminalCanvas, x: Int, y: Int, clip: (Int, Int), rows: Range<Int>? = nil) {
        for (row, line) in source.lines.enumerated() {
            if let rows, !rows.contains(y + row) { continue }
            for (column, character) in line.enumerated() {
                let target = x + column
                guard target >= clip.0, target < clip.1 else { continue }
                canvas.put(character, x: target, y: y + row)
            }
        }
    }
}

extension String {
    fileprivate func replacingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
