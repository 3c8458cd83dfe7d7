/// The tabs of a tabbed root: an ordered list of tabs, each with its own stack, one selected.
/// Apps read them through ``Root/tabs``, ``Root/selectedTab`` and
/// ``NavigationState/stack(at:)``.
package struct TabSet<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The tabs, in the order the tab bar shows them.
    package var tabs: [Tab]
    /// The selected tab.
    package var selected: TabID

    /// One tab: its name and its stack.
    package struct Tab: Hashable, Sendable, Identifiable {
        /// The tab's name.
        package let id: TabID
        /// The tab's own stack.
        package var stack: ScreenStack<Screen>

        init(id: TabID, stack: ScreenStack<Screen>) {
            self.id = id
            self.stack = stack
        }
    }

    package init(tabs: [Tab], selected: TabID) {
        self.tabs = tabs
        self.selected = selected
    }

    /// The tab with this name.
    package subscript(id: TabID) -> Tab? { tabs.first { $0.id == id } }

    /// The position of a tab in the tab bar.
    package func index(of id: TabID) -> Int? { tabs.firstIndex { $0.id == id } }
}

extension TabSet.Tab: Codable where Screen: Codable {}
extension TabSet: Codable where Screen: Codable {}
