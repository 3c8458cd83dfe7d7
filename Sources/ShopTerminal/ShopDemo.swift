import ShopApp
import Wayfinder
import WayfinderTerminal
import WayfinderSimulator

/// The Shop app on a phone drawn in the terminal, with the commands a person (keys) or a script (lines) gives.
@MainActor
public final class ShopDemo {
    /// The app; a new one after ``relaunch()``.
    public private(set) var app: ShopApp
    /// The phone it shows on; a new one after ``relaunch()``.
    public private(set) var phone: TerminalPhone<ShopScreen>
    private(set) var views: ShopTerminalViews
    /// What became of the launch link, in the user's words (`nil` without one).
    public private(set) var launchMessage: String?
    /// Whether the launch link could not be opened.
    public private(set) var launchFailed = false
    /// How much of the host's transcript script mode has printed (every line ever written).
    var reportedLines = 0
    /// The rules broken on the phones before the last ``relaunch()``.
    private var earlierViolations: [RuleViolation] = []
    private let transcriptLimit: Int?

    /// The Shop, started: at Sign in, or with a saved session (`signedIn`) at Main. A launch
    /// link (a notification that launched the app) is opened before the first transition, so
    /// its screens come in that one transition.
    ///
    /// - Parameters:
    ///   - recentlyViewed: The products viewed in an earlier run (``RestorationFile``), the most
    ///     recent first: the app's own data, which the navigation value does not hold.
    ///   - restored: Navigation saved by an earlier run (``RestorationFile``): the app starts
    ///     there, with the saved session the run had (signed in as Ada, onboarding done, as
    ///     `signedIn`), as iOS brings back an app it killed.
    ///   - transcriptLimit: How many of the host's latest controller calls to keep (`nil`: all,
    ///     for tests that read them). Script mode prints them as it goes, so a long script keeps
    ///     only the latest and its memory stays flat.
    public init(
        signedIn: Bool, launchLink: String? = nil, recentlyViewed: [Int] = [], restored: NavigationState<ShopScreen>? = nil,
        transcriptLimit: Int? = nil, layout: ShopLayout = .tabs
    ) {
        self.transcriptLimit = transcriptLimit
        self.layout = layout
        (app, phone, views) = Self.launch(
            signedIn: signedIn || restored != nil, recentlyViewed: recentlyViewed, restored: restored, transcriptLimit: transcriptLimit,
            layout: layout)
        if let launchLink {
            (launchMessage, launchFailed) = Self.message(opening: launchLink, in: app) { app.start(opening: launchLink) }
        } else {
            app.start()
        }
    }

    /// A new app on a new phone, its services on the phone's clock, attached but not started.
    private static func launch(
        signedIn: Bool, recentlyViewed: [Int], restored: NavigationState<ShopScreen>?, transcriptLimit: Int?, layout: ShopLayout
    ) -> (ShopApp, TerminalPhone<ShopScreen>, ShopTerminalViews) {
        let service = ClockOrderService()
        // An order from before this session, so Orders and shop://orders/42 show something.
        let cart = CartStore(orders: [Order(id: 42, items: [3, 7], status: .delivered)])
        let app = ShopApp(
            session: Session(user: signedIn ? "Ada" : nil, hasOnboarded: signedIn), cart: cart, orders: service,
            recentlyViewed: RecentlyViewed(products: recentlyViewed), restored: restored)
        app.layout = layout
        let views = ShopTerminalViews(app: app)
        let phone = TerminalPhone<ShopScreen>(content: { [views] id in views.content(for: id) })
        views.phone = phone
        phone.host.window.transcriptLimit = transcriptLimit
        service.clock = phone.host.clock
        // The product server answers on the phone's clock: real time with keys, virtual in a script.
        app.products.server.schedule = { [weak clock = phone.host.clock] delay, answer in
            clock?.schedule(after: delay, answer)
        }
        // The catalog's list, as a zoom finds a product's row in it, kept as the pages load.
        phone.host.driver.listItems = { [weak app] entry in
            entry.screen == .catalog ? app?.products.items.map(String.init) : nil
        }
        app.products.observe(by: phone) { [weak app, weak phone] _ in
            guard let app, let catalog = app.navigator.shown.stack(at: .tab(CatalogCoordinator.tab))?.root?.id else { return }
            phone?.host.list(of: catalog)?.reload(app.products.items.map(String.init))
        }
        app.navigator.attach(phone.host)
        return (app, phone, views)
    }

    /// The app is killed and iOS brings it back (`relaunch` in a script, as `--save` then
    /// `--restore`): a new app on a new phone, started from the navigation saved as restoration
    /// data, with a session that is still signed in and the products recently viewed (the app's
    /// own data, which an app keeps in its own storage). Nothing else survives: models, the
    /// loaded products and the new ones are the new app's; the lists' anchors, the carousel's
    /// too, come back with the value. `nil` when it was done, else why not.
    func relaunch() -> Refusal {
        let restored: NavigationState<ShopScreen>
        do {
            restored = try NavigationState.restored(from: try restorableState.restorationData())
        } catch {
            return "the navigation could not be saved and restored: \(error)"
        }
        earlierViolations += phone.host.violations
        (app, phone, views) = Self.launch(
            signedIn: true, recentlyViewed: app.recentlyViewed.products, restored: restored, transcriptLimit: transcriptLimit,
            layout: layout)
        reportedLines = 0
        app.start()
        return nil
    }

    /// Every rule broken, on this phone and on those before the last relaunch.
    public var violations: [RuleViolation] { earlierViolations + phone.host.violations }

    public var navigator: Navigator<ShopScreen> { app.navigator }

    /// How the main flow is laid out (`--split`, or `layout` in a script before Main shows).
    public private(set) var layout: ShopLayout
    /// How wide script mode's terminal is: `frame` draws at this width, and in the split layout
    /// the window's size class follows it (`width` in a script).
    var scriptColumns = 44

    /// Lays the main flow out as `layout` when it shows: only before it does, as an app picks
    /// its layout before its first screen. `nil` when it was done, else why not.
    func choose(_ layout: ShopLayout) -> Refusal {
        guard navigator.state.root.flow != .main else {
            return "Main already shows, as \(self.layout); choose the layout before sign-in, or run with --split"
        }
        self.layout = layout
        app.layout = layout
        return nil
    }
    /// The narrowest terminal that shows a split's columns side by side; a narrower one
    /// collapses them into one stack, as a compact width does.
    public static let splitWidth = 80

    /// The window takes the terminal's width: in the split layout, its horizontal size class.
    public func fit(columns: Int) {
        guard layout == .split else { return }
        phone.host.changeHorizontalSizeClass(to: columns >= Self.splitWidth ? .regular : .compact)
    }

    /// What `--save` keeps of the navigation: where the user is, without a loading overlay,
    /// whose work (an order being placed) ends with the process, so a restored overlay would
    /// wait for ever.
    public var restorableState: NavigationState<ShopScreen> {
        var state = navigator.state
        if let overlay = state.layers.first(where: { $0.presentationStyle == .overlay }) { try? state.dismiss(overlay.id) }
        return state
    }
    public var clock: VirtualClock { phone.host.clock }

    /// A command's result: `nil` when it was done, else why not, in the user's words.
    typealias Refusal = String?

    /// Taps action `number` (from 1) of what is on top: an alert's button, the top screen's action.
    func tap(_ number: Int) -> Refusal {
        let actions = phone.actions
        guard number >= 1, number <= actions.count else {
            if actions.isEmpty { return obstacle(to: .tap) ?? "there is nothing to tap here" }
            return "there is no action \(number) here (1–\(actions.count))"
        }
        actions[number - 1].perform()
        return nil
    }

    func back() -> Refusal { obstacle(to: .back) ?? refusal(phone.host.tapBack()) }

    func swipe(cancelled: Bool) -> Refusal { obstacle(to: .back) ?? refusal(phone.host.swipeBack(cancelled: cancelled)) }

    func drag() -> Refusal { obstacle(to: .drag) ?? refusal(phone.host.dragSheetDown()) }

    /// Taps a tab by name or number; the selected tab's own tab pops it to its root, as on iOS.
    func selectTab(_ name: String) -> Refusal {
        let tabs: [TabID] = [.catalog, .cart, .profile]
        let number = Int(name).flatMap { (1...tabs.count).contains($0) ? $0 - 1 : nil }
        guard let tab = number.map({ tabs[$0] }) ?? tabs.first(where: { $0.rawValue == name.lowercased() }) else {
            return "there is no tab \"\(name)\" (catalog, cart, profile or 1–3)"
        }
        return obstacle(to: .tab) ?? refusal(phone.host.tapTab(tab))
    }

    /// Scrolls the catalog's rows when it is on screen with nothing over it, else the top
    /// sheet's lines; says where they are, or why not.
    func scroll(by lines: Int) -> (message: String, failed: Bool) {
        if let catalog = catalogOnScreen { return scrollCatalog(catalog, by: lines) }
        guard let (offset, limit) = phone.scrollSheet(by: lines) else { return (obstacle(to: .scroll) ?? "there is no sheet to scroll", true) }
        if limit == 0 { return ("the sheet shows all its lines", false) }
        return ("the sheet shows from line \(offset + 1), \(limit - offset) more below", false)
    }

    /// Opens a link; says what happened.
    public func open(_ link: String) -> (message: String, failed: Bool) {
        Self.message(opening: link, in: app) { app.open(link) }
    }

    /// What opening `link` with `open` did: opened, pending behind Sign in, or not opened (a
    /// link that cannot be read or matched, or whose change the navigator refused).
    private static func message(
        opening link: String, in app: ShopApp, _ open: () -> NavigationRequest
    ) -> (message: String, failed: Bool) {
        let request = open()
        if case .refused(let error) = request.finishedOutcome { return ("cannot open \(link): \(error)", true) }
        // Opened, the link clears the pending one; held back, it is the pending one.
        return app.links.pending == nil ? ("opened \(link)", false) : ("\(link) opens once you sign in", false)
    }

    /// Runs the clock until no transition or gesture is in flight; the app's own timers (an
    /// order being placed) stay pending, as they would while a person watches.
    @discardableResult
    public func settleTransitions() -> Duration {
        let start = clock.now
        while isMoving || !navigator.isSettled {
            guard clock.runNext() else { break }
        }
        return clock.now - start
    }

    /// Whether a transition or a gesture is running.
    var isMoving: Bool {
        let window = phone.host.window
        return !window.animations.isEmpty || window.isPresentationInFlight || window.isGestureInFlight
    }

    private func refusal(_ outcome: GestureOutcome) -> Refusal {
        if case .refused(let reason) = outcome { return reason }
        return nil
    }
}

/// Places orders after a short wait on the host's clock, standing in for the Shop's backend:
/// real time in a terminal session, virtual time in a script.
@MainActor
final class ClockOrderService: OrderService {
    /// Weak: the clock's pending actions hold the app, which holds this service.
    weak var clock: VirtualClock?
    let latency: Duration = .milliseconds(1500)

    func place(_ items: [Int], completion: @escaping @MainActor () -> Void) {
        guard let clock else { return completion() }
        clock.schedule(after: latency, completion)
    }
}
