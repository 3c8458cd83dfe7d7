import Wayfinder
import WayfinderHosting

extension SheetContainer {
    /// An iPhone held upright: sheets may be 800 points tall.
    package static let portrait = SheetContainer(maximumHeight: 800)
    /// An iPhone on its side: compact in height, so the medium detent is inactive (Platform
    /// Rules 4.1), and sheets may be 350 points tall.
    package static let landscape = SheetContainer(maximumHeight: 350, isCompactHeight: true)
}

extension ControllerHost where Driver == SimulatedDriver<Screen> {
    /// The user turns the phone: the window's size changes to `container` in a transition no
    /// driver started (it takes ``SimulatedDurations/modal``), and once it is over every
    /// presented sheet resolves its detents again in the new size, as UIKit does. Nothing is
    /// reported to the host: the value keeps its detents, and a sheet whose selected detent is
    /// inactive (medium in compact height) rests at another one until the phone turns back.
    /// Refused while a gesture is in progress.
    @discardableResult
    package func rotate(to container: SheetContainer) -> GestureOutcome {
        if window.isGestureInFlight { return .refused("another gesture is in progress") }
        guard container != window.sheetSizing.container else { return .refused("the window has that size already") }
        window.log("rotate to \(container.isCompactHeight ? "landscape" : "portrait") begins")
        let animation = window.gesture(.rotation, duration: window.durations.modal)
        clock.schedule(after: window.durations.modal) { [weak window] in
            guard let window else { return }
            window.containerChanged(to: container)
            window.log("rotate finishes")
            window.end(animation)
        }
        return .performed
    }
}
