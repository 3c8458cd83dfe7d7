import Wayfinder
import WayfinderHosting
import WayfinderSimulator

/// The layers over the root: sheets, covers, overlays and alerts.
extension TerminalRenderer {
    /// How a sheet is laid out at rest: its height, how many content lines it shows, how far
    /// they can scroll.
    struct SheetFrame {
        var content: ScreenContent
        /// Rows from its top border to its bottom border, both included.
        var height: Int
        /// Rows for content lines.
        var lineRows: Int
        /// The largest scroll offset: 0 when every line shows.
        var scrollLimit: Int
    }

    /// The sheet `layer` as laid out in this terminal, or `nil` for a layer that is no sheet.
    func sheetFrame(_ layer: SimulatedDisplay.Layer, _ scene: TerminalScene) -> SheetFrame? {
        guard case .sheet(let style)? = layer.kind, let topEntry = layer.entries.last else { return nil }
        let content = scene.content(topEntry)
        let actionRows = content.actions.isEmpty ? 0 : content.actions.count + 1
        let chrome = 4 + actionRows
        let limit = phone(status: scene.status).height - 3
        let layout = style.layout(in: SheetContainer(maximumHeight: Double(limit)), contentHeight: Double(chrome + content.lines.count))
        let height = max(Int(layout.height.rounded()), min(chrome, limit))
        let lineRows = max(height - 4 - actionRows, 0)
        let scrollLimit = layout.scrolls ? max(content.lines.count - lineRows, 0) : 0
        return SheetFrame(content: content, height: height, lineRows: lineRows, scrollLimit: scrollLimit)
    }

    /// How far the top sheet can scroll in this terminal, or `nil` when no sheet is on top.
    public func sheetScrollLimit(_ scene: TerminalScene) -> Int? {
        guard let layer = scene.activeLayer else { return nil }
        return sheetFrame(layer, scene)?.scrollLimit
    }

    /// A sheet slides up from the bottom as it is presented, and down as it is dismissed or
    /// dragged, its content moving with it.
    func drawSheet(
        _ layer: SimulatedDisplay.Layer, style: SheetStyle, factor: Double, active: Bool, _ scene: TerminalScene,
        on canvas: inout TerminalCanvas, _ width: Int, _ height: Int
    ) {
        guard let frame = sheetFrame(layer, scene) else { return }
        let shown = Int((Double(frame.height) * factor).rounded())
        guard shown >= 1 else { return }
        var sheet = TerminalCanvas(width: width, height: frame.height)
        sheet.box(x: 0, y: 0, width: width, height: frame.height)
        if style.grabber { sheet.centred("━━━", x: 0, y: 0, span: width) }
        let content = frame.content
        let previous = layer.entries.count > 1 ? scene.content(layer.entries[layer.entries.count - 2]).title : nil
        drawBar(title: content.title, previous: previous, on: &sheet, x: 1, y: 1, span: width - 2)
        sheet.divider(x: 0, y: 2, width: width)
        let scroll = min(max(layer.id.flatMap { scene.sheetScroll[$0] } ?? 0, 0), frame.scrollLimit)
        for (offset, line) in content.lines.dropFirst(scroll).prefix(frame.lineRows).enumerated() {
            sheet.text(" " + line, x: 1, y: 3 + offset, limit: width - 1)
        }
        if frame.scrollLimit > 0, frame.lineRows > 0 {
            // Lines hidden above are counted on the divider, lines hidden below on the last row.
            if scroll > 0 {
                let above = " ↑ \(scroll) more (k) "
                sheet.text(above, x: width - above.count - 2, y: 2, limit: width - 1)
            }
            let below = content.lines.count - scroll - frame.lineRows
            if below > 0 {
                let marker = "↓ \(below) more (j)"
                sheet.text(marker, x: width - marker.count - 2, y: 2 + frame.lineRows, limit: width - 1)
            }
        }
        for (index, action) in content.actions.enumerated() {
            let label = active ? " \(index + 1)) \(action.label)" : "  · \(action.label)"
            sheet.text(label, x: 1, y: 4 + frame.lineRows + index, limit: width - 1)
        }
        blit(sheet, onto: &canvas, x: 0, y: height - shown, clip: (0, width), rows: 0..<height)
    }

    /// A cover slides up as UIKit's does, or comes its own way when it names a transition.
    func drawCover(
        _ layer: SimulatedDisplay.Layer, factor: Double, transition: ScreenTransition, active: Bool, _ scene: TerminalScene,
        on canvas: inout TerminalCanvas, _ width: Int, _ height: Int
    ) {
        let top = transition == .system ? Int((Double(height) * (1 - factor)).rounded()) : 0
        var cover = TerminalCanvas(width: width, height: height)
        cover.box(x: 0, y: 0, width: width, height: height)
        if let id = layer.id {
            drawStack(
                at: .layer(id), layer.entries, scene, on: &cover, x: 1, top: 1, bottom: height - 1, width: width - 2, active: active,
                clip: (1, width - 1))
        }
        cover.divider(x: 0, y: 2, width: width)
        guard transition == .system || factor >= 1 else {
            return drawStackTransition(transition, cover, cover: factor, on: &canvas, frame: (0, 0, height, width), clip: (0, width))
        }
        blit(cover, onto: &canvas, x: 0, y: top, clip: (0, width), rows: 0..<height)
    }

    func drawOverlay(
        _ layer: SimulatedDisplay.Layer, factor: Double, _ scene: TerminalScene, on canvas: inout TerminalCanvas,
        _ width: Int, _ height: Int
    ) {
        let rows = Int((Double(height) * factor).rounded())
        canvas.fill("░", x: 0, y: 0, width: width, height: rows)
        guard factor >= 1, let topEntry = layer.entries.last else { return }
        let content = scene.content(topEntry)
        let lines = [content.title] + content.lines
        let boxWidth = min(width - 6, max(lines.map { $0.count }.max() ?? 0, 10) + 4)
        let boxHeight = lines.count + 2
        let x = (width - boxWidth) / 2
        let y = (height - boxHeight) / 2
        canvas.box(x: x, y: y, width: boxWidth, height: boxHeight)
        for (offset, line) in lines.enumerated() { canvas.centred(line, x: x + 1, y: y + 1 + offset, span: boxWidth - 2) }
    }

    func drawAlert(_ alert: NavigationAlert, active: Bool, on canvas: inout TerminalCanvas, _ width: Int, _ height: Int) {
        let boxWidth = min(width - 6, 32)
        let title = TerminalText.wrapped(alert.title, width: boxWidth - 4)
        let message = alert.message.map { TerminalText.wrapped($0, width: boxWidth - 4) } ?? []
        let buttons = alert.buttons.enumerated().map { index, button in
            active ? "\(index + 1)) \(button.title)" : "· \(button.title)"
        }
        let lines = title + message + [""] + buttons
        let boxHeight = lines.count + 2
        let x = (width - boxWidth) / 2
        let y = max((height - boxHeight) / 2, 1)
        canvas.box(x: x, y: y, width: boxWidth, height: boxHeight)
        for (offset, line) in lines.enumerated() { canvas.centred(line, x: x + 1, y: y + 1 + offset, span: boxWidth - 2) }
    }
}
