/// The tree of path segments a router matches links through: a literal child before the
/// parameter child before the node's wildcard, backtracking when a branch finds no pattern.
/// Each node is tried at one position only, so a match visits each node at most once.
/// It knows patterns by number; the router keeps what each means.
struct LinkTrie: Sendable {
    private var nodes: [Node] = [Node()]
    /// The most segments a pattern without a wildcard has: a longer link matches nothing, unless
    /// a wildcard is declared.
    private var deepest = 0
    private var hasWildcard = false

    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var parameter: Int?
        var pattern: Int?
        /// The pattern that ends with a wildcard here.
        var wildcard: Int?
    }

    /// Adds `pattern` as pattern number `number`; `false` when one of the same shape is there.
    mutating func insert(_ pattern: LinkPattern, as number: Int) -> Bool {
        var index = 0
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                if let next = nodes[index].literals[text] {
                    index = next
                } else {
                    nodes.append(Node())
                    nodes[index].literals[text] = nodes.count - 1
                    index = nodes.count - 1
                }
            case .parameter:
                if let next = nodes[index].parameter {
                    index = next
                } else {
                    nodes.append(Node())
                    nodes[index].parameter = nodes.count - 1
                    index = nodes.count - 1
                }
            case .wildcard:
                guard nodes[index].wildcard == nil else { return false }
                nodes[index].wildcard = number
                hasWildcard = true
                return true
            }
        }
        guard nodes[index].pattern == nil else { return false }
        nodes[index].pattern = number
        deepest = max(deepest, pattern.segments.count)
        return true
    }

    /// The number of the pattern `segments` match, if any.
    func match(_ segments: [String]) -> Int? {
        segments.count <= deepest || hasWildcard ? match(segments, from: 0, at: 0) : nil
    }

    /// Depth-first through the tree: the literal child, then the parameter child, then the
    /// wildcard, each tried when the one before finds no pattern.
    private func match(_ segments: [String], from position: Int, at index: Int) -> Int? {
        let node = nodes[index]
        guard position < segments.count else { return node.pattern }
        if let next = node.literals[segments[position]], let found = match(segments, from: position + 1, at: next) {
            return found
        }
        if let next = node.parameter, let found = match(segments, from: position + 1, at: next) {
            return found
        }
        return node.wildcard
    }
}
