import Wayfinder

/// A fake `UIViewController` that presents and dismisses by UIKit's rules, on the virtual clock.
///
/// It models UIKit from Apple's documentation, on its own: a call UIKit drops (presenting on a
/// controller that already presents, Platform Rules 1.4; presenting or dismissing while a
/// presentation or dismissal runs, 1.5; presenting from a controller not in the window, 1.6) is
/// dropped here too, with UIKit's console line recorded as a ``RuleViolation``, and its
/// completion never runs. Dismissing from a controller that presents nothing dismisses that
/// controller itself (9.1). A dismissal takes the whole chain above the presenter, only the top
/// one animating (2.2), and completes after the presented controller has gone (2.3).
@MainActor
public class SimulatedController {
    /// The window the controller lives in.
    public let window: SimulatedWindow
    /// A short name for transcripts (`options#6`, `sheet#5`), formatted when first read: most
    /// controllers of a long run are never named in a transcript.
    public private(set) lazy var name: String = describe()
    private let describe: () -> String
    /// The layer this controller is presented as, when it is a layer.
    package internal(set) var layerKind: LayerKind?
    /// How this controller is presented, when it is a sheet, a cover or an overlay (`nil` for an
    /// alert, whose controller is a ``SimulatedAlertController``).
    public var presentationStyle: PresentationStyle? { layerKind?.presentationStyle }
    /// The layer's identity, when this controller is a layer.
    public internal(set) var layerID: LayerID?
    /// The entry this controller shows, when it shows one: read on every animated stack step, so
    /// a method, not a cast to ``SimulatedScreenController``.
    var shownEntryID: EntryID? { nil }

    /// The controller this one presents (`presentedViewController`).
    public private(set) var presented: SimulatedController?
    /// Whether this controller is being dismissed right now (`isBeingDismissed`).
    public private(set) var isBeingDismissed = false
    /// The controller that presents this one.
    public private(set) weak var presenter: SimulatedController?
    /// The container this controller is a child of (a stack, tab or root controller).
    weak var parent: SimulatedController?
    /// Whether this is the window's root controller.
    var isWindowRoot = false
    /// The number of the last stack call that met this controller (``SimulatedWindow/nextMark()``).
    var mark = 0
    /// The transition the driver keeps for this controller, as a UIKit driver keeps it on its own
    /// controller for its delegates to read. UIKit never reads it.
    var transitionKept: ScreenTransition = .system
    /// How many animated transitions this controller takes part in now: UIKit gives it a
    /// `transitionCoordinator` meanwhile (Platform Rules 9.2, 9.17).
    private var runningTransitions = 0
    /// What waits for those transitions to end (the coordinator's completion).
    private var transitionWaiters: [@MainActor () -> Void] = []

    init(window: SimulatedWindow, name: @autoclosure @escaping () -> String) {
        self.window = window
        describe = name
    }

    /// Whether the controller's view is in a visible window: the window's root, a child of a
    /// controller in the window, or presented by one.
    public var isInWindow: Bool {
        if isWindowRoot { return window.isVisible }
        if let parent { return parent.isInWindow }
        if let presenter { return presenter.isInWindow }
        return false
    }

    /// Whether UIKit gives this controller a transition coordinator now (`transitionCoordinator`
    /// is not `nil`): an animated presentation or dismissal it presents or is presented in, a
    /// push or pop of its own, a user's gesture on it, or else one of its ancestors' (a
    /// container's). Only an animated transition has one.
    public var hasTransitionCoordinator: Bool { coordinatorOwner != nil }

    /// The controller whose transition this one's coordinator is: itself, or the nearest
    /// ancestor in one, as UIKit looks up the ancestors when a controller has none of its own.
    private var coordinatorOwner: SimulatedController? {
        runningTransitions > 0 ? self : parent?.coordinatorOwner
    }

    /// Runs `action` when the transitions this controller's coordinator belongs to have ended,
    /// as its completion (`animate(alongsideTransition:completion:)`) would; `false`, and nothing
    /// is kept, when it has no coordinator.
    func whenTransitionsEnd(_ action: @escaping @MainActor () -> Void) -> Bool {
        guard let owner = coordinatorOwner else { return false }
        owner.transitionWaiters.append(action)
        return true
    }

    /// A transition this controller takes part in began.
    func transitionBegan() {
        runningTransitions += 1
    }

    /// A transition this controller took part in ended: what waited for the last one runs on
    /// the clock's next turn, once the turn that ended it has settled.
    func transitionEnded() {
        runningTransitions -= 1
        guard runningTransitions == 0, !transitionWaiters.isEmpty else { return }
        let waiting = transitionWaiters
        transitionWaiters = []
        window.clock.schedule(after: .zero) { for action in waiting { action() } }
    }

    /// The controller UIKit presents from when this one is asked to present: the outermost
    /// container holding it (a screen's stack, the root container around it), which covers the
    /// screen (Platform Rules 1.2).
    var presentationContext: SimulatedController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// The controller on top of the chain this one starts.
    public var topmostPresented: SimulatedController {
        presented?.topmostPresented ?? self
    }

    /// This controller and every one it presents, bottom to top.
    public var chain: [SimulatedController] {
        [self] + (presented?.chain ?? [])
    }

    /// Presents `controller` (`present(_:animated:completion:)`); the completion runs once it
    /// has appeared (1.1).
    ///
    /// What UIKit does with a call it refuses, decided here from this controller's own state as
    /// Apple documents it, never by asking the drivers' preconditions: the call is dropped, the
    /// console line UIKit prints is recorded as a ``RuleViolation``, and the completion never
    /// runs (Platform Rules 1.4–1.6).
    public func present(_ controller: SimulatedController, animated: Bool, completion: @escaping @MainActor () -> Void) {
        if let presented {
            return window.violate("1.4", "Attempt to present \(controller.name) on \(name) which is already presenting \(presented.name).")
        }
        if window.isPresentationInFlight {
            return window.violate("1.5", "Attempt to present \(controller.name) on \(name) while a presentation is in progress!")
        }
        if !isInWindow {
            return window.violate(
                "1.6", "Attempt to present \(controller.name) on \(name) whose view is not in the window hierarchy!")
        }
        window.willPresent(controller)
        presented = controller
        controller.presenter = self
        window.isPresentationInFlight = true
        window.log("present \(controller.name) on \(name)\(animated ? " (animated)" : "")")
        let involved = InTransition(animated ? [presentationContext, controller] : [])
        // The layer's own transition, as its modal transition style or transitioning delegate runs it.
        let transition = controller.transitionKept
        window.transition(animated: animated, duration: window.durations.modal, .present(controller.layerID), running: transition) {
            [weak window] in
            window?.isPresentationInFlight = false
            involved.end()
            window?.deliver(completion)
        }
    }

    /// Dismisses what this controller presents and every controller above it
    /// (`dismiss(animated:completion:)` called on the presenter).
    ///
    /// Called on a controller that presents nothing, UIKit forwards the call to the controller
    /// that presents this one, which dismisses this one (9.1): a dismissal nobody meant, done
    /// and recorded as a violation. During another presentation or dismissal the call is dropped
    /// (1.5).
    public func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void) {
        if window.isPresentationInFlight {
            return window.violate(
                "1.5", "Attempt to dismiss from view controller \(name) while a presentation or dismiss is in progress!")
        }
        guard presented != nil else {
            guard let presenter else { return window.violate("9.1", "dismiss on \(name), which presents nothing and is not presented") }
            window.violate("9.1", "dismiss on \(name), which presents nothing, dismisses \(name) itself")
            return presenter.dismissPresented(animated: animated, completion: completion)
        }
        let chain = presented?.chain ?? []
        for controller in chain { controller.isBeingDismissed = true }
        window.isPresentationInFlight = true
        let involved = InTransition(animated ? [self] + chain : [])
        window.log("dismiss [\(chain.map { $0.name }.joined(separator: ", "))] from \(name)\(animated ? " (animated: \(chain.last?.name ?? "?"))" : "")")
        let transition = chain.last?.transitionKept ?? .system  // only the top one animates (2.2)
        window.transition(animated: animated, duration: window.durations.modal, .dismiss(chain.compactMap(\.layerID)), running: transition) {
            [weak self, weak window] in
            // The chain is read again, not captured: an action waiting on the clock must not
            // keep controllers, which keep the window, which keeps the clock.
            if let self, let presented = self.presented { self.removePresented(presented.chain) }
            window?.isPresentationInFlight = false
            involved.end()
            window?.deliver(completion)
        }
    }

    /// Gives up `child`, which another container adopts (a stack drops it, 9.7).
    func release(_ child: SimulatedController) {}

    /// Takes the presented chain off screen at once (the end of a dismissal, or a user's drag).
    func removePresented(_ chain: [SimulatedController]) {
        presented = nil
        for controller in chain {
            controller.isBeingDismissed = false
            controller.presenter = nil
            if controller !== chain.last { controller.presented = nil }
        }
    }
}

/// The controllers an animated transition gives a coordinator, held weakly: an action waiting on
/// the clock must not keep controllers, which keep the window, which keeps the clock.
@MainActor
struct InTransition {
    private struct Held {
        weak var controller: SimulatedController?
    }

    private let held: [Held]

    /// Begins the transition for each of `controllers`.
    init(_ controllers: [SimulatedController]) {
        for controller in controllers { controller.transitionBegan() }
        held = controllers.map(Held.init)
    }

    /// Ends it for those still alive.
    func end() {
        for each in held { each.controller?.transitionEnded() }
    }
}

/// A fake hosting controller showing one entry's screen.
@MainActor
public final class SimulatedScreenController: SimulatedController {
    /// The entry shown.
    public let entryID: EntryID
    /// The entry's screen, as `String(describing:)` prints it.
    public var screen: String { String(describing: shownScreen) }
    private let shownScreen: any Hashable & Sendable

    init(window: SimulatedWindow, entryID: EntryID, screen: some Hashable & Sendable) {
        self.entryID = entryID
        shownScreen = screen
        super.init(window: window, name: "\(screen)\(entryID)")
    }

    override var shownEntryID: EntryID? { entryID }

    /// The zoom the driver set as this screen's `preferredTransition` (iOS 18), if any.
    var zoom: SimulatedZoom?
    /// The list this screen shows, when the test gives it one (``SimulatedDriver/listItems``):
    /// made when first read, from the items the list holds by then.
    public var list: SimulatedList? {
        if madeList == nil, let makeList { madeList = makeList() }
        return madeList
    }
    /// Makes ``list``: the driver's, from the screen's entry.
    var makeList: (@MainActor () -> SimulatedList?)?
    private var madeList: SimulatedList?
}

/// A fake custom alert controller, presented over full screen.
@MainActor
public final class SimulatedAlertController: SimulatedController {
    /// The alert shown.
    public internal(set) var alert: NavigationAlert

    init(window: SimulatedWindow, alert: NavigationAlert, id: LayerID) {
        self.alert = alert
        super.init(window: window, name: "alert\(id)")
    }
}
