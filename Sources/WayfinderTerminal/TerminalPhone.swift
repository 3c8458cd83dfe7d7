import Wayfinder
import WayfinderSimulator

/// A phone drawn in a terminal: a simulated host and what its screens show.
///
/// The navigator drives ``host``, the simulated UIKit controllers (the same translation of
/// steps into controller calls as every host, the same rules); the phone draws it: each frame
/// draws what the controllers hold, and a transition's animation is drawn as it runs, its end
/// being the step's completion. In a terminal session the clock moves with real time; in script
/// mode it is the virtual clock, which never waits.
///
/// ```swift
/// let phone = TerminalPhone<Screen>(content: { id in ScreenContent(title: "\(id)") })
/// navigator.attach(phone.host)
/// print(phone.frame(columns: 44, rows: 24).joined(separator: "\n"))
/// ```
@MainActor
public final class TerminalPhone<Screen: Hashable & Sendable> {
    /// The host the navigator drives: the controllers, their clock, transcript and violations.
    public let host: SimulatedHost<Screen>
    /// The content of an entry's screen (the app's terminal views).
    public var content: @MainActor (EntryID) -> ScreenContent
    /// How far each sheet's lines are scrolled, by the sheet's identity: each sheet keeps its
    /// own, and one shown for the first time starts at its top.
    public private(set) var sheetScroll: [LayerID: Int] = [:]
    /// The terminal size of the last frame: scrolling stops where that frame's lines end.
    public private(set) var size = (columns: 44, rows: 24)
    /// The line under the phone.
    public var status = ""
    /// What each screen showed in the last frame: a screen going away is drawn from it.
    private var shown: [EntryID: ScreenContent] = [:]
    /// What each screen shows in the frame being drawn.
    private var drawing: [EntryID: ScreenContent] = [:]

    /// A phone whose screens show what `content` returns for each entry.
    package init(
        capabilities: HostCapabilities = .uiKit,
        durations: SimulatedDurations = .uiKit,
        content: @escaping @MainActor (EntryID) -> ScreenContent
    ) {
        host = SimulatedHost(capabilities: capabilities, durations: durations)
        // The frames drive the clock, so an awaited command animates as drawn.
        host.settlesWhenAwaited = false
        self.content = content
    }

    /// What the next frame shows.
    public var scene: TerminalScene {
        TerminalScene(
            display: host.display,
            animations: host.animations,
            content: content,
            tapAlertButton: { [host] index in host.tapAlertButton(index) },
            sheetScroll: sheetScroll,
            status: status)
    }

    /// The frame for a terminal of this size. A screen going away (popped, dismissed, its root
    /// replaced) shows what it showed in the last frame, whatever its content says now.
    public func frame(columns: Int, rows: Int) -> [String] {
        size = (columns, rows)
        var scene = scene
        let leaving = scene.leavingEntries
        scene.content = { [self] id in
            let content = leaving.contains(id) ? shown[id] ?? self.content(id) : self.content(id)
            drawing[id] = content
            return content
        }
        drawing = [:]
        let lines = TerminalRenderer(columns: columns, rows: rows).render(scene)
        shown = drawing
        return lines
    }

    /// How many rows a screen has for its lines and actions in a frame of the last frame's
    /// size: the phone's inside under the title bar, above the tab bar when `tabBar`. A list
    /// screen shows as many rows as fit.
    public func contentRows(tabBar: Bool) -> Int {
        TerminalRenderer(columns: size.columns, rows: size.rows).contentRows(status: status, tabBar: tabBar)
    }

    /// Scrolls the top sheet's lines by `lines` (negative: up), stopping at the first line and
    /// at the last as the last frame showed them; returns the new offset and the largest, or
    /// `nil` when no sheet is on top (nothing changes then).
    @discardableResult
    public func scrollSheet(by lines: Int) -> (offset: Int, limit: Int)? {
        let scene = scene
        guard let id = scene.activeLayer?.id,
            let limit = TerminalRenderer(columns: size.columns, rows: size.rows).sheetScrollLimit(scene)
        else { return nil }
        // Clamped before adding, so any number of lines is safe.
        let current = min(sheetScroll[id] ?? 0, limit)
        let offset = min(max(current + min(max(lines, -limit), limit), 0), limit)
        let shown = Set(scene.display.layers.compactMap(\.id))
        sheetScroll = sheetScroll.filter { shown.contains($0.key) }
        sheetScroll[id] = offset
        return (offset, limit)
    }

    /// What the number keys do now.
    public var actions: [ScreenContent.Action] { scene.activeActions }
}
