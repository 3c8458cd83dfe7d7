#if canImport(SwiftUI) && canImport(UIKit)
import Foundation
import SwiftUI
import Wayfinder

extension View {
    /// Keeps `storage` (a scene's `@SceneStorage`) equal to the navigator's restoration data, so
    /// the scene comes back where the user left it.
    ///
    /// ```swift ios
    /// @SceneStorage("navigation") private var saved: Data?
    ///
    /// // At the scene's start, before the navigator is made (restored entries keep their identities):
    /// let start = saved.flatMap { try? NavigationState<Screen>.restored(from: $0) }
    ///
    /// // Once the navigator exists:
    /// WayfinderView(host).savesNavigation(of: navigator, to: $saved)
    /// ```
    ///
    /// It saves what the app wants on screen (`state`) after every change; the system writes scene
    /// storage when it chooses and drops it with the scene.
    public func savesNavigation<Screen: Hashable & Sendable & Codable>(
        of navigator: Navigator<Screen>, to storage: Binding<Data?>
    ) -> some View {
        onChange(of: navigator.revision, initial: true) {
            storage.wrappedValue = try? navigator.state.restorationData()
        }
    }
}
#endif
