import Wayfinder

/// A problem ``NavigationMap/lint()`` finds in an app's navigation, with a message that says
/// what is wrong and where.
///
/// ```swift
/// for finding in map.lint() {
///     print(finding)   // no flow, tab, link, redirect or transition reaches the screen "done"
/// }
/// ```
public enum MapFinding: Hashable, Sendable, CustomStringConvertible {
    /// No flow, tab, link, redirect or transition reaches the screen: it can never be shown.
    case unreachable(screen: String)
    /// A link lands on a screen built from a value its pattern does not have.
    case parameterMissing(pattern: String, screen: ScreenName, parameter: String)
    /// A guard redirects to a screen it protects itself: while it fails, its redirect is
    /// refused as well, and the user is stuck.
    case redirectProtected(guardID: GuardID, screen: String)
    /// No link opens the pattern: other patterns match every link it would match.
    case shadowed(pattern: String, by: [String])
    /// The router was not told where the pattern lands (``DeepLinkRouter/add(_:shows:_:)``).
    case linkNotDeclared(pattern: String)
    /// The guard does not say where its redirect lands (``NavigationGuard/redirectsTo``).
    case redirectNotDeclared(guardID: GuardID)
    /// A screen named by a flow, a link, a redirect or a transition is not among the app's
    /// screens (a typo, or a screen the map was not given).
    case unknownScreen(String, namedBy: String)
    /// No link opened in the sessions compared matched the pattern (``NavigationMap/compared(openedLinks:seenTransitions:)``).
    case linkNeverOpened(pattern: String)
    /// A session made a transition the map does not declare.
    case transitionNotDeclared(NavigationMap.Transition)

    /// What is wrong, in a sentence.
    public var description: String {
        switch self {
        case .unreachable(let screen):
            "no flow, tab, link, redirect or transition reaches the screen \"\(screen)\""
        case .parameterMissing(let pattern, let screen, let parameter):
            "the link \(pattern) lands on \(screen), which needs \"\(parameter)\", and the pattern has no such parameter"
        case .redirectProtected(let guardID, let screen):
            "the guard \(guardID) redirects to \"\(screen)\", which it protects: while it fails, its redirect is refused too"
        case .shadowed(let pattern, let others) where others.isEmpty:
            "no link opens \(pattern)"
        case .shadowed(let pattern, let others):
            "no link opens \(pattern): \(others.joined(separator: ", ")) match\(others.count == 1 ? "es" : "") every link it would"
        case .linkNotDeclared(let pattern):
            "the link \(pattern) does not say where it lands: add it with add(_:shows:_:)"
        case .redirectNotDeclared(let guardID):
            "the guard \(guardID) does not say where its redirect lands: give it redirectsTo"
        case .unknownScreen(let screen, let place):
            "\(place) names the screen \"\(screen)\", which is not among the app's screens"
        case .linkNeverOpened(let pattern):
            "the link \(pattern) was never opened"
        case .transitionNotDeclared(let transition):
            "the transition \(transition) was seen, and the map does not declare it"
        }
    }
}
