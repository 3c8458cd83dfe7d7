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
    public internal(set) var layers: [Layer<Screen>]
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

    /// The highest the identity counter (``nextIdentity``) may reach: 2^53, so every identity
    /// stays exact in JSON, where numbers may be read as doubles. A change that would need one
    /// more is refused with ``NavigationError/noRoomForIdentities(next:limit:)``.
    public static var identityCounterLimit: Int { 1 << 53 }

    /// The most layers a value may hold: far more than a screen can show one above the other, a
    /// bound on a loop that presents without end. A change or saved data past it is refused with
    /// ``NavigationError/tooManyLayers(count:limit:)``.
    ///
    /// ```swift
    /// navigator.present(.options, as: .sheet(.fitting))   // refused once 200 layers are up
    /// ```
    public static var maximumLayerCount: Int { 200 }
    /// Where the app's lists were, by entry and by list: restored with the value, never compared
    /// or planned.
    package var listAnchors: [EntryID: [String: ListAnchor]] = [:]
    /// The transitions entries name other than the system one, by entry: restored with the
    /// value, never compared. Kept beside the entries so an entry stays a plain pair that copies
    /// as bits (BENCHMARKS.md).
    package var transitions: [EntryID: ScreenTransition] = [:]

    package init(root: Root<Screen>, layers: [Layer<Screen>], nextIdentity: Int) {
        self.root = root
        self.layers = layers
        self.nextIdentity = nextIdentity
    }

    /// A value whose root is a single stack.
    ///
    /// - Parameters:
    ///   - flow: The app flow the root belongs to.
    ///   - root: The stack's root screen.
    ///   - path: Screens pushed above the root screen, bottom first.
    ///   - transition: How this root appears when it replaces another one.
    public init(flow: FlowID = FlowID(rawValue: "main"), root: Screen, path: [Screen] = [], transition: RootTransition = .none) {
        self.init(flow: flow, transition: transition, identitiesFrom: 0) { counter in .stack(counter.stack([root] + path)) }
    }

    /// A value whose root is tabs, each with its own stack.
    ///
    /// - Throws: ``NavigationError/noTabs``, ``NavigationError/duplicateTab(_:)`` or
    ///   ``NavigationError/unknownTab(_:)`` when `selected` is not one of `tabs`.
    public init(
        flow: FlowID = FlowID(rawValue: "main"),
        tabs: [TabStack<Screen>],
        selected: TabID,
        transition: RootTransition = .none
    ) throws(NavigationError) {
        try self.init(flow: flow, transition: transition, identitiesFrom: 0) { (counter) throws(NavigationError) in
            .tabs(try counter.tabSet(tabs, selected: selected))
        }
    }

    /// A value whose root is a split: columns side by side, collapsed into one stack when the
    /// host is compact.
    ///
    /// ```swift
    /// let state = try NavigationState<ShopScreen>(split: SplitStacks(primary: [.catalog], secondary: [.product(7)]))
    /// state.root.visibleStackLocation   // .column(.secondary)
    /// ```
    ///
    /// - Throws: ``NavigationError/emptyStack(_:)`` when the primary column has no screen, or
    ///   ``NavigationError/noSuchStack(_:)`` when the column shown when compact is not one of the split's.
    public init(
        flow: FlowID = FlowID(rawValue: "main"), split: SplitStacks<Screen>, transition: RootTransition = .none
    ) throws(NavigationError) {
        try self.init(flow: flow, transition: transition, identitiesFrom: 0) { (counter) throws(NavigationError) in
            .split(try counter.columnSet(split))
        }
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

// What is shown, not the counter or the lists' anchors (see the type's summary).
extension NavigationState: Hashable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.root == rhs.root && lhs.layers == rhs.layers
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(layers)
    }
}

extension NavigationState: CustomStringConvertible {
    /// The tree with identities, as test failures print it.
    public var description: String { tree(identities: true) }
}
