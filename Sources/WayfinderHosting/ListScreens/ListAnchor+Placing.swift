import Wayfinder

extension ListAnchor {
    /// How a list screen applies a new snapshot so that its place is kept (WayfinderUIKit's
    /// AnchoredListController follows it).
    package enum Placing: Hashable, Sendable {
        /// Apply as the app asked, animated or not, and move nothing: the list read no place (an
        /// anchor waits to be shown, or nothing is shown yet).
        case asAsked
        /// Animate: nothing above the anchored item changes, so it stays where it is by itself.
        case animate
        /// Apply without animation, then show this anchor (the one read, or the neighbour's that
        /// took over) in the same turn of the run loop.
        case reanchor(ListAnchor)
        /// Nothing the list showed survives: apply without animation and show the list from its
        /// start.
        case start
    }

    /// How to apply a snapshot to a list that read `shown` before it, `kept` being where that
    /// anchor goes in the new snapshot (``kept(before:name:survives:top:onScreen:viewport:)``),
    /// `keepsPlace` whether nothing above the anchored item (nor before a carousel's) changes,
    /// and `animated` what the app asked.
    ///
    /// ```swift
    /// ListAnchor.placing(shown: ListAnchor(item: "7"), kept: nil, keepsPlace: true, animated: true)   // .start
    /// ```
    package static func placing(shown: ListAnchor?, kept: ListAnchor?, keepsPlace: Bool, animated: Bool) -> Placing {
        guard shown != nil else { return .asAsked }
        guard let kept else { return .start }
        return keepsPlace && animated ? .animate : .reanchor(kept)
    }
}
