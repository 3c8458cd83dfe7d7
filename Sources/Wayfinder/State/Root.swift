/// What sits at the bottom of the screen: a single stack, tabs or a split, belonging to one app flow.
///
/// A root has its own identity. Switching flows (splash → sign-in → main) replaces the root
/// with a new one, which the planner turns into one root transition that frees the old flow;
/// editing the stacks of the current root never does.
///
/// ```swift
/// let root = navigator.state.root
/// root.flow                     // .main
/// root.visibleStackLocation     // .tab(.catalog)
/// root.visibleStack?.screens    // [.catalog, .product(7)]
/// ```
public struct Root<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The root's identity; a new root gets a new one.
    public let id: RootID
    /// The app flow this root belongs to.
    public let flow: FlowID
    /// How this root appears when it replaces another one.
    public let transition: RootTransition
    /// A single stack, tabs or a split.
    package var content: Content

    /// The content of a root.
    package enum Content: Hashable, Sendable {
        /// One navigation stack.
        case stack(ScreenStack<Screen>)
        /// Tabs, each with its own stack, one selected.
        case tabs(TabSet<Screen>)
        /// Columns side by side, collapsed into one stack when the host is compact.
        case split(ColumnSet<Screen>)
    }

    package init(id: RootID, flow: FlowID, transition: RootTransition, content: Content) {
        self.id = id
        self.flow = flow
        self.transition = transition
        self.content = content
    }

    /// The stack the user sees: the single stack, the selected tab's, or a split's deepest
    /// column with entries among those shown when compact.
    public var visibleStack: ScreenStack<Screen>? {
        switch content {
        case .stack(let stack): stack
        case .tabs(let tabs): tabs[tabs.selected]?.stack
        case .split: pathStacks.last?.stack
        }
    }

    /// Where ``visibleStack`` lives.
    public var visibleStackLocation: StackLocation {
        switch content {
        case .stack: .root
        case .tabs(let tabs): .tab(tabs.selected)
        case .split: pathStacks.last?.location ?? .column(.primary)
        }
    }

    /// The root's stacks the user goes back through, bottom first: the single stack, the
    /// selected tab's, or a split's columns shown when compact that hold entries.
    package var pathStacks: [(location: StackLocation, stack: ScreenStack<Screen>)] {
        guard case .split(let split) = content else { return visibleStack.map { [(visibleStackLocation, $0)] } ?? [] }
        return split.collapsedColumns.compactMap { column in
            split[column].flatMap { $0.entries.isEmpty ? nil : (.column(column), $0) }
        }
    }

    /// Every stack of the root with its location, in tab or column order (a split's empty columns included).
    public var stacks: [(location: StackLocation, stack: ScreenStack<Screen>)] {
        var stacks: [(location: StackLocation, stack: ScreenStack<Screen>)] = []
        switch content {
        case .stack(let stack): stacks.append((.root, stack))
        case .tabs(let tabs): for tab in tabs.tabs { stacks.append((.tab(tab.id), tab.stack)) }
        case .split(let split): for column in split.columns { split[column].map { stacks.append((.column(column), $0)) } }
        }
        return stacks
    }

    /// Whether `other` is this root, which the planner keeps in place: the same identity, transition and shape.
    package func isSameRoot(as other: Root) -> Bool {
        id == other.id && transition == other.transition && hasSameShape(as: other)
    }

    /// Whether `other` could take this root's place: the same flow and shape (one stack, the
    /// same tabs in order, or a split with the same columns).
    package func hasSameShape(as other: Root) -> Bool {
        flow == other.flow && tabs == other.tabs && columns == other.columns
    }

    /// The tabs, when the root has tabs.
    package var tabSet: TabSet<Screen>? {
        if case .tabs(let tabs) = content { tabs } else { nil }
    }

    /// The names of the tabs in the order the tab bar shows them, when the root has tabs.
    ///
    /// ```swift
    /// state.root.tabs          // ["catalog", "cart", "profile"]
    /// state.root.selectedTab   // "cart"
    /// ```
    public var tabs: [TabID]? { tabSet?.tabs.map { $0.id } }

    /// The selected tab, when the root has tabs.
    public var selectedTab: TabID? { tabSet?.selected }

    /// The columns, when the root is a split.
    package var columnSet: ColumnSet<Screen>? {
        if case .split(let split) = content { split } else { nil }
    }

    /// The columns of a split root, leading first.
    ///
    /// ```swift
    /// state.root.columns         // [.primary, .secondary]
    /// state.root.compactColumn   // .secondary
    /// state.root.splitDisplay    // .automatic
    /// ```
    public var columns: [SplitColumn]? { columnSet?.columns }

    /// The deepest column a compact host shows, when the root is a split.
    public var compactColumn: SplitColumn? { columnSet?.arrangement.compactColumn }

    /// The columns a split root prefers to show side by side.
    public var splitDisplay: SplitDisplay? { columnSet?.arrangement.display }
}

extension Root.Content: Codable where Screen: Codable {}
extension Root: Codable where Screen: Codable {}
