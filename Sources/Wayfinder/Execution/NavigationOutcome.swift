/// How a navigation command ended. Every command ends, whatever happens.
///
/// ```swift
/// switch await navigator.push(.product(7)).outcome {
/// case .completed, .merged: print("Product(7) is on screen")
/// case .refused(let error): print("not pushed:", error)   // nothing changed
/// default: break   // superseded by a later command, or the host went away or failed
/// }
/// ```
public enum NavigationOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The screen showed exactly what the command asked for.
    case completed
    /// The screen showed what the command asked for, together with what the user changed while
    /// it was on its way (a swipe back, a sheet dragged away, a tab tapped): the command's result
    /// is on screen, merged with the user's.
    case merged
    /// A later command changed the plan before the screen showed what this command asked for;
    /// the later command's outcome tells the rest.
    case superseded
    /// The command was not carried out, for this reason; nothing changed.
    case refused(NavigationError)
    /// The host was torn down or replaced before the command was done.
    case hostDetached
    /// The host could not perform a step; the navigator gave up its `state` and went back to
    /// what is shown.
    case hostFailed(StepFailure)

    public var description: String {
        switch self {
        case .completed: "completed"
        case .merged: "completed, merged with the user's change"
        case .superseded: "superseded"
        case .refused(let error): "refused: \(error)"
        case .hostDetached: "interrupted: the host was detached"
        case .hostFailed(let failure): "interrupted: \(failure)"
        }
    }
}
