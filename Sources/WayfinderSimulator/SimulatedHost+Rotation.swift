import Wayfinder
import WayfinderHosting

extension SheetContainer {
    /// An iPhone held upright: sheets may be 800 points tall.
    package static let portrait = SheetContainer(maximumHeight: 800)
    /// An iPhone on its side: compact in height, so the medium detent is inactive (Platform
    /// Rules 4.1), and sheets may be 350 points tall.
    package static let landscape = SheetContainer(maximumHeight: 350, isCompactHeight: true)
}

/// How the simulated iPhone is held, for ``ControllerHost/rotate(to:)``.
///
/// ```swift
/// testbed.host.rotate(to: .landscape)   // sheets may be 350 points tall, medium is inactive
/// testbed.settle()
/// ```
public enum PhoneOrientation: Hashable, Sendable {
    /// Upright: sheets may be 800 points tall.
    case portrait
    /// On its side: compact in height (the medium detent is inactive, Platform Rules 4.1), and
    /// sheets may be 350 points tall.
    case landscape

    /// The space sheets are laid out in, held this way.
    package var container: SheetContainer {
        switch self {
        case .portrait: .portrait
        case .landscape: .landscape
        }
    }
}

extension ControllerHost where Driver == SimulatedDriver<Screen> {
    /// The user turns the phone: the window's size changes in a transition no driver started
    /// (it takes ``SimulatedDurations/modal``), and once it is over every presented sheet
    /// resolves its detents again in the new size, as UIKit does. Nothing is reported to the
    /// host: the value keeps its detents, and a sheet whose selected detent is inactive (medium
    /// in compact height) rests at another one until the phone turns back. Refused while a
    /// gesture is in progress, or when the phone is held that way already.
    ///
    /// ```swift
    /// #expect(testbed.host.rotate(to: .landscape) == .performed)
    /// ```
    @discardableResult
    public func rotate(to orientation: PhoneOrientation) -> GestureOutcome {
        let container = orientation.container
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
