extension Array {
    /// The first element whose key an earlier element has too, or `nil` when every key differs:
    /// `[a, b, a].firstRepeated(by: \.self)` is the second `a`.
    func firstRepeated<Key: Hashable>(by key: (Element) -> Key) -> Element? {
        var seen = Set<Key>()
        return first { !seen.insert(key($0)).inserted }
    }
}
