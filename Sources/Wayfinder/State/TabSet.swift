/// The tabs of a tabbed root: an ordered list of tabs, each with its own stack, one selected.
public struct TabSet<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The tabs, in the order the tab bar shows them.
    public internal(set) var tabs: [Tab]
    /// The selected tab.
    public internal(set) var selected: TabID

    /// One tab: its name and its stack.
    public struct Tab: Hashable, Sendable, Identifiable {
        /// The tab's name.
        public let id: TabID
        /// The tab's own stack.
        public internal(set) var stack: ScreenStack<Screen>
    }

    package init(tabs: [Tab], selected: TabID) {
        self.tabs = tabs
        self.selected = selected
    }

    /// The selected tab, if it exists.
    @inlinable public var selectedTab: Tab? { tabs.first { $0.id == selected } }

    /// The tab with this name.
    @inlinable public subscript(id: TabID) -> Tab? { tabs.first { $0.id == id } }

    /// The position of a tab in the tab bar.
    @inlinable public func index(of id: TabID) -> Int? { tabs.firstIndex { $0.id == id } }
}

// Written out, not synthesized, so that code specialized for an app's screens compares in place.
extension TabSet {
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.selected == rhs.selected && lhs.tabs == rhs.tabs }
}

extension TabSet.Tab {
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.stack == rhs.stack }
}

extension TabSet.Tab: Codable where Screen: Codable {}
extension TabSet: Codable where Screen: Codable {}
