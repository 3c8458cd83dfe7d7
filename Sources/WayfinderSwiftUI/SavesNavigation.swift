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
    /// It saves what the app wants on screen (`state`) after every change, and again when the
    /// scene leaves the foreground: a list's place (`Navigator.setAnchor(_:of:in:)`) is recorded
    /// without a change, and the system may end an app in the background without telling it.
    /// The system writes scene storage when it chooses and drops it with the scene.
    public func savesNavigation<Screen: Hashable & Sendable & Codable>(
        of navigator: Navigator<Screen>, to storage: Binding<Data?>
    ) -> some View {
        NavigationSaving(content: self, navigator: navigator, storage: storage)
    }
}

/// `content`, saving `navigator`'s value into `storage` after each change and when the scene
/// leaves the foreground (a `ScenePhase` other than `.active`: the `background` phase "can
/// precede termination", Apple's page says, so the place is saved on the way there).
private struct NavigationSaving<Content: View, Screen: Hashable & Sendable & Codable>: View {
    let content: Content
    let navigator: Navigator<Screen>
    let storage: Binding<Data?>
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        content
            .onChange(of: navigator.revision, initial: true) { save() }
            .onChange(of: scenePhase) { if scenePhase != .active { save() } }
    }

    private func save() {
        storage.wrappedValue = try? navigator.state.restorationData()
    }
}
#endif
