import ShopApp
import Wayfinder
import WayfinderTerminal
import WayfinderTesting

/// `--replay FILE`: a recorded session, stepped through event by event, forward and back (time
/// travel), with what the screen showed after each; or, out of a terminal, printed as a
/// timeline.
@MainActor
public final class ReplayViewer {
    public let recording: SessionRecording<ShopScreen>
    let name: String
    /// How many events have happened.
    public private(set) var position = 0
    private var quit = false

    /// A viewer at the recording's start.
    public init(recording: SessionRecording<ShopScreen>, name: String) {
        self.recording = recording
        self.name = name
    }

    /// The replay of the first `count` events.
    func replayed(upTo count: Int) -> ReplayReport<ShopScreen> {
        var prefix = recording
        prefix.events = Array(recording.events.prefix(count))
        return prefix.replay()
    }

    /// Runs in the terminal until `q`.
    public func run() -> Int32 {
        TerminalSession().run(
            frame: { [self] columns, rows in frame(columns: columns, rows: rows) },
            tick: { _ in },
            onKey: { [self] key in
                press(key)
                return !quit
            })
        return 0
    }

    /// Does what `key` does: forward, back, to the start or the end, quit.
    public func press(_ key: TerminalKey) {
        switch key {
        case .down, .character("l"), .character("n"), .character(" "), .enter: position = min(position + 1, recording.count)
        case .up, .character("h"), .character("p"): position = max(position - 1, 0)
        case .character("g"): position = 0
        case .character("G"): position = recording.count
        case .character("q"), .interrupt: quit = true
        default: break
        }
    }

    /// The events around the position, then what was shown after it.
    public func frame(columns: Int, rows: Int) -> [String] {
        let report = replayed(upTo: position)
        var lines = [
            "\(name): event \(position) of \(recording.count)",
            "n or ↓ forward · p or ↑ back · g start · G end · q quit",
            "",
        ]
        let shownEvents = max(rows / 3, 3)
        let first = max(0, position - shownEvents)
        for index in first..<position {
            let line = recording.lines[index].split(separator: "\n").first.map(String.init) ?? ""
            lines.append((index == position - 1 ? "▶ " : "  ") + line)
        }
        if position == 0 { lines.append("▶ the start") }
        lines.append("")
        if let divergence = report.divergence {
            lines += "\(divergence)".split(separator: "\n").map(String.init)
        } else {
            lines.append("shown:")
            lines += report.shown.tree().split(separator: "\n").map { "  " + $0 }
            if report.state != report.shown {
                lines.append("wanted:")
                lines += report.state.tree().split(separator: "\n").map { "  " + $0 }
            }
        }
        return lines.prefix(rows).map { String($0.prefix(columns)) }
    }

    /// Out of a terminal: each event, and what is shown when it changed; `false` when the
    /// replay diverged from the recording.
    public func timeline(print: (String) -> Void) -> Bool {
        var shownAfter: [Int: NavigationState<ShopScreen>] = [:]
        let report = recording.replay { taken, shown in shownAfter[taken] = shown }
        print("\(name): \(recording.count) events from")
        for line in recording.start.tree().split(separator: "\n") { print("  " + line) }
        var shown = recording.start
        for (index, line) in recording.lines.enumerated().prefix(report.divergence.map { $0.event - 1 } ?? recording.count) {
            print(line)
            if let now = shownAfter[index + 1], now != shown {
                shown = now
                print("  shown now:")
                for line in now.tree().split(separator: "\n") { print("    " + line) }
            }
        }
        if let divergence = report.divergence {
            print("\(divergence)")
            return false
        }
        print("replayed \(recording.count) events as recorded")
        return true
    }
}
