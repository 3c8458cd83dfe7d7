import Wayfinder

/// Which of several containers shows a host's one root controller: each embedding view makes a
/// container of its own, and the root moves, deliberately, into the one that appeared last
/// (Platform Rules 9.7, 9.14).
///
/// A controller has one parent: UIKit silently takes a child from its old container when
/// another adopts it (9.7). A SwiftUI view that hands the same root controller to every
/// representable it makes lets the newest steal it from the others, unannounced. Instead each
/// representable makes its own container, and this placement decides which one holds the root:
///
/// - a container that appears takes the root, unless it holds it already;
/// - when the holder disappears, the root moves to the newest container still shown, if any;
///   with none it stays where it is, for that container to show it when it comes back (a tab
///   switched away and back);
/// - containers are held weakly: one that is gone is forgotten.
///
/// ```swift
/// var placement = RootPlacement<Container>()
/// placement.appeared(first)      // first: move the root into it
/// placement.appeared(second)     // second
/// placement.disappeared(second)  // first, shown still
/// ```
package struct RootPlacement<Container: AnyObject> {
    private struct Held {
        weak var container: Container?
    }

    /// The containers shown now, oldest first.
    private var shown: [Held] = []
    private var held = Held()

    /// No container yet.
    package init() {}

    /// The container that holds the root, if it is still alive.
    package var holder: Container? { held.container }

    /// `container` appeared (or is about to). Returns the container to move the root into, or
    /// `nil` when the root stays where it is.
    package mutating func appeared(_ container: Container) -> Container? {
        shown.removeAll { $0.container == nil || $0.container === container }
        shown.append(Held(container: container))
        return hold(container)
    }

    /// `container` disappeared. Returns the container to move the root into, or `nil` when the
    /// root stays where it is.
    package mutating func disappeared(_ container: Container) -> Container? {
        shown.removeAll { $0.container == nil || $0.container === container }
        guard held.container === container, let newest = shown.last?.container else { return nil }
        return hold(newest)
    }

    private mutating func hold(_ container: Container) -> Container? {
        guard held.container !== container else { return nil }
        held = Held(container: container)
        return container
    }
}
