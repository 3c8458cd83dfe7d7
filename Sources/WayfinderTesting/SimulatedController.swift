import Wayfinder

/// A fake `UIViewController` that presents and dismisses by UIKit's rules, on the virtual clock.
///
/// It records as violations what UIKit refuses (and drops the call, as UIKit does): presenting
/// on a controller that already presents (PLATFORM-RULES 1.4), presenting or dismissing while a
/// presentation or dismissal is in progress (1.5), presenting from a controller not in the window
/// (1.6). A dismissal takes the whole chain above the presenter, only the top one animating (2.2),
/// and completes after the presented controller has gone (2.3).
@MainActor
public class SimulatedController: PresentingController {
    /// The window the controller lives in.
    public let window: SimulatedWindow
    /// A short name for transcripts (`options#6`, `sheet#5`).
    public let name: String
    /// The layer this controller is presented as, when it is presented.
    public internal(set) var layerKind: LayerKind?
    /// The layer's identity, when this controller is a layer.
    public internal(set) var layerID: EntryID?

    package private(set) var presentedController: (any PresentingController)?
    public private(set) var isBeingDismissed = false
    /// The controller that presents this one.
    public private(set) weak var presenter: SimulatedController?
    /// The container this controller is a child of (a stack, tab or root controller).
    weak var parent: SimulatedController?
    /// Whether this is the window's root controller.
    var isWindowRoot = false

    init(window: SimulatedWindow, name: String) {
        self.window = window
        self.name = name
    }

    /// Whether the controller's view is in the window: the window's root, a child of a
    /// controller in the window, or presented by one.
    public var isInWindow: Bool {
        if isWindowRoot { return true }
        if let parent { return parent.isInWindow }
        if let presenter { return presenter.isInWindow }
        return false
    }

    /// The controller on top of the chain this one starts.
    var topmostPresented: SimulatedController {
        (presentedController as? SimulatedController)?.topmostPresented ?? self
    }

    package func presentController(
        _ controller: any PresentingController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        guard let controller = controller as? SimulatedController else {
            return window.violate("1.2", "Attempt to present a controller that is not simulated on \(name)")
        }
        if let current = presentedController {
            return window.violate(
                "1.4", "Attempt to present \(controller.name) on \(name) which is already presenting \((current as? SimulatedController)?.name ?? "?").")
        }
        if window.isPresentationInFlight {
            return window.violate("1.5", "Attempt to present \(controller.name) on \(name) while a presentation is in progress!")
        }
        guard isInWindow else {
            return window.violate(
                "1.6", "Attempt to present \(controller.name) on \(name) whose view is not in the window hierarchy!")
        }
        presentedController = controller
        controller.presenter = self
        window.isPresentationInFlight = true
        window.log("present \(controller.name) on \(name)\(animated ? " (animated)" : "")")
        window.transition(animated: animated, duration: window.durations.modal, .present(controller.layerID)) { [weak window] in
            window?.isPresentationInFlight = false
            completion()
        }
    }

    public func dismissPresentedController(animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let presented = presentedController as? SimulatedController else {
            // UIKit would dismiss this controller from its own presenter (2.1); the host never asks for that.
            return window.violate("2.1", "dismiss on \(name), which presents nothing")
        }
        if window.isPresentationInFlight {
            return window.violate(
                "1.5", "Attempt to dismiss from view controller \(name) while a presentation or dismiss is in progress!")
        }
        let chain = presented.chain
        for controller in chain { controller.isBeingDismissed = true }
        window.isPresentationInFlight = true
        let names = chain.map { $0.name }.joined(separator: ", ")
        window.log("dismiss [\(names)] from \(name)\(animated ? " (animated: \(chain.last!.name))" : "")")
        window.transition(animated: animated, duration: window.durations.modal, .dismiss(chain.compactMap(\.layerID))) { [weak self, weak window] in
            // The chain is read again, not captured: an action waiting on the clock must not
            // keep controllers, which keep the window, which keeps the clock.
            if let self, let presented = self.presentedController as? SimulatedController { self.removePresented(presented.chain) }
            window?.isPresentationInFlight = false
            completion()
        }
    }

    /// This controller and every one it presents, bottom to top.
    var chain: [SimulatedController] {
        [self] + ((presentedController as? SimulatedController)?.chain ?? [])
    }

    /// Takes the presented chain off screen at once (the end of a dismissal, or a user's drag).
    func removePresented(_ chain: [SimulatedController]) {
        presentedController = nil
        for controller in chain {
            controller.isBeingDismissed = false
            controller.presenter = nil
            if controller !== chain.last { controller.presentedController = nil }
        }
    }
}

/// A fake hosting controller showing one entry's screen.
@MainActor
public final class SimulatedScreenController: SimulatedController {
    /// The entry shown.
    public let entryID: EntryID
    /// The entry's screen, as `String(describing:)` prints it.
    public let screen: String

    init(window: SimulatedWindow, entryID: EntryID, title: String) {
        self.entryID = entryID
        screen = title
        super.init(window: window, name: "\(title)\(entryID)")
    }
}

/// A fake custom alert controller, presented over full screen.
@MainActor
public final class SimulatedAlertController: SimulatedController {
    /// The alert shown.
    public internal(set) var alert: Alert

    init(window: SimulatedWindow, alert: Alert, id: EntryID) {
        self.alert = alert
        super.init(window: window, name: "alert\(id)")
    }
}
