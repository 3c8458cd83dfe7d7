/// The tabs of a tabbed root: an ordered list of tabs, each with its own stack, one selected.
/// Apps read them through ``Root/tabs``, ``Root/selectedTab`` and
/// ``NavigationState/stack(at:)``.
@usableFromInline
package struct TabSet<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The tabs, in the order the tab bar shows them.
    @usableFromInline package var tabs: [Tab]
    /// The selected tab.
    @usableFromInline package var selected: TabID

    /// One tab: its name and its stack.
    @usableFromInline
    package struct Tab: Hashable, Sendable, Identifiable {
        /// The tab's name.
        @usableFromInline package let id: TabID
        /// The tab's own stack.
        @usableFromInline package var stack: ScreenStack<Screen>

        @inlinable
        init(id: TabID, stack: ScreenStack<Screen>) {
            self.id = id
            self.stack = stack
        }
    }

    @inlinable
    package init(tabs: [Tab], selected: TabID) {
        self.tabs = tabs
        self.selected = selected
    }

    /// The selected tab, if it exists.
    @inlinable package var selectedTab: Tab? { tabs.first { $0.id == selected } }

    /// The tab with this name.
    @inlinable package subscript(id: TabID) -> Tab? { tabs.first { $0.id == id } }

    /// The position of a tab in the tab bar.
    @inlinable package func index(of id: TabID) -> Int? { tabs.firstIndex { $0.id == id } }
}

// Written out, not synthesized: a synthesized `==` of a package type cannot be called from the
// value's inlinable code, which is specialized for the app's screens.
extension TabSet {
    @inlinable
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.selected == rhs.selected && lhs.tabs == rhs.tabs }
}

extension TabSet.Tab {
    @inlinable
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.stack == rhs.stack }
}

extension TabSet.Tab: Codable where Screen: Codable {}
extension TabSet: Codable where Screen: Codable {}
