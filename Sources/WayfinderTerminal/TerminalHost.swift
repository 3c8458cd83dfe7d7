import Wayfinder
import WayfinderTesting

/// A host that shows the navigation in a terminal.
///
/// It is the simulated UIKit controllers (the same translation of steps into controller calls as
/// every host, the same rules) plus drawing: each frame draws what the controllers hold, and a
/// transition's animation is drawn as it runs; its end is the step's completion. In a terminal
/// session the clock moves with real time; in script mode it is the virtual clock, which never
/// waits.
@MainActor
public final class TerminalHost<Screen: Hashable & Sendable>: NavigationHost {
    /// The controllers, their clock, transcript and violations.
    public let simulated: SimulatedHost<Screen>
    /// The content of an entry's screen (the app's terminal views).
    public var content: @MainActor (EntryID) -> ScreenContent
    /// How far the top sheet is scrolled.
    public var sheetScroll = 0
    /// The line under the phone.
    public var status = ""

    /// A terminal host whose screens show what `content` returns for each entry.
    public init(
        capabilities: HostCapabilities = .uiKit,
        durations: SimulatedDurations = .uiKit,
        content: @escaping @MainActor (EntryID) -> ScreenContent
    ) {
        simulated = SimulatedHost(capabilities: capabilities, durations: durations)
        self.content = content
    }

    public var capabilities: HostCapabilities { simulated.capabilities }

    public func install(_ root: Root<Screen>, events: @escaping @MainActor (HostEvent) -> Void) {
        simulated.install(root, events: events)
    }

    public func perform(_ step: TransitionStep<Screen>, completion: @escaping @MainActor (StepResult) -> Void) {
        simulated.perform(step, completion: completion)
    }

    public func uninstall() {
        simulated.uninstall()
    }

    /// What the next frame shows.
    public var scene: TerminalScene {
        TerminalScene(
            display: simulated.display,
            animations: simulated.animations,
            content: content,
            tapAlertButton: { [simulated] index in simulated.tapAlertButton(index) },
            sheetScroll: sheetScroll,
            status: status)
    }

    /// The frame for a terminal of this size.
    public func frame(columns: Int, rows: Int) -> [String] {
        TerminalRenderer(columns: columns, rows: rows).render(scene)
    }

    /// What the number keys do now.
    public var actions: [ScreenContent.Action] { scene.activeActions }

}
