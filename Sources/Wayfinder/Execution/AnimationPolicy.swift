/// Whether a change animates: what a command's `animated` flag means inside the navigator.
package enum AnimationPolicy: Hashable, Sendable, Codable {
    /// At most two transitions animate: the dismissal that reveals the destination and the one
    /// that shows it. Everything the user cannot see is applied without animation.
    case automatic
    /// Nothing animates.
    case none

    /// `.automatic` when `animated`, `.none` otherwise.
    package init(animated: Bool) {
        self = animated ? .automatic : .none
    }
}
