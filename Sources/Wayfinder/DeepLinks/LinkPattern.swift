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
    /// - Throws: A ``DeepLinkError`` when the pattern does not start with `/`, has an empty
    ///   segment, an unnamed parameter, or the same parameter twice.
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
            if part.hasPrefix(":") {
                let name = String(part.dropFirst())
                guard !name.isEmpty else { throw .patternUnnamedParameter(text) }
                guard names.insert(name).inserted else { throw .patternDuplicateParameter(name, in: text) }
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
