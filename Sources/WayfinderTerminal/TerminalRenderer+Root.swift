import Wayfinder
import WayfinderSimulator

/// The root under the layers: its stack or tabs, and a root switch as it runs.
extension TerminalRenderer {
    /// The root, still or mid switch. A slide moves the new root in from its edge while the old
    /// one moves out the other way, both drawn, as UIKit's `transition(from:to:…)` keeps the old
    /// child until the end; a cross-fade (and the app's custom one) dissolves the old root into a
    /// shade, then the shade into the new root. The phone's edge stays where it is.
    func drawRoot(_ scene: TerminalScene, on canvas: inout TerminalCanvas, width: Int, height: Int) {
        let incoming = rootCanvas(scene.display.root, scene, moving: true, active: scene.activeLayer == nil, width: width, height: height)
        guard let (transition, progress) = scene.rootSwitch, let leaving = scene.display.leavingRoot else {
            return blit(incoming, onto: &canvas, x: 0, y: 0, clip: (0, width))
        }
        let outgoing = rootCanvas(leaving, scene, moving: false, active: false, width: width, height: height)
        canvas.box(x: 0, y: 0, width: width, height: height)
        let inside = (clip: (1, width - 1), rows: 1..<(height - 1))
        if let (dx, dy) = transition.slideOrigin(rightToLeft: false) {  // a terminal reads left to right
            // Where the new root starts, in phone widths and heights; the old one moves ahead of
            // it, the two sharing the border column or row between them: the seam.
            let x = Int((Double(dx * (width - 1)) * (1 - progress)).rounded())
            let y = Int((Double(dy * (height - 1)) * (1 - progress)).rounded())
            blit(outgoing, onto: &canvas, x: x - dx * (width - 1), y: y - dy * (height - 1), clip: inside.clip, rows: inside.rows)
            blit(incoming, onto: &canvas, x: x, y: y, clip: inside.clip, rows: inside.rows)
            if dx != 0 {
                let seam = dx < 0 ? x + width - 1 : x
                for row in inside.rows { canvas.put("│", x: seam, y: row) }
            } else {
                let seam = dy < 0 ? y + height - 1 : y
                if inside.rows.contains(seam) { canvas.fill("─", x: 1, y: seam, width: width - 2, height: 1) }
            }
            // A divider that reaches the phone's edge joins it.
            for row in inside.rows {
                if canvas[1, row] == "─" { canvas.put("├", x: 0, y: row) }
                if canvas[width - 2, row] == "─" { canvas.put("┤", x: width - 1, y: row) }
            }
        } else if transition != .none {  // a cross-fade; a custom one is cross-faded too
            // Half the time the old root fills with the shade, half the time the new one comes out of it.
            blit(progress < 0.5 ? outgoing : incoming, onto: &canvas, x: 0, y: 0, clip: (0, width))
            let level = Int((abs(progress - 0.5) * 2 * 10).rounded())
            for row in inside.rows {
                for column in 1..<(width - 1) where (column * 7 + row * 3) % 10 >= level { canvas.put("░", x: column, y: row) }
            }
        } else {
            blit(incoming, onto: &canvas, x: 0, y: 0, clip: (0, width))
        }
    }

    /// One root as the phone shows it at rest: its visible stack with a title bar, and its tab
    /// bar. `moving`: whether a push or pop on its stack is drawn as it runs (never for a root
    /// leaving, whose stack the locations of the new root's would name too).
    private func rootCanvas(
        _ root: SimulatedDisplay.Root, _ scene: TerminalScene, moving: Bool, active: Bool, width: Int, height: Int
    ) -> TerminalCanvas {
        var canvas = TerminalCanvas(width: width, height: height)
        canvas.box(x: 0, y: 0, width: width, height: height)
        var tabs: [TabID] = []
        var selected = 0
        if case .tabs(let names, _, let index) = root {
            tabs = names
            selected = index
        }
        let bottom = tabs.isEmpty ? height - 1 : height - 3
        if case .split(let columns, let stacks) = root {
            drawColumns(columns, stacks, scene, on: &canvas, bottom: bottom, width: width, active: active)
            return canvas
        }
        let entries = TerminalScene.visibleStack(of: root)
        if moving {
            let location: StackLocation = tabs.indices.contains(selected) ? .tab(tabs[selected]) : .root
            drawStack(at: location, entries, scene, on: &canvas, x: 1, top: 1, bottom: bottom, width: width - 2, active: active, clip: (1, width - 1))
        } else {
            drawStack(entries, scene, on: &canvas, x: 1, top: 1, bottom: bottom, width: width - 2, active: active, clip: (1, width - 1))
        }
        canvas.divider(x: 0, y: 2, width: width)
        if !tabs.isEmpty {
            canvas.divider(x: 0, y: height - 3, width: width)
            let labels = tabs.enumerated().map { index, tab in index == selected ? "[\(tab.rawValue.capitalized)]" : tab.rawValue.capitalized }
            canvas.centred(labels.joined(separator: "  "), x: 1, y: height - 2, span: width - 2)
        }
        return canvas
    }

    /// An expanded split: its columns side by side, the detail the widest, each with its title
    /// bar and a divider between them; the detail shows its placeholder while empty. Only the
    /// trailing column's actions are numbered, as only its keys act.
    private func drawColumns(
        _ columns: [SplitColumn], _ stacks: [[EntryID]], _ scene: TerminalScene, on canvas: inout TerminalCanvas,
        bottom: Int, width: Int, active: Bool
    ) {
        let inside = width - 2
        let leading = columns.count > 1 ? inside / (columns.count + 1) : inside
        var x = 1
        var dividers: [Int] = []
        for (index, (column, entries)) in zip(columns, stacks).enumerated() {
            let last = index == columns.count - 1
            let span = last ? width - 1 - x : leading
            let acting = active && entries == TerminalScene.visibleStack(of: .split(columns, stacks: stacks))
            drawStack(at: .column(column), entries, scene, on: &canvas, x: x, top: 1, bottom: bottom, width: span, active: acting, clip: (x, x + span))
            if entries.isEmpty { canvas.centred("—", x: x, y: bottom / 2, span: span) }
            if !last {
                dividers.append(x + span)
                x += span + 1
            }
        }
        canvas.divider(x: 0, y: 2, width: width)
        for divider in dividers {
            for y in 1..<bottom { canvas.put(y == 2 ? "┼" : "│", x: divider, y: y) }
            canvas.put("┬", x: divider, y: 0)
            canvas.put("┴", x: divider, y: canvas.height - 1)
        }
    }
}
