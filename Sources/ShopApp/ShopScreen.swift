import Wayfinder

/// Every screen of the Shop sample app.
public enum ShopScreen: Hashable, Sendable, Codable {
    case splash
    case signIn
    case onboarding(OnboardingStep)
    case catalog
    case product(Int)
    case options(product: Int)
    case cart
    /// A promo code for the cart: a text field in a fitting sheet.
    case promoCode
    case address
    case confirmOrder
    case done
    case profile
    case orders
    case order(Int)
    case settings
    /// The terms of service: a cover that slides up from Settings.
    case terms
    case placingOrder

    /// The screen as the navigation map names it: its case, with the names of what it is built from.
    public var mapName: ScreenName {
        switch self {
        case .onboarding: "onboarding(step)"
        case .product: "product(id)"
        case .options: "options(product)"
        case .order: "order(id)"
        default: ScreenName("\(self)")
        }
    }

    /// One screen of each case, for the navigation map (`NavigationMap` reads their names and
    /// which the guards protect).
    public static let mapSamples: [ShopScreen] = [
        .splash, .signIn, .onboarding(.name), .catalog, .product(1), .options(product: 1), .cart, .promoCode,
        .address, .confirmOrder, .done, .profile, .orders, .order(1), .settings, .terms, .placingOrder,
    ]

    /// Whether the screen belongs to the signed-in part of the app (onboarding and main).
    public var needsSession: Bool {
        switch self {
        case .splash, .signIn: false
        default: true
        }
    }
}

/// The steps of the first-run onboarding flow (S5).
public enum OnboardingStep: String, Hashable, Sendable, Codable, CustomStringConvertible {
    case name, guardian, email, finish

    public var description: String { rawValue }
}

extension FlowID {
    /// Checks for a saved session.
    public static let splash: FlowID = "splash"
    /// No session.
    public static let signIn: FlowID = "signIn"
    /// The first run after the first sign-in.
    public static let onboarding: FlowID = "onboarding"
    /// The tabs.
    public static let main: FlowID = "main"
}

extension TabID {
    public static let catalog: TabID = "catalog"
    public static let cart: TabID = "cart"
    public static let profile: TabID = "profile"
}

extension GuardID {
    /// Signed in, with onboarding done: what every screen of the main flow needs.
    public static let signedIn: GuardID = "signedIn"
}

extension NavigationState where Screen == ShopScreen {
    /// The main flow's tabs at their roots.
    public static var mainTabs: [TabStack<ShopScreen>] {
        [TabStack(.catalog, root: .catalog), TabStack(.cart, root: .cart), TabStack(.profile, root: .profile)]
    }

    /// Switches the root to the main flow's tabs, fading in (Sign in → Main).
    public mutating func showMain(selected: TabID = .catalog) throws {
        try switchRoot(to: .main, tabs: Self.mainTabs, selected: selected, transition: .crossFade)
    }

    /// Switches the root to the main flow in `layout`: its tabs, or the catalog as a sidebar
    /// beside the section it opened (a product, the cart, the profile).
    public mutating func showMain(_ layout: ShopLayout) throws {
        switch layout {
        case .tabs: try showMain()
        case .split: try switchRoot(to: .main, split: SplitStacks(primary: [.catalog]), transition: .crossFade)
        }
    }
}

/// How the Shop's main flow is laid out: three tabs, or the catalog beside the product, cart or
/// profile it opened.
///
/// ```swift
/// let app = ShopApp()
/// app.layout = .split   // catalog | product, cart or profile; one stack on a narrow window
/// app.start()
/// ```
public enum ShopLayout: Hashable, Sendable {
    /// Catalog, Cart and Profile tabs.
    case tabs
    /// The catalog as a split's sidebar, with Cart and Profile above its rows; the product, cart
    /// or profile it opened as the detail. Every link opens, in the detail.
    case split
}
