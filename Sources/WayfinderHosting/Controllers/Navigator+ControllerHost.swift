import Wayfinder

extension Navigator {
    /// Shows the navigation in `host`: its root at once, then the layers one transition at a
    /// time. A host already attached is detached first.
    ///
    /// The request returned completes when the host shows the whole value. A value the host
    /// cannot show (more tabs than `HostCapabilities.maximumTabCount`, as restored data may
    /// hold) is refused before anything is shown, with ``NavigationError/tooManyTabs(count:limit:)``:
    /// the navigator stays as it was, headless or on its old host.
    ///
    /// The navigator keeps only a weak reference to the host, as a UIKit controller keeps its
    /// delegate: whatever shows the navigation owns the host (a scene keeps its window, a test
    /// its `NavigationTestbed`). So a host whose screens capture the app, which owns the
    /// navigator, closes no cycle. When the host is released while attached, every waiting
    /// command ends with ``NavigationOutcome/hostDetached`` and the navigator is
    /// headless again.
    ///
    /// ```swift
    /// final class SceneDelegate {
    ///     let app = ShopApp()                 // owns the navigator
    ///     var host: SimulatedHost<ShopScreen>? // owned here, beside the window
    ///     func sceneDidConnect() {
    ///         let host = SimulatedHost<ShopScreen>()
    ///         self.host = host
    ///         app.navigator.attach(host)
    ///     }
    /// }
    /// ```
    @discardableResult
    public func attach<Driver>(_ host: ControllerHost<Screen, Driver>) -> NavigationRequest {
        attachRequest(host)
    }
}
