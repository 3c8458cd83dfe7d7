/// The tabs of a tabbed root: an ordered list of tabs, each with its own stack, one selected.
public struct TabSet<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The tabs, in the order the tab bar shows them.
    public internal(set) var tabs: [Tab] {
        @inlinable get { _tabs }
        @inlinable set { _tabs = newValue }
        @inlinable _modify { yield &_tabs }
    }
    // Stored under its own name: inlinable code (specialized for an app's screens) edits the
    // value in place, and it cannot call an `internal(set)` setter.
    @usableFromInline var _tabs: [Tab]
    /// The selected tab.
    public internal(set) var selected: TabID {
        @inlinable get { _selected }
        @inlinable set { _selected = newValue }
        @inlinable _modify { yield &_selected }
    }
    @usableFromInline var _selected: TabID

    /// One tab: its name and its stack.
    public struct Tab: Hashable, Sendable, Identifiable {
        /// The tab's name.
        public let id: TabID
        /// The tab's own stack.
        public internal(set) var stack: ScreenStack<Screen> {
            @inlinable get { _stack }
            @inlinable set { _stack = newValue }
            @inlinable _modify { yield &_stack }
        }
        @usableFromInline var _stack: ScreenStack<Screen>

        // Restoration data keeps the public names of the properties stored under underscored ones.
        enum CodingKeys: String, CodingKey {
            case id
            case _stack = "stack"
        }

        @inlinable
        init(id: TabID, stack: ScreenStack<Screen>) {
            self.id = id
            _stack = stack
        }
    }

    // Restoration data keeps the public names of the properties stored under underscored ones.
    enum CodingKeys: String, CodingKey {
        case _tabs = "tabs"
        case _selected = "selected"
    }

    @inlinable
    package init(tabs: [Tab], selected: TabID) {
        _tabs = tabs
        _selected = selected
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
