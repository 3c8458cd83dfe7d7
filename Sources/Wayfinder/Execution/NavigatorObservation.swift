/// A registration made with ``Navigator/observe(_:)``; it ends when cancelled or released.
@MainActor
public final class NavigatorObservation {
    private var cancellation: (@MainActor () -> Void)?

    init(_ cancellation: @escaping @MainActor () -> Void) {
        self.cancellation = cancellation
    }

    /// Stops the observation.
    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    isolated deinit {
        cancellation?()
    }
}
