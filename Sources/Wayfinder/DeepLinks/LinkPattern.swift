/// A path pattern such as `/orders/:id`: literal segments and named parameters.
///
/// A literal segment beats a parameter: with `/orders/new` and `/orders/:id` declared,
/// `/orders/new` matches the first and `/orders/42` the second.
package struct LinkPattern: Hashable, Sendable, CustomStringConvertible {
    /// One segment of a pattern.
    package enum Segment: Hashable, Sendable {
        /// Matches exactly this text.
        case literal(String)
        /// Matches any one segment and names it.
        case parameter(String)
    }

    /// The segments, in order.
    package let segments: [Segment]

    /// Reads a pattern.
    ///
    /// - Throws: A ``LinkPatternError`` when the pattern does not start with `/`, has an empty
    ///   segment, an unnamed parameter, or the same parameter twice.
    package init(_ text: String) throws(LinkPatternError) {
        guard text.hasPrefix("/") else { throw .mustStartWithSlash(text) }
        var body = text.dropFirst()
        if body.count > 1, body.hasSuffix("/") { body = body.dropLast() }  // one trailing slash; "//" stays empty
        guard !body.isEmpty else {
            segments = []
            return
        }
        var names = Set<String>()
        var segments: [Segment] = []
        for part in body.split(separator: "/", omittingEmptySubsequences: false) {
            guard !part.isEmpty else { throw .emptySegment(text) }
            if part.hasPrefix(":") {
                let name = String(part.dropFirst())
                guard !name.isEmpty else { throw .unnamedParameter(text) }
                guard names.insert(name).inserted else { throw .duplicateParameter(name, in: text) }
                segments.append(.parameter(name))
            } else {
                segments.append(.literal(String(part)))
            }
        }
        self.segments = segments
    }

    package var description: String {
        "/" + segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .parameter(let name): ":\(name)"
            }
        }.joined(separator: "/")
    }
}

/// Why a pattern could not be declared.
public enum LinkPatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Patterns are paths and start with `/`.
    case mustStartWithSlash(String)
    /// `//` in a pattern.
    case emptySegment(String)
    /// A `:` with no name after it.
    case unnamedParameter(String)
    /// The same parameter name twice in one pattern.
    case duplicateParameter(String, in: String)
    /// Another pattern of the same shape is already declared (`/orders/:id` and `/orders/:number`).
    case duplicatePattern(String)

    public var description: String {
        switch self {
        case .mustStartWithSlash(let text): "the pattern \"\(text)\" must start with /"
        case .emptySegment(let text): "the pattern \"\(text)\" has an empty segment"
        case .unnamedParameter(let text): "the pattern \"\(text)\" has a parameter without a name"
        case .duplicateParameter(let name, let text): "the pattern \"\(text)\" names \(name) twice"
        case .duplicatePattern(let text): "a pattern of the same shape as \"\(text)\" is already declared"
        }
    }
}
