/// Why the host could not take a step: the platform would refuse it now, it never called back,
/// or the host does not show what the step names. The step's commands end
/// ``NavigationOutcome/hostFailed(_:)`` with one of these. The host decides it before it calls
/// the platform, from the platform's own preconditions: UIKit drops a call it refuses without an
/// error and never calls back (Platform Rules 1.4–1.6, 3.4). The step is in the host's log, on
/// the line before `» failed: …`.
///
/// ```swift
/// if case .hostFailed(.foreignPresentation) = await navigator.present(.options, as: .sheet).outcome {
///     shareSheet.dismiss(animated: true)   // the app's own presentation is in the way
/// }
/// ```
///
/// ## Topics
///
/// ### A platform's refusal of a step
///
/// - ``alreadyPresenting``
/// - ``foreignPresentation``
/// - ``transitionInFlight``
/// - ``notInWindow``
/// - ``presentsNothing``
/// - ``sameControllerTwice``
/// - ``noCompletion(after:)``
/// - ``platformRefused(_:)``
///
/// ### What the host does not show
///
/// - ``noSuchStack(_:)``
/// - ``unknownTab(_:)``
/// - ``layerNotFound(_:)``
public enum StepFailure: Error, Hashable, Sendable, CustomStringConvertible {
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
    /// The platform accepted the call but never called back within this time: the host's
    /// watchdog ended the step so that no await hangs.
    case noCompletion(after: Duration)
    /// A refusal of a host's driver (`ControllerDriver`), in its words.
    case platformRefused(String)

    // MARK: What the host does not show

    /// The host shows no stack at this location.
    case noSuchStack(StackLocation)
    /// The host shows no tab of this name.
    case unknownTab(TabID)
    /// The host does not present this layer.
    case layerNotFound(LayerID)

    public var description: String {
        switch self {
        case .alreadyPresenting: "the presenter already presents a controller (Platform Rules 1.4)"
        case .foreignPresentation:
            "the presenter already presents a controller Wayfinder did not present (Platform Rules 1.4, 9.8)"
        case .transitionInFlight: "another transition is still running (Platform Rules 1.5, 3.4)"
        case .notInWindow: "the presenter is not in a window (Platform Rules 1.6)"
        case .presentsNothing: "the presenter presents nothing to dismiss (Platform Rules 9.1)"
        case .sameControllerTwice: "the stack would show the same controller twice (Platform Rules 3.2)"
        case .noCompletion(let after): "the platform never called back (the watchdog gave up after \(after))"
        case .platformRefused(let why): why
        case .noSuchStack(let location): "there is no stack at \(location)"
        case .unknownTab(let id): "there is no tab named \(id)"
        case .layerNotFound(let id): "no layer has identity \(id)"
        }
    }
}
