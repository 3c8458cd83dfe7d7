/// Everything the user sees, as one value: the root (a stack or tabs, in an app flow) and the
/// chain of modal layers above it, bottom to top.
///
/// The app changes this value, directly or through a ``Navigator``, and Wayfinder works out the
/// transitions that take the screen there. Every screen entry, layer and root has an identity
/// handed out by the value itself from a counter, so identities are deterministic and survive
/// restoration.
///
/// ```swift
/// var state = NavigationState<Screen>(flow: "main", root: .cart)
/// try state.push(.product(12))
/// try state.present(.options, as: .sheet(.fitting))
/// print(state.tree())
/// // root main: cart › product(12)
/// // sheet [fitting, grabber]: options
/// ```
///
/// Two values are equal when they show the same entries, with the same identities, in the same
/// places. The identity counter is not compared: it says what was handed out, not what is shown;
/// nor are lists' anchors (``anchor(of:in:)``): where a list was scrolled is not navigation.
public struct NavigationState<Screen: Hashable & Sendable>: Sendable {
    /// The root: a stack or tabs, in an app flow.
    public internal(set) var root: Root<Screen>
    /// The modal layers above the root, bottom to top.
    ///
    /// ```swift
    /// if let sheet = state.layers.last, case .sheet(let style) = sheet.kind {
    ///     print(sheet.id, style.detents)
    /// }
    /// ```
    public var layers: [Layer<Screen>] { Array(layerChain) }
    /// The layers as the value stores them: the top one apart from those under it, so a change on
    /// top leaves the others shared.
    package var layerChain: LayerChain<Screen> {
        // Lent, not copied: a copy of the chain copies its top layer through the layer's metadata.
        _read { yield _layers }
        set { _layers = newValue }
        _modify { yield &_layers }
    }
    var _layers: LayerChain<Screen>
    /// The number the next new entry, layer or root will get as its identity (an ``EntryID``,
    /// ``LayerID`` or ``RootID``): the one counter of all three kinds, so no number names two
    /// things. It only counts up, to ``identityCounterLimit``.
    ///
    /// ```swift
    /// let next = state.nextIdentity
    /// try state.push(.product(7))
    /// state.topEntry!.id == EntryID(rawValue: next)   // true
    /// ```
    public internal(set) var nextIdentity: Int

    /// The highest the identity counter (``nextIdentity``) may reach: every identity is below
    /// it, and a change that would need one more is refused with
    /// ``NavigationError/noRoomForIdentities(next:limit:)``.
    ///
    /// 2^53, so every identity is exact wherever restoration data goes (a JSON number read as a
    /// double keeps every whole number up to 2^53), and far past any app: a thousand new screens
    /// a second for 285,000 years. The value also keeps clear of `Int` overflow in any edit.
    public static var identityCounterLimit: Int { 1 << 53 }
    /// Where the app's lists were, by entry and by list: not compared, not planned, restored with
    /// the value (NavigationState+ListAnchors.swift).
    package var listAnchors: [EntryID: [String: ListAnchor]] = [:]

    package init(root: Root<Screen>, layers: LayerChain<Screen>, nextIdentity: Int) {
        self.root = root
        _layers = layers
        self.nextIdentity = nextIdentity
    }

    package init(root: Root<Screen>, layers: [Layer<Screen>], nextIdentity: Int) {
        self.init(root: root, layers: LayerChain(layers), nextIdentity: nextIdentity)
    }

    /// A value whose root is a single stack.
    ///
    /// - Parameters:
    ///   - flow: The app flow the root belongs to.
    ///   - root: The stack's root screen.
    ///   - path: Screens pushed above the root screen, bottom first.
    ///   - transition: How this root appears when it replaces another one.
    public init(flow: FlowID = "main", root: Screen, path: [Screen] = [], transition: RootTransition = .none) {
        var counter = IdentityCounter()
        let rootID: RootID = counter.next()
        let stack = counter.stack([root] + path)
        self.init(
            root: Root(id: rootID, flow: flow, transition: transition, content: .stack(stack)),
            layers: [],
            nextIdentity: counter.nextID
        )
    }

    /// A value whose root is tabs, each with its own stack.
    ///
    /// - Throws: ``NavigationError/noTabs``, ``NavigationError/duplicateTab(_:)`` or
    ///   ``NavigationError/unknownTab(_:)`` when `selected` is not one of `tabs`.
    public init(
        flow: FlowID = "main",
        tabs: [TabStack<Screen>],
        selected: TabID,
        transition: RootTransition = .none
    ) throws(NavigationError) {
        var counter = IdentityCounter()
        let rootID: RootID = counter.next()
        let tabSet = try counter.tabSet(tabs, selected: selected)
        self.init(
            root: Root(id: rootID, flow: flow, transition: transition, content: .tabs(tabSet)),
            layers: [],
            nextIdentity: counter.nextID
        )
    }
}

/// The screens one tab starts with, for building a tabbed root.
///
/// ```swift
/// let main = try NavigationState<ShopScreen>(flow: .main, tabs: [
///     TabStack(.catalog, root: .catalog, path: [.product(7)]),   // Catalog › Product(7)
///     TabStack(.cart, root: .cart),
///     TabStack(.profile, root: .profile),
/// ], selected: .catalog)
/// ```
public struct TabStack<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The tab's name.
    public var id: TabID
    /// The tab's root screen.
    public var root: Screen
    /// Screens pushed above the root screen, bottom first.
    public var path: [Screen]

    /// Tab `id`, starting at `root` with `path` pushed above it.
    public init(_ id: TabID, root: Screen, path: [Screen] = []) {
        self.id = id
        self.root = root
        self.path = path
    }
}

extension NavigationState: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.root == rhs.root && lhs.layerChain == rhs.layerChain
    }
}

extension NavigationState: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(layerChain)
    }
}

extension NavigationState: CustomStringConvertible {
    /// The tree with identities, as test failures print it.
    public var description: String { tree(identities: true) }
}

/// Hands out identities of every kind in order, from one count; shared by everything that makes
/// entries, layers and roots.
struct IdentityCounter {
    var nextID: Int

    init(startingAt next: Int = 0) {
        nextID = next
    }

    /// The next identity, of the kind asked for: `let id: LayerID = counter.next()`.
    mutating func next<ID: CountedIdentity>() -> ID {
        defer { nextID += 1 }
        return ID(nextID)
    }

    mutating func entry<Screen>(_ screen: Screen) -> Entry<Screen> {
        Entry(id: next(), screen: screen)
    }

    mutating func stack<Screen>(_ screens: [Screen]) -> ScreenStack<Screen> {
        ScreenStack(screens.map { entry($0) })
    }

    mutating func tabSet<Screen>(_ tabs: [TabStack<Screen>], selected: TabID) throws(NavigationError) -> TabSet<Screen> {
        try NavigationState<Screen>.checkTabs(tabs, id: { $0.id }, selected: selected)
        let built = tabs.map { TabSet<Screen>.Tab(id: $0.id, stack: stack([$0.root] + $0.path)) }
        return TabSet(tabs: built, selected: selected)
    }
}
