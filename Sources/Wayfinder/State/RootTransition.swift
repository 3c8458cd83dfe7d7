/// How a new root replaces the previous one when the app switches flows.
///
/// ```swift
/// navigator.switchRoot(to: .main, tabs: NavigationState.mainTabs, selected: .catalog)   // .crossFade
/// navigator.switchRoot(to: .signIn, root: .signIn, transition: .slide(from: .leading))
/// navigator.switchRoot(to: .splash, root: .splash, transition: .none)   // at once
/// ```
public enum RootTransition: Hashable, Sendable, Codable {
    /// The new root appears at once.
    case none
    /// The old root fades into the new one (Sign in → Main).
    case crossFade
    /// The new root slides in from an edge over the old one (Main → Sign in, from the leading edge).
    case slide(from: Edge)

    /// A screen edge.
    ///
    /// ```swift
    /// navigator.switchRoot(to: .signIn, root: .signIn, transition: .slide(from: .leading))
    /// RootTransition.Edge.leading.rawValue   // "leading", as it is saved
    /// ```
    public enum Edge: String, Hashable, Sendable, Codable {
        case leading, trailing, top, bottom
    }
}
