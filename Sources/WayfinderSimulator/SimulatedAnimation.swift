import Wayfinder

/// An animation running on the simulated host, so a host that draws (the terminal) can show its
/// progress.
public struct SimulatedAnimation: Hashable, Sendable {
    /// What is animating.
    public enum Kind: Hashable, Sendable {
        /// A layer is being presented.
        case present(LayerID?)
        /// A chain of layers is being dismissed (the top one animates).
        case dismiss([LayerID])
        /// A stack is pushing: it showed the entries `from`, it comes to show `to` (a host that
        /// draws slides the new top in over the old one).
        case push(StackLocation, from: StackEntries, to: StackEntries)
        /// A stack is popping (by a call, the back button, a swipe or a re-tap of its tab): it
        /// showed `from`, it comes to show `to` (the old top slides away, uncovering the new one).
        case pop(StackLocation, from: StackEntries, to: StackEntries)
        /// The root is being replaced.
        case root(RootTransition)
        /// The phone is turning: the window's size changes, in a transition no driver started.
        case rotation
    }

    /// Tells apart two animations of the same kind started at the same time.
    public let serial: Int
    /// What is animating.
    public let kind: Kind
    /// When it started on the virtual clock.
    public let start: Duration
    /// How long it lasts.
    public let duration: Duration
    /// The transition it runs: a host that draws shows each kind its own way.
    public var transition: ScreenTransition = .system

    /// How far along it is at `time`, from 0 to 1.
    public func progress(at time: Duration) -> Double {
        guard duration > .zero else { return 1 }
        return min(max((time - start) / duration, 0), 1)
    }
}
