/// Why a link cannot be opened, or a route pattern is refused: the link's text, its scheme or
/// host, its match, a parameter or query item, or the resolver's refusal; and for
/// ``DeepLinkRouter/add(_:shows:_:)``, a pattern that is malformed or of a shape already declared.
///
/// ``DeepLink``'s initializers and ``DeepLinkRouter``'s `resolve(_:)` throw one of these and
/// change nothing; ``DeepLinkHandler``'s `open(_:animated:)` never throws: its request ends
/// ``NavigationOutcome/refused(_:)`` with ``NavigationError/link(_:)``.
///
/// ```swift
/// do throws(DeepLinkError) {
///     let route = try router.resolve("shop://orders/abc")
///     print(route)
/// } catch .parameterInvalid(let name, let value, let expected) {
///     print(name, value, expected)   // id abc Int
/// } catch {
///     print(error)
/// }
/// ```
///
/// ## Topics
///
/// ### A link that cannot be opened
///
/// - ``tooLong(length:limit:)``
/// - ``malformed(_:)``
/// - ``schemeUnsupported(_:)``
/// - ``hostUnsupported(_:)``
/// - ``emptySegment(position:)``
/// - ``encodedSlash(segment:)``
/// - ``unmatched(path:)``
/// - ``tooManySegments(wildcard:count:limit:)``
/// - ``parameterInvalid(name:value:expected:)``
/// - ``queryItemMissing(_:)``
/// - ``rejected(_:)``
///
/// ### A route pattern the router refuses
///
/// - ``patternNoLeadingSlash(_:)``
/// - ``patternEmptySegment(_:)``
/// - ``patternUnnamedParameter(_:)``
/// - ``patternDuplicateParameter(_:in:)``
/// - ``patternWildcardNotLast(_:)``
/// - ``patternDuplicated(_:)``
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    // MARK: A link that cannot be opened

    /// The link's text is longer than ``DeepLink/maximumLength``.
    case tooLong(length: Int, limit: Int)
    /// The text is not a URL, or one Wayfinder will not read (said what is wrong).
    case malformed(String)
    /// The link's scheme is not one the router accepts.
    case schemeUnsupported(String)
    /// A web link's host is not one the router accepts.
    case hostUnsupported(String)
    /// A path segment is empty (`shop://orders//42`).
    case emptySegment(position: Int)
    /// A path segment holds an encoded slash (`%2F`), which would change the path's shape.
    case encodedSlash(segment: String)
    /// No route pattern matches the link's path.
    case unmatched(path: String)
    /// A wildcard (`*ids`) would match more segments than
    /// ``DeepLinkRouter/maximumWildcardSegments``.
    case tooManySegments(wildcard: String, count: Int, limit: Int)
    /// A parameter's text does not parse as its type (`/orders/abc` where `id` is an `Int`, or a
    /// number that overflows).
    case parameterInvalid(name: String, value: String, expected: String)
    /// A required query item is missing.
    case queryItemMissing(String)
    /// The route's resolver rejected the link with an error of the app's own, described here.
    case rejected(String)

    // MARK: A route pattern the router refuses (`DeepLinkRouter.add(_:shows:_:)`)

    /// Patterns are paths and start with `/`.
    case patternNoLeadingSlash(String)
    /// `//` in a pattern.
    case patternEmptySegment(String)
    /// A `:` or `*` with no name after it.
    case patternUnnamedParameter(String)
    /// The same parameter name twice in one pattern.
    case patternDuplicateParameter(String, in: String)
    /// A wildcard (`*ids`) before another segment: it takes the rest of the path, so it is last.
    case patternWildcardNotLast(String)
    /// Another pattern of the same shape is already declared (`/orders/:id` and `/orders/:number`).
    case patternDuplicated(String)

    public var description: String {
        switch self {
        case .tooLong(let length, let limit): "the link is \(length) characters long; the limit is \(limit)"
        case .malformed(let detail): "the link is malformed: \(detail)"
        case .schemeUnsupported(let scheme): "the scheme \"\(scheme)\" is not supported"
        case .hostUnsupported(let host): "the host \"\(host)\" is not supported"
        case .emptySegment(let position): "path segment \(position) is empty"
        case .encodedSlash(let segment): "the path segment \"\(segment)\" holds an encoded slash"
        case .unmatched(let path): "no route matches \(path)"
        case .tooManySegments(let wildcard, let count, let limit):
            "the wildcard \(wildcard) matches \(count) segments; the limit is \(limit)"
        case .parameterInvalid(let name, let value, let expected): "\"\(value)\" is not a valid \(expected) for \(name)"
        case .queryItemMissing(let name): "the query item \(name) is missing"
        case .rejected(let reason): "the link was rejected: \(reason)"
        case .patternNoLeadingSlash(let text): "the pattern \"\(text)\" must start with /"
        case .patternEmptySegment(let text): "the pattern \"\(text)\" has an empty segment"
        case .patternUnnamedParameter(let text): "the pattern \"\(text)\" has a parameter without a name"
        case .patternDuplicateParameter(let name, let text): "the pattern \"\(text)\" names \(name) twice"
        case .patternWildcardNotLast(let text): "the pattern \"\(text)\" has a wildcard before its last segment"
        case .patternDuplicated(let text): "a pattern of the same shape as \"\(text)\" is already declared"
        }
    }
}

extension DeepLinkError {
    /// The refusal of a link whose route resolver threw `error`: an error about the link itself
    /// (its text, its match, a parameter or query item) as it is; any other, Wayfinder's own
    /// included, as ``rejected(_:)``, so that a link is refused only with link errors and a
    /// guard's refusal goes through the handler's redirect, never through a resolver.
    package init(resolverError error: any Error) {
        switch error {
        case let error as DeepLinkError where error.isAboutTheLink: self = error
        case NavigationError.link(let error) where error.isAboutTheLink: self = error
        default: self = .rejected(String(describing: error))
        }
    }

    /// Whether this error is about a link rather than a route pattern.
    private var isAboutTheLink: Bool {
        switch self {
        case .patternNoLeadingSlash, .patternEmptySegment, .patternUnnamedParameter, .patternDuplicateParameter,
            .patternWildcardNotLast, .patternDuplicated:
            false
        default:
            true
        }
    }
}
