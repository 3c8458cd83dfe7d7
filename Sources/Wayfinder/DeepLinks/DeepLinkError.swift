/// Why a deep link could not be opened, or a route's pattern could not be declared. A link that
/// fails changes nothing; neither does a pattern the router refuses.
///
/// ```swift
/// do {
///     try router.add("/orders/:id") { match in .order(try match.parameter("id", as: Int.self)) }
/// } catch DeepLinkError.duplicatePattern(let pattern) {
///     print("\(pattern) has the shape of a route already declared")
/// }
/// ```
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is longer than ``DeepLink/maximumLength``.
    case tooLong(length: Int, limit: Int)
    /// The text is not a URL, or one this library will not read (say what is wrong).
    case malformed(String)
    /// The URL's scheme is not one the router accepts.
    case unsupportedScheme(String)
    /// A web link's host is not one the router accepts.
    case unsupportedHost(String)
    /// A path segment is empty (`shop://orders//42`).
    case emptySegment(position: Int)
    /// A path segment holds an encoded slash (`%2F`), which would change the path's shape.
    case encodedSlash(segment: String)
    /// No pattern matches the path.
    case noMatch(path: String)
    /// A parameter's text does not parse as its type (`/orders/abc` where `id` is an `Int`,
    /// or a number that overflows).
    case invalidParameter(name: String, value: String, expected: String)
    /// A required query item is missing.
    case missingQueryItem(String)
    /// The route's resolver rejected the link with an error of the app's own, described here.
    case rejected(String)

    // A route's pattern, refused by `DeepLinkRouter.add(_:_:)`.

    /// Patterns are paths and start with `/`.
    case patternWithoutLeadingSlash(String)
    /// `//` in a pattern.
    case patternWithEmptySegment(String)
    /// A `:` with no name after it.
    case unnamedParameter(pattern: String)
    /// The same parameter name twice in one pattern.
    case duplicateParameter(String, in: String)
    /// Another pattern of the same shape is already declared (`/orders/:id` and `/orders/:number`).
    case duplicatePattern(String)

    public var description: String {
        switch self {
        case .tooLong(let length, let limit): "the link is \(length) characters long; the limit is \(limit)"
        case .malformed(let detail): "the link is malformed: \(detail)"
        case .unsupportedScheme(let scheme): "the scheme \"\(scheme)\" is not supported"
        case .unsupportedHost(let host): "the host \"\(host)\" is not supported"
        case .emptySegment(let position): "path segment \(position) is empty"
        case .encodedSlash(let segment): "the path segment \"\(segment)\" holds an encoded slash"
        case .noMatch(let path): "no route matches \(path)"
        case .invalidParameter(let name, let value, let expected): "\"\(value)\" is not a valid \(expected) for \(name)"
        case .missingQueryItem(let name): "the query item \(name) is missing"
        case .rejected(let reason): "the link was rejected: \(reason)"
        case .patternWithoutLeadingSlash(let text): "the pattern \"\(text)\" must start with /"
        case .patternWithEmptySegment(let text): "the pattern \"\(text)\" has an empty segment"
        case .unnamedParameter(let text): "the pattern \"\(text)\" has a parameter without a name"
        case .duplicateParameter(let name, let text): "the pattern \"\(text)\" names \(name) twice"
        case .duplicatePattern(let text): "a pattern of the same shape as \"\(text)\" is already declared"
        }
    }
}
