#if canImport(UIKit)
import UIKit

/// Tells the host when the keyboard starts and finishes showing or hiding (UIKit's keyboard
/// notifications), with whether it is this app's (`keyboardIsLocalUserInfoKey`: iPadOS
/// multitasking tells every visible app of the keyboard): a transition no driver started,
/// during which a sheet's detent change may be the system's, not the user's (Platform Rules 9.6).
///
/// Not isolated to the main actor, so that releasing it removes its observations
/// (`removeObserver(_:)`, as `addObserver(forName:object:queue:using:)` asks).
final class KeyboardObserver {
    private let observations: [any NSObjectProtocol]

    /// Observes the keyboard until released: `willChange` as it starts to show or hide, with
    /// whether it shows, `didChange` with whether it is shown once it has; both with whether
    /// the keyboard is this app's.
    init(
        willChange: @escaping @MainActor (_ showing: Bool, _ isLocal: Bool) -> Void,
        didChange: @escaping @MainActor (_ isShown: Bool, _ isLocal: Bool) -> Void
    ) {
        let center = NotificationCenter.default
        func observe(_ name: NSNotification.Name, _ action: @escaping @MainActor (_ isLocal: Bool) -> Void) -> any NSObjectProtocol {
            // Posted on the main thread; the main queue delivers it there. A notification
            // without the key is taken as this app's (iOS before 9 had no other app beside it).
            center.addObserver(forName: name, object: nil, queue: .main) { notification in
                let isLocal = notification.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? true
                MainActor.assumeIsolated { action(isLocal) }
            }
        }
        observations = [
            observe(UIResponder.keyboardWillShowNotification) { willChange(true, $0) },
            observe(UIResponder.keyboardWillHideNotification) { willChange(false, $0) },
            observe(UIResponder.keyboardDidShowNotification) { didChange(true, $0) },
            observe(UIResponder.keyboardDidHideNotification) { didChange(false, $0) },
        ]
    }

    deinit {
        for observation in observations { NotificationCenter.default.removeObserver(observation) }
    }
}
#endif
