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

    /// The frame's lines: the phone, then the status line.
    public func render(_ scene: TerminalScene) -> [String] {
        guard columns >= Self.minimumSize.columns, rows >= Self.minimumSize.rows else {
            return ["Make the terminal at least \(Self.minimumSize.columns)×\(Self.minimumSize.rows) (q quits)."]
        }
        let width = min(columns, 44)
        let height = min(rows - 1, 30)
        // As wide as the terminal, so the status line under the phone is not cut at its width.
        var canvas = TerminalCanvas(width: min(columns, 160), height: height + 1)
        drawRoot(scene, on: &canvas, width: width, height: height)
        let active = scene.activeLayer
        for (layer, factor) in scene.drawnLayers {
            let isActive = layer.id == active?.id
            switch layer.kind {
            case .sheet(let style)?: drawSheet(layer, style: style, factor: factor, active: isActive, scene, on: &canvas, width, height)
            case .fullScreenCover?: drawCover(layer, factor: factor, active: isActive, scene, on: &canvas, width, height)
            case .overlay?: drawOverlay(layer, factor: factor, scene, on: &canvas, width, height)
            case .alert(let alert, _)?: if factor >= 0.5 { drawAlert(alert, active: isActive, on: &canvas, width, height) }
            case nil: break
            }
        }
        canvas.text(scene.status, x: 0, y: height)
        return canvas.lines.map { $0.replacingTrailingSpaces() }
    }

    // MARK: Root

    private func drawRoot(_ scene: TerminalScene, on canvas: inout TerminalCanvas, width: Int, height: Int) {
        canvas.box(x: 0, y: 0, width: width, height: height)
        var tabs: [TabID] = []
        var selected = 0
        if case .tabs(let names, _, let index) = scene.display.root {
            tabs = names
            selected = index
        }
        let bottom = tabs.isEmpty ? height - 1 : height - 3
        let location: StackLocation = tabs.isEmpty ? .root : .tab(tabs[selected])
        let shift = slide(for: location, scene, width: width) + rootShift(scene, width: width)
        drawStack(
            scene.rootEntries, scene, on: &canvas, x: 1 + shift, top: 1, bottom: bottom, width: width - 2,
            active: scene.activeLayer == nil, clip: (1, width - 1))
        canvas.divider(x: 0, y: 2, width: width)
        if !tabs.isEmpty {
            canvas.divider(x: 0, y: height - 3, width: width)
            let labels = tabs.enumerated().map { index, tab in index == selected ? "[\(tab.rawValue.capitalized)]" : tab.rawValue.capitalized }
            canvas.centred(labels.joined(separator: "  "), x: 1, y: height - 2, span: width - 2)
        }
        if let fade = scene.animations.first(where: { if case .root(.crossFade) = $0.animation.kind { true } else { false } }) {
            let level = Int(((1 - fade.progress) * 10).rounded())
            for y in 1..<(height - 1) {
                for x in 1..<(width - 1) where (x * 7 + y * 3) % 10 < level { canvas.put("░", x: x, y: y) }
            }
        }
    }

    /// A title row with a back button, then content and actions down to `bottom` (exclusive).
    private func drawStack(
        _ entries: [EntryID], _ scene: TerminalScene, on canvas: inout TerminalCanvas, x: Int, top: Int, bottom: Int,
        width: Int, active: Bool, clip: (Int, Int)
    ) {
        guard let topEntry = entries.last else { return }
        let content = scene.content(topEntry)
        var row = TerminalCanvas(width: width, height: max(bottom - top, 0))
        if entries.count > 1 { row.text("‹ Back", x: 1, y: 0) }
        row.centred(content.title, x: 0, y: 0, span: width)
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

    // MARK: Layers

    private func drawSheet(
        _ layer: SimulatedDisplay.Layer, style: SheetStyle, factor: Double, active: Bool, _ scene: TerminalScene,
        on canvas: inout TerminalCanvas, _ width: Int, _ height: Int
    ) {
        guard let topEntry = layer.entries.last else { return }
        let content = scene.content(topEntry)
        let chrome = 4 + (content.actions.isEmpty ? 0 : content.actions.count + 1)
        let limit = height - 3
        let layout = style.layout(in: SheetContainer(maximumHeight: Double(limit)), contentHeight: Double(chrome + content.lines.count))
        let full = max(Int(layout.height.rounded()), min(chrome, limit))
        let shown = Int((Double(full) * factor).rounded())
        guard shown >= 2 else { return }
        let top = height - shown
        canvas.box(x: 0, y: top, width: width, height: shown)
        if style.grabber { canvas.centred("━━━", x: 0, y: top, span: width) }
        guard shown == full else { return }  // rising or falling: the frame only
        if layer.entries.count > 1 { canvas.text("‹ Back", x: 2, y: top + 1) }
        canvas.centred(content.title, x: 1, y: top + 1, span: width - 2)
        canvas.divider(x: 0, y: top + 2, width: width)
        let actionRows = content.actions.isEmpty ? 0 : content.actions.count + 1
        let lineRows = max(full - 4 - actionRows, 0)
        let maxScroll = max(content.lines.count - lineRows, 0)
        let scroll = layout.scrolls ? min(max(scene.sheetScroll, 0), maxScroll) : 0
        for (offset, line) in content.lines.dropFirst(scroll).prefix(lineRows).enumerated() {
            canvas.text(" " + line, x: 1, y: top + 3 + offset, limit: width - 1)
        }
        if layout.scrolls, lineRows > 0 {
            let more = content.lines.count - scroll - lineRows
            let marker = more > 0 ? "↓ \(more) more (j/k)" : "↑ top (k)"
            canvas.text(marker, x: width - marker.count - 2, y: top + 2 + lineRows, limit: width - 1)
        }
        for (index, action) in content.actions.enumerated() {
            let label = active ? " \(index + 1)) \(action.label)" : "  · \(action.label)"
            canvas.text(label, x: 1, y: top + 4 + lineRows + index, limit: width - 1)
        }
    }

    private func drawCover(
        _ layer: SimulatedDisplay.Layer, factor: Double, active: Bool, _ scene: TerminalScene,
        on canvas: inout TerminalCanvas, _ width: Int, _ height: Int
    ) {
        let top = Int((Double(height) * (1 - factor)).rounded())
        var cover = TerminalCanvas(width: width, height: height)
        cover.box(x: 0, y: 0, width: width, height: height)
        drawStack(layer.entries, scene, on: &cover, x: 1, top: 1, bottom: height - 1, width: width - 2, active: active, clip: (1, width - 1))
        cover.divider(x: 0, y: 2, width: width)
        blit(cover, onto: &canvas, x: 0, y: top, clip: (0, width), rows: 0..<height)
    }

    private func drawOverlay(
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

    private func drawAlert(_ alert: Alert, active: Bool, on canvas: inout TerminalCanvas, _ width: Int, _ height: Int) {
        let boxWidth = min(width - 6, 32)
        let message = alert.message.map { wrap($0, width: boxWidth - 4) } ?? []
        let buttons = alert.buttons.enumerated().map { index, button in
            active ? "\(index + 1)) \(button.title)" : "· \(button.title)"
        }
        let lines = [alert.title] + message + [""] + buttons
        let boxHeight = lines.count + 2
        let x = (width - boxWidth) / 2
        let y = max((height - boxHeight) / 2, 1)
        canvas.box(x: x, y: y, width: boxWidth, height: boxHeight)
        for (offset, line) in lines.enumerated() { canvas.centred(line, x: x + 1, y: y + 1 + offset, span: boxWidth - 2) }
    }

    // MARK: Animation offsets

    /// How far a stack's content is shifted by a push (coming in from the right) or a pop
    /// (coming back from the left).
    private func slide(for location: StackLocation, _ scene: TerminalScene, width: Int) -> Int {
        for (animation, progress) in scene.animations {
            switch animation.kind {
            case .push(location): return Int((Double(width) * (1 - progress)).rounded())
            case .pop(location): return -Int((Double(width) / 3 * (1 - progress)).rounded())
            default: continue
            }
        }
        return 0
    }

    /// How far the root is shifted by a root switch sliding in from an edge.
    private func rootShift(_ scene: TerminalScene, width: Int) -> Int {
        for (animation, progress) in scene.animations {
            guard case .root(.slide(let edge)) = animation.kind else { continue }
            let distance = Int((Double(width) * (1 - progress)).rounded())
            return edge == .leading ? -distance : edge == .trailing ? distance : 0
        }
        return 0
    }

    private func blit(_ source: TerminalCanvas, onto canvas: inout TerminalCanvas, x: Int, y: Int, clip: (Int, Int), rows: Range<Int>? = nil) {
        for (row, line) in source.lines.enumerated() {
            for (column, character) in line.enumerated() {
                let target = x + column
                guard target >= clip.0, target < clip.1 else { continue }
                if let rows, !rows.contains(y + row) { continue }
                canvas.put(character, x: target, y: y + row)
            }
        }
    }

    private func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

extension String {
    fileprivate func replacingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
