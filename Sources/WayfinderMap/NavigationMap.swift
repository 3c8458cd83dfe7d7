import Wayfinder

/// An app's navigation drawn from its declarations: its screens, the stacks each flow starts
/// with, the links and where each lands, the guards with what they protect and where they
/// redirect, and the pushes and presentations between screens.
///
/// Built once, apart from the navigator: an app that never builds a map pays nothing for it.
/// Export it as Graphviz DOT, Mermaid or a Markdown table, and ``lint()`` it.
///
/// ```swift
/// let map = NavigationMap(
///     screens: ShopScreen.mapSamples, named: { $0.mapName },
///     flows: [ScreenPath(.signIn, ["signIn"]), ScreenPath(.main, tab: .cart, ["cart"])],
///     links: ShopRoute.router().declaredLinks,
///     guards: app.navigator.guards,
///     transitions: [.init(from: "cart", to: "address", by: .push)])
/// print(map.dot)
/// print(map.lint().isEmpty ? "no problems" : map.lint().map(\.description).joined(separator: "\n"))
/// ```
public struct NavigationMap: Hashable, Sendable {
    /// Every screen of the app, once each.
    public var screens: [ScreenName]
    /// The stacks each flow starts with: one for a flow of one stack, one per tab for a flow of tabs.
    public var flows: [ScreenPath]
    /// The links, as the router lists them.
    public var links: [LinkDeclaration]
    /// The guards.
    public var guards: [Guard]
    /// The pushes and presentations the app makes from one screen to another (a button, a row).
    public var transitions: [Transition]

    /// A guard as the map draws it.
    ///
    /// ```swift
    /// let signedIn = NavigationMap.Guard(id: .signedIn, protects: ["orders", "order"], redirectsTo: [ScreenPath(.signIn, ["signIn"])])
    /// ```
    public struct Guard: Hashable, Sendable {
        /// Its name.
        public var id: GuardID
        /// The names of the screens it protects.
        public var protects: [String]
        /// Where its redirect lands.
        public var redirectsTo: [ScreenPath]

        /// A guard `id` that protects the screens named `protects` and redirects to `redirectsTo`.
        public init(id: GuardID, protects: [String], redirectsTo: [ScreenPath]) {
            self.id = id
            self.protects = protects
            self.redirectsTo = redirectsTo
        }
    }

    /// A push or presentation from one screen to another, as the app makes it.
    ///
    /// ```swift
    /// let checkout = NavigationMap.Transition(from: "cart", to: "address", by: .push)
    /// ```
    public struct Transition: Hashable, Sendable, CustomStringConvertible {
        /// How the next screen comes.
        public enum Kind: String, Hashable, Sendable {
            /// Pushed on the same stack.
            case push
            /// Presented over it (a sheet, a full-screen cover, an overlay).
            case present
        }

        /// The name of the screen it starts from.
        public var from: String
        /// The screen it shows.
        public var to: ScreenName
        /// Pushed or presented.
        public var kind: Kind

        /// `to`, pushed or presented from the screen named `from`.
        public init(from: String, to: ScreenName, by kind: Kind) {
            self.from = from
            self.to = to
            self.kind = kind
        }

        /// `cart → address (push)`.
        public var description: String { "\(from) → \(to) (\(kind.rawValue))" }
    }

    /// A map of the values given, as they are.
    public init(screens: [ScreenName], flows: [ScreenPath], links: [LinkDeclaration], guards: [Guard], transitions: [Transition]) {
        self.screens = screens
        self.flows = flows
        self.links = links
        self.guards = guards
        self.transitions = transitions
    }

    /// A map of an app's declarations: one screen of each kind (`samples`) and how the map names
    /// it, the stacks the flows start with, the router's links (``DeepLinkRouter/declaredLinks``),
    /// the navigator's guards, whose `protects` is asked about each sample, and the transitions.
    public init<Screen: Hashable & Sendable>(
        screens samples: [Screen], named name: (Screen) -> ScreenName, flows: [ScreenPath],
        links: [LinkDeclaration], guards: [NavigationGuard<Screen>], transitions: [Transition]
    ) {
        var screens: [ScreenName] = []
        for screen in samples.map(name) where !screens.contains(where: { $0.name == screen.name }) {
            screens.append(screen)
        }
        let guards = guards.map { declared in
            var protected: [String] = []
            for sample in samples where declared.protects(sample) && !protected.contains(name(sample).name) {
                protected.append(name(sample).name)
            }
            return Guard(id: declared.id, protects: protected, redirectsTo: declared.redirectsTo)
        }
        self.init(screens: screens, flows: flows, links: links, guards: guards, transitions: transitions)
    }

    /// The guards that protect the screen named `name`.
    func guards(protecting name: String) -> [GuardID] {
        guards.filter { $0.protects.contains(name) }.map { $0.id }
    }

    /// Every screen named anywhere in the map, the declared ones first, each once by name.
    var allScreens: [ScreenName] {
        var all = screens
        let named = flows.flatMap { $0.screens } + links.flatMap { $0.shows?.screens ?? [] }
            + guards.flatMap { $0.redirectsTo.flatMap { $0.screens } } + transitions.flatMap { [ScreenName($0.from), $0.to] }
        for screen in named where !all.contains(where: { $0.name == screen.name }) {
            all.append(screen)
        }
        return all
    }
}
