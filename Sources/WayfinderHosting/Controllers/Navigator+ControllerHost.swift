import Wayfinder

extension Navigator {
    /// Shows the navigation in `host`: its root at once, then the layers one transition at a
    /// time. A host already attached is detached first.
    ///
    /// The request completes when the host shows the whole value. A value the host cannot show
    /// (more tabs than `HostCapabilities.maximumTabCount`) is refused with
    /// ``NavigationError/tooManyTabs(count:limit:)`` and nothing changes.
    ///
    /// The navigator keeps the host weakly, as a controller keeps its delegate: whatever shows
    /// the navigation owns the host. When the host is released while attached, every waiting
    /// command ends with ``NavigationOutcome/hostDetached`` and the navigator is headless again.
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
