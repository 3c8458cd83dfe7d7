/// Something that follows a navigator: told once after every change of its ``Navigator/state``
/// or ``Navigator/shown`` (`Navigator.follow(by:)`).
///
/// A protocol, not a closure: the navigator keeps its follower weakly and nothing else of it, so
/// a follower that owns the navigator (an app, a coordinator) closes no cycle.
///
/// ```swift
/// final class Analytics: NavigatorFollower {
///     let navigator: Navigator<Screen>
///     init(navigator: Navigator<Screen>) {
///         self.navigator = navigator
///         navigator.follow(by: self)
///     }
///     func navigatorDidChange() { record(navigator.shown.topEntry) }
/// }
/// ```
@MainActor
package protocol NavigatorFollower: AnyObject, Sendable {
    /// The navigator changed: read its values as they now are.
    func navigatorDidChange()
}
