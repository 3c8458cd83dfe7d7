/// A navigation stack: its first entry is the root screen, its last the one on top.
///
/// A stack that is part of a valid ``NavigationState`` is never empty.
///
/// ```swift
/// let catalog = navigator.state.stack(at: .tab(.catalog))!
/// catalog.screens        // [.catalog, .product(7)]
/// catalog.path           // [.product(7)]: the screens above the root
/// catalog.top?.screen    // .product(7): the screen the user sees on this tab
/// catalog.count          // 2
/// ```
public struct ScreenStack<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The entries, root first.
    public internal(set) var entries: [Entry<Screen>]

    package init(_ entries: [Entry<Screen>]) {
        self.entries = entries
    }

    /// The root screen's entry.
    public var root: Entry<Screen>? { entries.first }
    /// The entry on top, the one the user sees.
    public var top: Entry<Screen>? { entries.last }
    /// The screens, root first.
    public var screens: [Screen] { entries.map { $0.screen } }
    /// The screens above the root, bottom first, as ``TabStack/path`` holds them.
    public var path: [Screen] { entries.dropFirst().map { $0.screen } }
    /// The number of entries.
    public var count: Int { entries.count }
}

extension ScreenStack: Codable where Screen: Codable {
    /// Decodes the entries. Under a restoration's limit, the stack is counted before any entry
    /// is read (one at a time where the decoder does not say how many there are).
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let budget = decoder.userInfo[EntryBudget.key] as? EntryBudget
        if let budget, let count = container.count { try budget.spend(count, at: decoder.codingPath) }
        var entries: [Entry<Screen>] = []
        while !container.isAtEnd {
            if let budget, container.count == nil { try budget.spend(1, at: decoder.codingPath) }
            entries.append(try container.decode(Entry<Screen>.self))
        }
        self.entries = entries
    }

    /// Encodes the entries, root first.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(entries)
    }
}
