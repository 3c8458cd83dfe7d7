/// A step the host could not perform, and why: what a host reports to the navigator, which ends
/// the requests waiting on it with the reason alone (``NavigationOutcome/hostFailed(_:)``).
package struct FailedStep: Error, Hashable, Sendable, CustomStringConvertible {
    /// The step that failed, by what it acts on.
    package var step: Step
    /// Why it failed.
    package var reason: StepFailure

    /// A failure of `step` for `reason`.
    package init(step: Step, reason: StepFailure) {
        self.step = step
        self.reason = reason
    }

    /// A failure of `step` for `reason`.
    package init<Screen>(_ step: TransitionStep<Screen>, _ reason: StepFailure) {
        self.init(step: Step(step), reason: reason)
    }

    package var description: String { "\(step): \(reason)" }

    /// A step, by what it acts on (a `TransitionStep` without its screens).
    package enum Step: Hashable, Sendable, Codable, CustomStringConvertible {
        /// `TransitionStep.setStack(_:_:animated:)` on this stack.
        case setStack(StackLocation)
        /// `TransitionStep.selectTab(_:)` of this tab.
        case selectTab(TabID)
        /// `TransitionStep.arrangeColumns(_:)`.
        case arrangeColumns
        /// `TransitionStep.present(_:animated:)` of this layer.
        case present(LayerID)
        /// `TransitionStep.dismiss(_:animated:)` from this layer.
        case dismiss(LayerID)
        /// `TransitionStep.updateLayer(_:_:)` of this layer.
        case updateLayer(LayerID)
        /// `TransitionStep.replaceRoot(_:animated:)` with the root of this identity.
        case replaceRoot(RootID)

        /// The step `step` acts on.
        package init<Screen>(_ step: TransitionStep<Screen>) {
            switch step {
            case .setStack(let location, _, _): self = .setStack(location)
            case .selectTab(let id): self = .selectTab(id)
            case .arrangeColumns: self = .arrangeColumns
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
            case .arrangeColumns: "arrange columns"
            case .present(let id): "present layer \(id)"
            case .dismiss(let id): "dismiss from \(id)"
            case .updateLayer(let id): "update layer \(id)"
            case .replaceRoot(let id): "replace root with \(id)"
            }
        }
    }
}
