/// What sits at the bottom of the screen: a single stack or tabs, belonging to one app flow.
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
    /// A single stack, or tabs.
    package var content: Content

    /// The content of a root.
    package enum Content: Hashable, Sendable {
        /// One navigation stack.
        case stack(ScreenStack<Screen>)
        /// Tabs, each with its own stack, one selected.
        case tabs(TabSet<Screen>)
    }

    package init(id: RootID, flow: FlowID, transition: RootTransition, content: Content) {
        self.id = id
        self.flow = flow
        self.transition = transition
        self.content = content
    }

    /// The stack the user sees: the single stack, or the selected tab's.
    public var visibleStack: ScreenStack<Screen>? {
        switch content {
        case .stack(let stack): stack
        case .tabs(let tabs): tabs[tabs.selected]?.stack
        }
    }

    /// Where ``visibleStack`` lives.
    public var visibleStackLocation: StackLocation {
        switch content {
        case .stack: .root
        case .tabs(let tabs): .tab(tabs.selected)
        }
    }

    /// Every stack of the root with its location, in tab order.
    public var stacks: [(location: StackLocation, stack: ScreenStack<Screen>)] {
        switch content {
        case .stack(let stack): return [(.root, stack)]
        case .tabs(let tabs):
            var stacks: [(location: StackLocation, stack: ScreenStack<Screen>)] = []
            for tab in tabs.tabs { stacks.append((.tab(tab.id), tab.stack)) }
            return stacks
        }
    }

    /// Whether `other` is this root, which the planner keeps in place: the same identity, transition and shape.
    package func isSameRoot(as other: Root) -> Bool {
        id == other.id && transition == other.transition && hasSameShape(as: other)
    }

    /// Whether `other` could take this root's place: the same flow and shape (one stack, or the same tabs in order).
    package func hasSameShape(as other: Root) -> Bool {
        flow == other.flow && tabs == other.tabs
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
}

extension Root.Content: Codable where Screen: Codable {}
extension Root: Codable where Screen: Codable {}
