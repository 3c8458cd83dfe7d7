/// A path pattern such as `/orders/:id` or `/numbers/*ids`: literal segments, named parameters,
/// and last, at most one wildcard that names the rest of the path.
///
/// At each segment a literal beats a parameter, and a parameter beats a wildcard: with
/// `/orders/new`, `/orders/:id` and `/orders/*ids` declared, `/orders/new` matches the first,
/// `/orders/42` the second and `/orders/42/13` the third. A wildcard matches one segment or more
/// (declare `/orders` too for the path without any).
package struct LinkPattern: Hashable, Sendable, CustomStringConvertible {
    /// One segment of a pattern.
    package enum Segment: Hashable, Sendable {
        /// Matches exactly this text.
        case literal(String)
        /// Matches any one segment and names it.
        case parameter(String)
        /// Matches the rest of the path, one segment or more, and names the list; last only.
        case wildcard(String)
    }

    /// The segments, in order.
    package let segments: [Segment]

    /// Reads a pattern.
    ///
    /// - Throws: A ``DeepLinkError`` when the pattern does not start with `/`, has an empty
    ///   segment, an unnamed parameter or wildcard, the same name twice, or a wildcard before
    ///   another segment.
    package init(_ text: String) throws(DeepLinkError) {
        guard text.hasPrefix("/") else { throw .patternNoLeadingSlash(text) }
        var body = text.dropFirst()
        if body.count > 1, body.hasSuffix("/") { body = body.dropLast() }  // one trailing slash; "//" stays empty
        guard !body.isEmpty else {
            segments = []
            return
        }
        var names = Set<String>()
        var segments: [Segment] = []
        for part in body.split(separator: "/", omittingEmptySubsequences: false) {
            guard !part.isEmpty else { throw .patternEmptySegment(text) }
            if case .wildcard? = segments.last { throw .patternWildcardNotLast(text) }
            if part.hasPrefix(":") || part.hasPrefix("*") {
                let name = String(part.dropFirst())
                guard !name.isEmpty else { throw .patternUnnamedParameter(text) }
                guard names.insert(name).inserted else { throw .patternDuplicateParameter(name, in: text) }
                segments.append(part.hasPrefix(":") ? .parameter(name) : .wildcard(name))
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
            case .wildcard(let name): "*\(name)"
            }
        }.joined(separator: "/")
    }
}
