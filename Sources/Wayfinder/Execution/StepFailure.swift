/// Why a host could not perform a step: which step, and a typed reason.
///
/// ```swift
/// if case .hostFailed(let failure) = await navigator.present(.options, as: .sheet).outcome {
///     print(failure)   // "present layer #7: the presenter already presents a controller (Platform Rules 1.4)"
/// }
/// ```
public struct StepFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The step that failed, by what it acts on.
    package var step: Step
    /// Why it failed.
    public var reason: Reason

    /// A failure of `step` for `reason`.
    package init(step: Step, reason: Reason) {
        self.step = step
        self.reason = reason
    }

    /// A failure of `step` for `reason`.
    package init<Screen>(_ step: TransitionStep<Screen>, _ reason: Reason) {
        self.init(step: Step(step), reason: reason)
    }

    public var description: String { "\(step): \(reason)" }

    /// A step, by what it acts on (a `TransitionStep` without its screens).
    package enum Step: Hashable, Sendable, CustomStringConvertible {
        /// `TransitionStep.setStack(_:_:animated:)` on this stack.
        case setStack(StackLocation)
        /// `TransitionStep.selectTab(_:)` of this tab.
        case selectTab(TabID)
        /// `TransitionStep.present(_:animated:)` of this layer.
        case present(EntryID)
        /// `TransitionStep.dismiss(_:animated:)` from this layer.
        case dismiss(EntryID)
        /// `TransitionStep.updateLayer(_:_:)` of this layer.
        case updateLayer(EntryID)
        /// `TransitionStep.replaceRoot(_:animated:)` with the root of this identity.
        case replaceRoot(EntryID)

        /// The step `step` acts on.
        package init<Screen>(_ step: TransitionStep<Screen>) {
            switch step {
            case .setStack(let location, _, _): self = .setStack(location)
            case .selectTab(let id): self = .selectTab(id)
            case .present(let layer, _): self = .present(layer.id)
            case .dismiss(let id, _): self = .dismiss(id)
            case .updateLayer(let id, _): self = .updateLayer(id)
            case .replaceRoot(let root, _): self = .replaceRoot(root.id)
            }
        }

        package var description: String {
            switch self {
            case .setStack(let location): "set \(location)"
            case .selectTab(let id): "select tab \(id)"
            case .present(let id): "present layer \(id)"
            case .dismiss(let id): "dismiss from \(id)"
            case .updateLayer(let id): "update layer \(id)"
            case .replaceRoot(let id): "replace root with \(id)"
            }
        }
    }

    /// Why a step failed. The platform's refusals are decided by the host before it calls the
    /// platform, from the platform's own preconditions (UIKit drops a call it refuses without
    /// an error and never calls back, Platform Rules 1.4–1.6, 3.4).
    public enum Reason: Error, Hashable, Sendable, CustomStringConvertible {
        /// The presenter already presents a controller (Platform Rules 1.4).
        case alreadyPresenting
        /// The presenter already presents a controller Wayfinder did not present: a share sheet,
        /// a `.confirmationDialog` or `PhotosPicker` shown by the app's own code, a system alert
        /// (Platform Rules 1.4, 9.8). The app dismisses its own presentation, then issues the
        /// command again; a link that failed this way can be opened again.
        case foreignPresentation
        /// Another presentation, dismissal, push or pop is still running (1.5, 3.4).
        case transitionInFlight
        /// The presenter is not in a window yet (1.6).
        case notInWindow
        /// A dismissal was asked of a controller that presents nothing; UIKit would dismiss that
        /// controller itself instead (9.1).
        case presentsNothing
        /// A stack would show the same controller twice (3.2).
        case sameControllerTwice
        /// The host shows no such stack.
        case noStack(StackLocation)
        /// The host shows no such tab.
        case noTab(TabID)
        /// The host shows no such layer.
        case noLayer(EntryID)
        /// The platform accepted the call but never called back within this time: the host's
        /// watchdog ended the step so that no await hangs.
        case noCompletion(after: Duration)
        /// A refusal of a host of your own, in its words.
        case refused(String)

        public var description: String {
            switch self {
            case .alreadyPresenting: "the presenter already presents a controller (Platform Rules 1.4)"
            case .foreignPresentation:
                "the presenter already presents a controller Wayfinder did not present (Platform Rules 1.4, 9.8)"
            case .transitionInFlight: "another transition is still running (Platform Rules 1.5, 3.4)"
            case .notInWindow: "the presenter is not in a window (Platform Rules 1.6)"
            case .presentsNothing: "the presenter presents nothing to dismiss (Platform Rules 9.1)"
            case .sameControllerTwice: "the stack would show the same controller twice (Platform Rules 3.2)"
            case .noStack(let location): "no stack is shown at \(location)"
            case .noTab(let id): "there is no tab \(id)"
            case .noLayer(let id): "layer \(id) is not presented"
            case .noCompletion(let after): "the platform never called back (the watchdog gave up after \(after))"
            case .refused(let why): why
            }
        }
    }
}
