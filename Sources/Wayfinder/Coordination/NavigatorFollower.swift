/// Something that follows a navigator, for analytics, logging or a model of your own: told once
/// after every change, in order, with nothing between the change and the notice.
///
/// Follow with ``Navigator/follow(by:)``. When ``navigatorDidChange()`` is called, the
/// navigator's ``Navigator/state``, ``Navigator/shown`` and ``Navigator/revision`` all hold their
/// new values: read what you need there (the screen now on top of `shown` is the screen the user
/// sees). A change is a command (refused ones too: `revision` moves for them), or a step's
/// completion or a user gesture that the host reports.
///
/// The navigator keeps its follower weakly and nothing else of it, so a follower that owns the
/// navigator (an app, a coordinator) closes no cycle, and releasing the follower ends the
/// following. A follower may issue commands from `navigatorDidChange()`: each is taken right
/// after the notice, as one more change, and the follower is told of it in turn.
///
/// ```swift
/// final class Analytics: NavigatorFollower {
///     let navigator: Navigator<Screen>
///     private var lastShown: EntryID?
///     init(navigator: Navigator<Screen>) {
///         self.navigator = navigator
///         navigator.follow(by: self)
///     }
///     func navigatorDidChange() {
///         guard let top = navigator.shown.topEntry, top.id != lastShown else { return }
///         lastShown = top.id
///         record(top.screen)   // one "screen viewed" event per screen the user sees
///     }
/// }
/// ```
@MainActor
public protocol NavigatorFollower: AnyObject, Sendable {
    /// The navigator changed: its values are the new ones.
    func navigatorDidChange()
}

/// A follower held weakly by its navigator.
struct FollowerReference {
    weak var follower: (any NavigatorFollower)?
}
