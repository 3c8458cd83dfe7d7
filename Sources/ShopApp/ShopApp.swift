import Wayfinder

/// The Shop sample app's logic: flows, tabs, links, guards, coordinators and screen models,
/// written only against Wayfinder's core, so any host (UIKit, SwiftUI, terminal, simulated)
/// shows it unchanged.
///
/// ```swift
/// let app = ShopApp()
/// app.navigator.attach(host)
/// app.start()                          // Splash → Sign in, or Main with a saved session
/// app.open("shop://orders/42")     // pending behind Sign in while signed out
/// app.send(.signIn(name: "Ada"), from: app.navigator.state.topEntry!.id)
/// ```
@MainActor
public final class ShopApp {
    /// The single source of truth.
    public let navigator: Navigator<ShopScreen>
    /// Who is signed in.
    public let session: Session
    /// The products.
    public let catalog: Catalog
    /// The cart and the orders placed.
    public let cart: CartStore
    /// Where orders are placed.
    public let orders: any OrderService
    /// The catalog's list as loaded from the product server, with new products above it.
    public let products: ProductList
    /// The products the user opened, the most recent first: the catalog's "Recently viewed".
    public let recentlyViewed: RecentlyViewed
    /// How the main flow is laid out; set it before ``start()``.
    public var layout = ShopLayout.tabs
    /// Whether the list screens record their own place (see ``init(session:catalog:cart:orders:server:recentlyViewed:restored:listScreensKeepTheirPlace:)``).
    public let listScreensKeepTheirPlace: Bool

    /// Opens links, holding guarded ones behind Sign in.
    public private(set) lazy var links = DeepLinkHandler(navigator: navigator, router: ShopRoute.router()) {
        [unowned self] route, state in try self.open(route, in: &state)
    }

    /// The coordinators of the regions on screen: one per tab of the main flow, one for onboarding.
    public private(set) lazy var coordinators = ChildCoordinators<ShopScreen, any ShopCoordinator>(navigator: navigator) {
        [unowned self] _, content in self.makeCoordinator(for: content)
    }

    /// The models of the screens, each made before its screen is built and released once its
    /// entry has left the screen.
    public private(set) lazy var models = ScreenModels<ShopScreen, ScreenModel>(navigator: navigator) { [unowned self] entry in
        self.makeModel(for: entry)
    }

    /// The app at its splash screen, or at a restored navigation value.
    ///
    /// ```swift
    /// let saved = try? NavigationState<ShopScreen>.restored(from: data)   // a typed error on bad data
    /// let app = ShopApp(session: session, restored: saved)
    /// app.start()   // the restored screens, or Sign in if the session has ended meanwhile
    /// ```
    ///
    /// `recentlyViewed` is the app's own data, kept by the app between runs where it keeps its
    /// data: the navigation value holds only where the carousel was.
    ///
    /// `listScreensKeepTheirPlace`: the catalog's screen is a list that reads and records its own
    /// place (a UIKit list, `AnchoredListController`), so the catalog's model writes no anchor:
    /// one writer per anchor. The model still follows a link's anchor (loading the page that
    /// holds its product) and loads pages; the terminal demo, whose model is its viewport, leaves
    /// it `false`.
    public init(
        session: Session = Session(), catalog: Catalog = Catalog(), cart: CartStore = CartStore(),
        orders: any OrderService = InstantOrderService(), server: ProductServer? = nil,
        recentlyViewed: RecentlyViewed? = nil, restored: NavigationState<ShopScreen>? = nil,
        listScreensKeepTheirPlace: Bool = false
    ) {
        self.listScreensKeepTheirPlace = listScreensKeepTheirPlace
        self.session = session
        self.catalog = catalog
        self.cart = cart
        self.orders = orders
        products = ProductList(server: server ?? ProductServer(catalog: catalog))
        self.recentlyViewed = recentlyViewed ?? RecentlyViewed()
        navigator = Navigator(restored ?? NavigationState(flow: .splash, root: .splash))
        navigator.guards = [signedIn]
        navigator.onAlertResponse = { [unowned self] response in self.answered(response) }
        _ = coordinators
        _ = models
    }

    /// The guard of the main flow: signed in with onboarding done. While it fails, Sign in (or
    /// onboarding, right after the first sign-in) is shown instead.
    private var signedIn: NavigationGuard<ShopScreen> {
        NavigationGuard(
            .signedIn,
            isSatisfied: { [session] in session.isReady },
            protects: { screen in
                if case .onboarding = screen { return false }
                return screen.needsSession
            },
            redirectsTo: [ScreenPath(.signIn, ["signIn"]), ScreenPath(.onboarding, ["onboarding(step)"])],
            redirect: { [session] state in
                // Already where the guard sends the user: keep their progress.
                if session.isSignedIn {
                    guard state.root.flow != .onboarding else { return }
                    state.switchRoot(to: .onboarding, root: .onboarding(.name), transition: .crossFade)
                } else {
                    guard state.root.flow != .signIn else { return }
                    state.switchRoot(to: .signIn, root: .signIn, transition: .slideFromLeading)
                }
            })
    }

    // MARK: Flows

    /// Leaves the splash screen: Main with a ready session, onboarding after a first sign-in,
    /// Sign in otherwise.
    /// A restored value, or a link opened before (a cold launch from a notification), has
    /// already left the splash screen; then only the guards are checked again, so a restored
    /// Profile › Orders shows Sign in instead if the session ended meanwhile.
    @discardableResult
    public func start() -> NavigationRequest {
        guard navigator.state.root.flow == .splash else { return navigator.reevaluateGuards() }
        if session.isReady { return showMainThenPendingLink() }
        if session.isSignedIn {
            return navigator.switchRoot(to: .onboarding, root: .onboarding(.name), transition: .crossFade)
        }
        return navigator.switchRoot(to: .signIn, root: .signIn, transition: .crossFade)
    }

    /// Leaves the splash screen for a launch link (a push notification or universal link that
    /// launched the app): with a ready session the link's screens come in the first transition,
    /// one root switch with their stacks and tab; otherwise Sign in (or onboarding) comes first
    /// and the link waits behind it. A link that cannot be opened changes nothing: the app
    /// starts as ``start()`` does, and the link's request has ended refused with its error.
    ///
    /// ```swift
    /// app.navigator.attach(host)
    /// app.start(opening: "shop://orders/42")   // Main › Profile › Orders › Order(42), in one fade
    /// ```
    ///
    /// - Returns: The link's request, as ``open(_:)`` returns it.
    @discardableResult
    public func start(opening link: String) -> NavigationRequest {
        guard navigator.state.root.flow == .splash, session.isReady else {
            start()
            return open(link)
        }
        defer { start() }
        return open(link)
    }

    /// Signs in and goes on: to onboarding the first time, else to Main, then to a pending link.
    @discardableResult
    public func signIn(as name: String) -> NavigationRequest {
        session.signIn(as: name)
        guard session.hasOnboarded else {
            return navigator.switchRoot(to: .onboarding, root: .onboarding(.name), transition: .crossFade)
        }
        return showMainThenPendingLink()
    }

    /// Signs out: the pending link is dropped and Sign in slides in from the leading edge.
    @discardableResult
    public func signOut() -> NavigationRequest {
        session.signOut()
        links.dropPending()
        return navigator.reevaluateGuards()
    }

    /// Opens a link (typed in, from a notification, a universal link): the request of its
    /// change, or of Sign in's while signed out (the link then waits in `links.pending`). A link
    /// that cannot be read or matched changes nothing; its request has ended refused with why.
    @discardableResult
    public func open(_ link: String) -> NavigationRequest {
        links.open(link)
    }

    func finishOnboarding(_ answers: OnboardingAnswers) {
        session.finishOnboarding()
        showMainThenPendingLink()
    }

    /// Main, with the pending link's screens on it when a link waits: one change, so one
    /// transition lands on the link's screen (never Catalog first, then a snap).
    @discardableResult
    private func showMainThenPendingLink() -> NavigationRequest {
        links.resumePending(along: { [layout] state in try state.showMain(layout) })
    }

    // MARK: Links

    /// Turns a link's route into one change: unwind every layer, switch to Main if needed, select
    /// the tab, and hand the rest to the tab's coordinator, typed.
    func open(_ route: ShopRoute, in state: inout NavigationState<ShopScreen>) throws {
        if state.root.flow != .main { try state.showMain(layout) }
        state.dismissAll()
        switch route {
        case .product(let id): try hand(.product(id), to: CatalogCoordinator.self, in: &state)
        case .cart: try hand(.cart, to: CartCoordinator.self, in: &state)
        case .checkout: try hand(.checkout, to: CartCoordinator.self, in: &state)
        case .order(let id): try hand(.order(id), to: ProfileCoordinator.self, in: &state)
        case .settings: try hand(.settings, to: ProfileCoordinator.self, in: &state)
        }
    }

    /// Selects the child's tab (in the split layout, its section shows in the detail) and hands
    /// its type its own route, typed.
    private func hand<Child: TabCoordinator>(
        _ route: Child.Route, to type: Child.Type, in state: inout NavigationState<ShopScreen>
    ) throws {
        if state.root.tabs != nil { try state.selectTab(Child.tab) }
        try Child.open(route, in: &state)
    }

    // MARK: Events

    /// A screen's event: handled here when it means the same in every region, else by the
    /// coordinator of the tab (or split section) the screen is in. Only the screen on top speaks,
    /// or in the split layout the top of either column: an event from a screen that is leaving or
    /// covered (a second tap during a transition) is ignored.
    public func send(_ event: ShopEvent, from entry: EntryID) {
        guard speaks(entry) else { return }
        switch event {
        case .signIn(let name): signIn(as: name)
        case .onboarding(let answer): onboarding?.answer(answer)
        case .skipToEmail: onboarding?.jumpToEmail()
        case .showOptions(let product): navigator.present(.options(product: product), as: .sheet(.fitting))
        case .showOffer: navigator.showAlert(.offer)
        case .askAboutOptions: navigator.showAlert(.optionsQuestion)
        case .addToCart(let product): cart.add(product)
        case .openCart: openSection(CartCoordinator.self, at: .cart)
        case .openProfile: openSection(ProfileCoordinator.self, at: .profile)
        case .back:
            if let location = navigator.state.location(of: entry) { navigator.pop(from: location) }
        case .close:
            if case .layer(let id)? = navigator.state.location(of: entry) {
                navigator.update { state in try state.dismiss(id) }
            }
        case .applyPromoCode(let code):
            // An accepted code closes the sheet; another raises an alert over it, which ends
            // the field's editing first (Platform Rules 4.11).
            if cart.apply(promoCode: code) {
                send(.close, from: entry)
            } else {
                navigator.showAlert(.invalidPromoCode)
            }
        default:
            switch navigator.state.location(of: entry) {
            case .tab(let tab)?: _ = tabCoordinator(tab)?.handle(event, from: entry)
            case .column(let column)?:
                _ = splitSections?.section(at: .column(column), in: navigator.state).handle(event, from: entry)
            default: break
            }
        }
    }

    /// The onboarding flow, while onboarding is the root.
    public var onboarding: OnboardingFlow? {
        coordinators[.flow(.onboarding, root: navigator.state.root.id)] as? OnboardingFlow
    }

    /// The coordinator of a tab of the current root.
    public func tabCoordinator(_ tab: TabID) -> (any TabCoordinator)? {
        coordinators[.tab(tab, root: navigator.state.root.id)] as? any TabCoordinator
    }

    private func answered(_ response: AlertResponse) {
        switch response.button.action {
        case .signOut: signOut()
        case .remove, .cancel: (tabCoordinator(.cart) as? CartCoordinator ?? splitSections?.cart)?.answered(response.button.action)
        default: break
        }
    }

    /// A product: the catalog's, or one the server published since the app started.
    public func product(_ id: Int) -> Product? {
        products.server.product(id)
    }
}
