/// A registration made with ``Navigator/observe(_:)``; it ends when cancelled or released.
@MainActor
public final class NavigatorObservation {
    private var cancellation: (@MainActor @Sendable () -> Void)?

    init(_ cancellation: @escaping @MainActor @Sendable () -> Void) {
        self.cancellation = cancellation
    }

    /// Stops the observation.
    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    // Not `isolated deinit` (a runtime function iOS 17 lacks): the cancellation hops to the
    // main actor as a task.
    deinit {
        guard let cancellation else { return }
        Task { @MainActor in cancellation() }
    }
}
