// The blocks without @Test of Sources/Wayfinder/Wayfinder.docc/Recipes.md, in order (RecipesArticleTests checks it).

import Foundation
import Wayfinder

enum Screen: Hashable, Sendable, Codable {
    case signIn
    case catalog, product(Int)
    case cart, promoCode
    case profile, orders, order(Int)
}

extension TabID {
    static let catalog: TabID = "catalog"
    static let cart: TabID = "cart"
    static let profile: TabID = "profile"
}

extension FlowID {
    static let main: FlowID = "main"
}

extension GuardID {
    static let signedIn: GuardID = "signedIn"
}

extension AlertStyle {
    /// A red card, for what cannot be undone.
    static let destructiveCard: AlertStyle = "destructive-card"
}

extension AlertAction {
    static let remove: AlertAction = "remove"
    static let saveList: AlertAction = "save-list"
    static let ok: AlertAction = "ok"
    /// What `AlertButton.cancel()` reports.
    static let cancel: AlertAction = "cancel"
}

/// The app at launch: three tabs, Catalog selected.
func launchTabs() -> NavigationState<Screen> {
    // Cannot throw: three distinct tabs, and the selected one is among them.
    try! NavigationState(
        flow: .main,
        tabs: [TabStack(.catalog, root: .catalog), TabStack(.cart, root: .cart), TabStack(.profile, root: .profile)],
        selected: .catalog)
}

@MainActor
final class AppModel {
    let navigator: Navigator<Screen>
    let session: Session
    let cart = Cart()
    private(set) lazy var links = DeepLinkHandler(navigator: navigator, router: appRouter()) { [unowned self] route, state in
        try self.open(route, in: &state)
    }
    private(set) lazy var coordinators = ChildCoordinators<Screen, AnyObject>(navigator: navigator) { [unowned self] region in
        switch region {
        case .tab(.profile, _): ProfileCoordinator(navigator: self.navigator)
        default: nil
        }
    }

    init(session: Session = Session(), saved: Data? = nil) {
        self.session = session
        navigator = Navigator(launchState(from: saved))
        navigator.guards = [signedInGuard(session)]
        navigator.onAlertResponse = { [unowned self] response in self.answered(response) }
        // A saved Orders while the session has ended meanwhile: cut back to Profile.
        navigator.reevaluateGuards(animated: false)
        _ = coordinators
    }
}

@MainActor
final class Cart {
    private(set) var items: [Int] = []
    private(set) var lists: [String: [Int]] = [:]
    private(set) var promoCode: String?

    func add(_ product: Int) { if !items.contains(product) { items.append(product) } }
    func remove(_ product: Int) { items.removeAll { $0 == product } }
    func saveList(named name: String) { lists[name] = items }

    /// Whether the shop takes `code`.
    func apply(promoCode code: String) -> Bool {
        guard code == "SPRING" else { return false }
        promoCode = code
        return true
    }
}

extension NavigationAlert {
    static let removeItem = NavigationAlert(
        title: "Remove item?", message: "It leaves your cart.",
        buttons: [.cancel(), .destructive("Remove", action: .remove)],
        style: .destructiveCard)
    static let saveList = NavigationAlert(
        title: "Save as a list", buttons: [.cancel(), AlertButton("Save", action: .saveList)],
        textFields: [AlertTextField(placeholder: "List name")])
    static let codeNotValid = NavigationAlert(
        title: "Code not valid", buttons: [AlertButton("OK", action: .ok)])
}

extension AppModel {
    /// Every alert's answer, after the alert has left the screen.
    func answered(_ response: AlertResponse) {
        // The screen that raised the alert: "Remove item?" on Product(7) removes product 7.
        let raisedOn = navigator.state.entry(response.owner)?.screen
        switch response.button.action {
        case .remove:
            if case .product(let id)? = raisedOn { cart.remove(id) }
        case .saveList:
            // The text fields' text, in the order of the alert's `textFields`.
            if let name = response.text.first, !name.isEmpty { cart.saveList(named: name) }
        default:
            break  // .cancel, .ok
        }
    }
}

/// Who is signed in. A real app keeps this in the keychain.
@MainActor
final class Session {
    private(set) var user: String?
    var isSignedIn: Bool { user != nil }
    func signIn(as user: String) { self.user = user }
    func signOut() { user = nil }
}

extension NavigationState<Screen> {
    /// The layer whose first screen is `screen`, if one is up.
    func layer(showing screen: Screen) -> LayerID? {
        layers.first { $0.stack?.root?.screen == screen }?.id
    }
}

/// Orders need an account. While signed out, a link to one shows Sign in in a sheet over the
/// tabs, and waits.
@MainActor
func signedInGuard(_ session: Session) -> NavigationGuard<Screen> {
    NavigationGuard(
        .signedIn,
        isSatisfied: { session.isSignedIn },
        protects: { screen in
            switch screen {
            case .orders, .order: true
            default: false
            }
        },
        redirect: { state in
            // Sign in already up (a second link): keep it; the newer link waits instead.
            if state.layer(showing: .signIn) != nil { return }
            try state.present(.signIn, as: .sheet(SheetStyle(detents: [.large], userCanDismiss: false)))
        })
}

extension AppModel {
    /// Sign in's button: closes the sheet and opens the waiting link in one change.
    @discardableResult
    func signIn(as user: String) -> NavigationRequest {
        session.signIn(as: user)
        return links.resumePending(along: { state in
            if let signIn = state.layer(showing: .signIn) { try state.dismiss(signIn) }
        })
    }

    /// Sign in's Cancel button: the link it was shown for is dropped.
    @discardableResult
    func cancelSignIn() -> NavigationRequest {
        links.dropPending()
        return navigator.update { state in
            if let signIn = state.layer(showing: .signIn) { try state.dismiss(signIn) }
        }
    }
}

extension AppModel {
    /// The cart's Promo code button: a sheet as tall as its field and button.
    func enterPromoCode() {
        navigator.present(.promoCode, as: .sheet(.fitting))
    }

    /// The sheet's Apply button: a code the shop takes closes the sheet, another raises an alert over it.
    func apply(promoCode code: String) {
        if cart.apply(promoCode: code) {
            navigator.update { state in
                if let sheet = state.layer(showing: .promoCode) { try state.dismiss(sheet) }
            }
        } else {
            navigator.showAlert(.codeNotValid)
        }
    }
}

enum AppRoute: Sendable {
    case product(Int)
    case order(Int)
}

func appRouter() -> DeepLinkRouter<AppRoute> {
    var router = DeepLinkRouter<AppRoute>(schemes: ["shop"], webHosts: ["shop.example"])
    // Cannot throw: well-formed patterns, each declared once.
    try! router.add("/product/:id") { .product(try $0.parameter("id", as: Int.self)) }
    try! router.add("/orders/:id") { .order(try $0.parameter("id", as: Int.self)) }
    return router
}

/// The Profile tab: its routes, and its screens' events.
@MainActor
final class ProfileCoordinator {
    enum Route { case orders, order(Int) }
    static let tab = TabID.profile

    /// Edits `state` to show `route` in the Profile tab: pure, so a parent makes it part of its own change.
    static func open(_ route: Route, in state: inout NavigationState<Screen>) throws(NavigationError) {
        try state.selectTab(tab)
        switch route {
        case .orders: try state.replaceStack(with: [.profile, .orders], at: .tab(tab))
        case .order(let id): try state.replaceStack(with: [.profile, .orders, .order(id)], at: .tab(tab))
        }
    }

    let navigator: Navigator<Screen>
    init(navigator: Navigator<Screen>) { self.navigator = navigator }

    /// A row of Orders tapped.
    func openOrder(_ id: Int) { navigator.push(.order(id), onto: .tab(Self.tab)) }
}

extension AppModel {
    /// A link's route as one change: unwind every layer, then the tab's part, handed to its coordinator.
    func open(_ route: AppRoute, in state: inout NavigationState<Screen>) throws {
        state.dismissAll()
        switch route {
        case .product(let id):
            try state.selectTab(.catalog)
            try state.replaceStack(with: [.catalog, .product(id)], at: .tab(.catalog))
        case .order(let id):
            try ProfileCoordinator.open(.order(id), in: &state)
        }
    }

    /// The Profile tab's coordinator, alive as long as the tab is.
    var profile: ProfileCoordinator? {
        coordinators[.tab(ProfileCoordinator.tab, root: navigator.state.root.id)] as? ProfileCoordinator
    }
}

/// The saved navigation, or the tabs when nothing was saved or it cannot be restored.
func launchState(from saved: Data?) -> NavigationState<Screen> {
    guard let saved else { return launchTabs() }
    do throws(RestorationError) {
        return try NavigationState<Screen>.restored(from: saved)
    } catch {
        // Corrupted (.unreadable), too large (.tooLarge), saved by a newer version
        // (.formatUnsupported), naming a screen this version lacks (.mismatch): start afresh.
        print("Starting afresh: \(error)")
        return launchTabs()
    }
}

extension AppModel {
    /// What to save as the app leaves the foreground (a file, `UserDefaults`, `@SceneStorage`).
    func savedNavigation() -> Data? {
        try? navigator.state.restorationData()
    }
}
