/// How a pushed screen or a presented layer comes in, and goes out again.
///
/// The value names a transition; it never holds a closure. A custom one is named, and the host
/// that shows the navigation is given its animation under that name.
///
/// ```swift
/// let catalog = navigator.state.topEntry!.id
/// navigator.push(.product(7), transition: .zoom(from: 7, in: catalog))   // from its row
/// navigator.present(.terms, as: .fullScreenCover, transition: .slideFromBottom)
/// navigator.push(.receipt, transition: .custom(named: "fold"))           // the app's own
/// ```
public enum ScreenTransition: Hashable, Sendable, Codable {
    /// The platform's own: a push slides in from the trailing edge, a sheet rises.
    case system
    /// The screen fades in over what it covers, and out again.
    case fade
    /// The screen slides in from the leading edge: the left one, or the right one in a
    /// right-to-left layout.
    case slideFromLeading
    /// The screen slides in from the trailing edge.
    case slideFromTrailing
    /// The screen slides in from the top edge.
    case slideFromTop
    /// The screen slides in from the bottom edge.
    case slideFromBottom
    /// The screen grows out of an item of a list, and shrinks back into it when it leaves.
    case zoom(from: ZoomSource)
    /// A transition the app gives the host under this name.
    case custom(named: CustomTransitionName)

    /// A zoom from the item `item` of the list shown by the entry `list`.
    public static func zoom(from item: some LosslessStringConvertible, in list: EntryID) -> ScreenTransition {
        .zoom(from: ZoomSource(list: list, item: item.description))
    }

    /// Where a sliding screen starts, as a root's slide from the same edge starts
    /// (`RootTransition.slideOrigin(rightToLeft:)`); `nil` when the screen does not slide.
    package func slideOrigin(rightToLeft: Bool) -> (x: Int, y: Int)? {
        let root: RootTransition? = switch self {
        case .slideFromLeading: .slideFromLeading
        case .slideFromTrailing: .slideFromTrailing
        case .slideFromTop: .slideFromTop
        case .slideFromBottom: .slideFromBottom
        case .system, .fade, .zoom, .custom: nil
        }
        return root?.slideOrigin(rightToLeft: rightToLeft)
    }
}

/// The item a zoom grows out of: an item of the list an entry shows, named as the list's
/// ``ListAnchor`` names its items.
///
/// When the zoomed screen leaves, the host asks that list for the item's view: brought into view
/// first if it scrolled away, or, if the item is gone, the screen leaves with the system
/// transition and its request says so (``TransitionFallback/zoomSourceGone(_:)``).
///
/// ```swift
/// let source = ZoomSource(list: catalog.id, item: "7")
/// navigator.push(.product(7), transition: .zoom(from: source))
/// ```
public struct ZoomSource: Hashable, Sendable, Codable {
    /// The entry whose screen shows the list.
    public var list: EntryID
    /// The item's identity, as a string (``ListAnchor/item``).
    public var item: String

    /// The item `item` of the list shown by the entry `list`.
    public init(list: EntryID, item: String) {
        self.list = list
        self.item = item
    }
}

/// The name of a custom transition, which the app registers with its host.
///
/// ```swift
/// extension CustomTransitionName {
///     static let fold: CustomTransitionName = "fold"
/// }
/// navigator.push(.receipt, transition: .custom(named: .fold))
/// ```
public struct CustomTransitionName: StringIdentifier {
    /// The name, as the app spells it.
    public let rawValue: String

    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// Why a screen came or went with the system transition rather than the one it named, as a
/// ``NavigationRequest`` reports it (``NavigationRequest/transitionFallbacks``) and restoration
/// does (``NavigationState/restored(from:customTransitions:)``).
///
/// ```swift
/// let request = navigator.pop()
/// _ = await request.outcome
/// if request.transitionFallbacks.contains(.zoomSourceGone(source)) { print("the row was deleted") }
/// ```
public enum TransitionFallback: Hashable, Sendable, Codable, CustomStringConvertible {
    /// No transition of this name is registered with the host.
    case unknownCustom(CustomTransitionName)
    /// The zoom's source item is no longer in its list (deleted, or its list left).
    case zoomSourceGone(ZoomSource)
    /// The platform has no zoom transition (before iOS 18).
    case zoomUnavailable

    public var description: String {
        switch self {
        case .unknownCustom(let name): "no custom transition is named \"\(name)\"; the system transition ran"
        case .zoomSourceGone(let source):
            "item \(source.item) of the list \(source.list) is gone; the system transition ran instead of the zoom"
        case .zoomUnavailable: "the platform has no zoom; the system transition ran"
        }
    }
}
