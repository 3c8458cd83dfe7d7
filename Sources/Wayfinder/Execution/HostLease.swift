/// Tells a navigator that the host it is attached to was released.
///
/// The navigator does not own its host (see `Navigator.attach(_:)`): the host keeps the events
/// closure it was installed with, and that closure keeps this lease, so the lease ends with the
/// host. Its end reports the release, and the navigator ends every waiting command instead of
/// waiting for a completion that can no longer come.
final class HostLease: Sendable {
    private let released: @Sendable () -> Void

    init(released: @escaping @Sendable () -> Void) {
        self.released = released
    }

    // Not `isolated deinit`: that needs a runtime function iOS 17 lacks, so the report hops to
    // the main actor as a task.
    deinit {
        released()
    }
}
