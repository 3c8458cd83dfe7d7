// Finding a repeated element. It is asked on every command (a value's tab names when it is
// validated, a stack step's controllers), of lists that are almost always a handful long.

extension Array {
    /// The first element whose key an earlier element has too, or `nil` when every key differs.
    ///
    /// Up to 16 elements it compares pairwise, which neither hashes nor allocates; a longer list
    /// (a value decoded from corrupted data) is checked with a set, so it stays linear.
    func firstRepeated<Key: Hashable>(by key: (Element) -> Key) -> Element? {
        guard count > 16 else {
            for later in indices.dropFirst() {
                let laterKey = key(self[later])
                for earlier in 0..<later where key(self[earlier]) == laterKey { return self[later] }
            }
            return nil
        }
        var seen = Set<Key>()
        for element in self where !seen.insert(key(element)).inserted { return element }
        return nil
    }
}
