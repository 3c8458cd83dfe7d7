import Wayfinder

/// The entries a stack shows on one side of a push or pop, root first, as
/// ``SimulatedAnimation/Kind`` records them: a leading run of the stack's own list of entries,
/// shared with it rather than copied, then the entries above that run. A push or pop records both
/// sides in the time its change takes, whatever the stack's depth.
///
/// ```swift
/// if case .push(_, let from, let to) = animation.kind {
///     print("\(from.last!) → \(to.last!), \(to.count) deep")
/// }
/// ```
public struct StackEntries: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The list whose first `sharedCount` entries lead.
    private let shared: [EntryID]
    private let sharedCount: Int
    /// The entries after the shared run.
    private let above: [EntryID]

    /// The entries `entries`, in order.
    public init(_ entries: [EntryID]) {
        self.init(first: entries.count, of: entries)
    }

    /// The entries `entries`, in order.
    public init(arrayLiteral entries: EntryID...) {
        self.init(entries)
    }

    /// The first `count` entries of `entries`, then `above`: neither list is copied.
    init(first count: Int, of entries: [EntryID], then above: [EntryID] = []) {
        shared = entries
        sharedCount = count
        self.above = above
    }

    /// The position of the root entry: 0.
    public var startIndex: Int { 0 }
    /// The position after the top entry: the number of entries.
    public var endIndex: Int { sharedCount + above.count }

    /// The entry at `position`, counted from the root.
    public subscript(position: Int) -> EntryID {
        position < sharedCount ? shared[position] : above[position - sharedCount]
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for entry in self { hasher.combine(entry) }
    }
}
