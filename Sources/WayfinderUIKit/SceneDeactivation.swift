#if canImport(UIKit)
import UIKit

/// Calls its action when a scene is about to resign the active state (UIKit's
/// `UIScene.willDeactivateNotification`, posted before the app goes to the background too): the
/// list screen records its place then, so what is saved as the app leaves holds it.
///
/// Not isolated to the main actor, so that releasing it removes its observation
/// (`removeObserver(_:)`, as `addObserver(forName:object:queue:using:)` asks).
final class SceneDeactivation {
    private let observation: any NSObjectProtocol

    /// Observes until released, calling `action` on the main thread.
    init(_ action: @escaping @MainActor () -> Void) {
        observation = NotificationCenter.default.addObserver(
            forName: UIScene.willDeactivateNotification, object: nil, queue: .main
        ) { _ in
            MainActor.assumeIsolated { action() }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(observation)
    }
}
#endif
