/// How a new root replaces the previous one when the app switches flows.
///
/// ```swift
/// navigator.switchRoot(to: .main, tabs: NavigationState.mainTabs, selected: .catalog)   // .crossFade
/// navigator.switchRoot(to: .signIn, root: .signIn, transition: .slideFromLeading)
/// navigator.switchRoot(to: .splash, root: .splash, transition: .none)   // at once
/// navigator.switchRoot(to: .main, root: .home, transition: .custom(named: "curtain"))
/// ```
public enum RootTransition: Hashable, Sendable {
    /// The new root appears at once.
    case none
    /// The old root fades into the new one (Sign in → Main).
    case crossFade
    /// The new root slides in from the leading edge over the old one (Main → Sign in): the left
    /// one, or the right one in a right-to-left layout.
    case slideFromLeading
    /// The new root slides in from the trailing edge over the old one: the right one, or the left
    /// one in a right-to-left layout.
    case slideFromTrailing
    /// The new root slides in from the top edge over the old one.
    case slideFromTop
    /// The new root slides in from the bottom edge over the old one.
    case slideFromBottom
    /// A transition of the app's, by name, kept in the value and restored with it. The hosts
    /// cross-fade it (they run no app animation between roots); restored under a name the app
    /// no longer knows, it becomes ``crossFade`` (``NavigationState/restored(from:customTransitions:)``).
    case custom(named: CustomTransitionName)

    /// Where a sliding root starts, in widths and heights of its container (`(-1, 0)`: one
    /// width to the left); `nil` when the root does not slide. The leading edge is the left one,
    /// or the right one in a right-to-left layout. The one reading of the edges for every host.
    package func slideOrigin(rightToLeft: Bool) -> (x: Int, y: Int)? {
        let leading = rightToLeft ? 1 : -1
        return switch self {
        case .none, .crossFade, .custom: nil
        case .slideFromLeading: (leading, 0)
        case .slideFromTrailing: (-leading, 0)
        case .slideFromTop: (0, -1)
        case .slideFromBottom: (0, 1)
        }
    }
}

// Saved as it always was (`{"crossFade":{}}`, `{"slide":{"from":"leading"}}`), so restoration
// data written before the slides had cases of their own restores unchanged; a custom one as a
// screen's is (`{"custom":{"named":"curtain"}}`).
extension RootTransition: Codable {
    private enum CodingKeys: String, CodingKey {
        case none, crossFade, slide, custom
    }

    private enum CustomKeys: String, CodingKey {
        case named
    }

    private enum SlideKeys: String, CodingKey {
        case from
    }

    private enum Edge: String, Codable {
        case leading, trailing, top, bottom
    }

    private struct NoKeys: CodingKey {
        var stringValue: String { "" }
        var intValue: Int? { nil }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "a root transition has exactly one case"))
        }
        switch key {
        case .none:
            _ = try container.nestedContainer(keyedBy: NoKeys.self, forKey: .none)   // `{}`, as synthesized Codable reads it
            self = .none
        case .crossFade:
            _ = try container.nestedContainer(keyedBy: NoKeys.self, forKey: .crossFade)
            self = .crossFade
        case .slide:
            let slide = try container.nestedContainer(keyedBy: SlideKeys.self, forKey: .slide)
            self = switch try slide.decode(Edge.self, forKey: .from) {
            case .leading: .slideFromLeading
            case .trailing: .slideFromTrailing
            case .top: .slideFromTop
            case .bottom: .slideFromBottom
            }
        case .custom:
            let custom = try container.nestedContainer(keyedBy: CustomKeys.self, forKey: .custom)
            self = .custom(named: try custom.decode(CustomTransitionName.self, forKey: .named))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let edge: Edge
        switch self {
        case .none, .crossFade:
            _ = container.nestedContainer(keyedBy: NoKeys.self, forKey: self == .none ? .none : .crossFade)   // `{}`
            return
        case .slideFromLeading: edge = .leading
        case .slideFromTrailing: edge = .trailing
        case .slideFromTop: edge = .top
        case .slideFromBottom: edge = .bottom
        case .custom(let name):
            var custom = container.nestedContainer(keyedBy: CustomKeys.self, forKey: .custom)
            try custom.encode(name, forKey: .named)
            return
        }
        var slide = container.nestedContainer(keyedBy: SlideKeys.self, forKey: .slide)
        try slide.encode(edge, forKey: .from)
    }
}
