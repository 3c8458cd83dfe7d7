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

    /// The phone's width and height (the status line goes under it).
    var phone: (width: Int, height: Int) { (min(columns, 44), min(rows - 1, 30)) }

    /// The frame's lines: the phone, then the status line.
    public func render(_ scene: TerminalScene) -> [String] {
        guard columns >= Self.minimumSize.columns, rows >= Self.minimumSize.rows else {
            return ["Make the terminal at least \(Self.minimumSize.columns)×\(Self.minimumSize.rows) (q quits)."]
        }
        let (width, height) = phone
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
        drawStack(
            at: location, scene.rootEntries, scene, on: &canvas, x: 1 + rootShift(scene, width: width), top: 1, bottom: bottom,
            width: width - 2, active: scene.activeLayer == nil, clip: (1, width - 1))
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

    // MARK: Stacks

    /// The stack at `location`, still or mid push or pop. A push slides the new top in from the
    /// right over the old one, which drifts a third of the way left; a pop plays it backwards:
    /// the old top slides out to the right, uncovering the screen under it. Both are drawn, so
    /// neither screen vanishes or snaps into place.
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

    /// How far the root is shifted by a root switch sliding in from an edge.
    private func rootShift(_ scene: TerminalScene, width: Int) -> Int {
        for (animation, progress) in scene.animations {
            guard case .root(.slide(let edge)) = animation.kind else { continue }
            let distance = Int((Double(width) * (1 - progress)).rounded())
            return edge == .leading ? -distance : edge == .trailing ? distance : 0
        }
        return 0
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
