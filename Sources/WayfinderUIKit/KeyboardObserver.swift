#if canImport(UIKit)
import UIKit

/// Tells the host when the keyboard starts and finishes showing or hiding (UIKit's keyboard
/// notifications): a transition no driver started, during which a sheet's detent change is the
/// system's, not the user's (Platform Rules 9.6).
///
/// Not isolated to the main actor, so that releasing it removes its observations
/// (`removeObserver(_:)`, as `addObserver(forName:object:queue:using:)` asks).
final class KeyboardObserver {
    private let observations: [any NSObjectProtocol]

    /// Observes the keyboard until released: `willChange` as it starts to show or hide,
    /// `didChange` with whether it is shown once it has.
    init(willChange: @escaping @MainActor () -> Void, didChange: @escaping @MainActor (_ isShown: Bool) -> Void) {
        let center = NotificationCenter.default
        func observe(_ name: NSNotification.Name, _ action: @escaping @MainActor () -> Void) -> any NSObjectProtocol {
            // Posted on the main thread; the main queue delivers it there.
            center.addObserver(forName: name, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated { action() }
            }
        }
        observations = [
            observe(UIResponder.keyboardWillShowNotification, willChange),
            observe(UIResponder.keyboardWillHideNotification, willChange),
            observe(UIResponder.keyboardDidShowNotification) { didChange(true) },
            observe(UIResponder.keyboardDidHideNotification) { didChange(false) },
        ]
    }

    deinit {
        for observation in observations { NotificationCenter.default.removeObserver(observation) }
    }
}
#endif
