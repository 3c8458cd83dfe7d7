import Wayfinder
import WayfinderHosting

/// A custom transition an app registers with the simulated driver under a name
/// (``SimulatedDriver/customTransitions``): the animator the navigation delegate returns for it.
///
/// ```swift
/// testbed.host.driver.customTransitions["fold"] = SimulatedCustomTransition(duration: .milliseconds(500))
/// testbed.host.driver.customTransitions["stuck"] = SimulatedCustomTransition(completes: false)  // a broken animator
/// ```
public struct SimulatedCustomTransition: Hashable, Sendable {
    /// The animator's `transitionDuration(using:)`.
    public var duration: Duration
    /// Whether the animator calls `completeTransition(_:)` at the end of its animation; a broken
    /// one never does, and the host's watchdog ends the step.
    public var completes: Bool

    /// An animator of `duration` that completes unless `completes` is `false`.
    public init(duration: Duration = .milliseconds(350), completes: Bool = true) {
        self.duration = duration
        self.completes = completes
    }
}

extension SimulatedDriver {
    /// Whether the window's iOS has the zoom transition (iOS 18, Platform Rules 12.4).
    public var zoomsScreens: Bool { window.systemVersion >= 18 }

    public func hasCustomTransition(named name: CustomTransitionName) -> Bool { customTransitions[name] != nil }

    /// As a UIKit driver: the transition is kept on the controller for the navigation delegate;
    /// a zoom becomes the screen's `preferredTransition`, whose source view provider asks the
    /// host for the list item's view (iOS 18 only).
    public func setTransition(_ transition: ScreenTransition, of controller: SimulatedController) {
        controller.transitionKept = transition
        guard let screen = controller as? SimulatedScreenController else { return }
        if case .zoom(let source) = transition, zoomsScreens {
            screen.zoom = SimulatedZoom { [weak self] in self?.host?.zoomSourceList(source) == nil ? nil : source.item }
        } else {
            screen.zoom = nil
        }
    }

    public func place(of item: String, inListOf list: SimulatedController) -> ListItemPlace {
        (list as? SimulatedScreenController)?.list?.place(of: item) ?? .gone
    }

    public func bringIntoView(_ item: String, inListOf list: SimulatedController) {
        guard let shown = (list as? SimulatedScreenController)?.list, let index = shown.items.firstIndex(of: item) else { return }
        window.log("bring \(item) into view, unseen behind the zoomed screen")
        shown.scroll(toIndex: index)
    }

    /// The animator the navigation delegate returns for a screen's transition: a fade or a slide
    /// the driver draws itself, the app's registered custom one, none for UIKit's own and the zoom.
    func animator(for transition: ScreenTransition) -> SimulatedAnimator? {
        let clock = window.clock
        switch transition {
        case .system, .zoom: return nil
        case .fade, .slideFromLeading, .slideFromTrailing, .slideFromTop, .slideFromBottom:
            let duration = window.durations.push
            return SimulatedAnimator(transition: transition, duration: duration) { complete in clock.schedule(after: duration, complete) }
        case .custom(let name):
            guard let custom = customTransitions[name] else { return nil }
            return SimulatedAnimator(transition: transition, duration: custom.duration) { complete in
                if custom.completes { clock.schedule(after: custom.duration, complete) }
            }
        }
    }
}

extension ControllerHost where Driver == SimulatedDriver<Screen> {
    /// The list the screen of the entry `id` shows, when it shows one (``SimulatedDriver/listItems``)
    /// and is on screen: a test scrolls it, reloads it or deletes from it.
    ///
    /// ```swift
    /// testbed.host.list(of: camp.id)?.scroll(toIndex: 20)
    /// ```
    public func list(of id: EntryID) -> SimulatedList? {
        (screen(of: id) as? SimulatedScreenController)?.list
    }
}
