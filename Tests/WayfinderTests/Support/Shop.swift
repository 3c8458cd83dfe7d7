import Wayfinder

/// The sample app's screens, as the tests use them.
enum Shop: Hashable, Sendable, Codable {
    case splash, signIn, onboardingName
    case catalog, product(Int), options
    case cart, address, confirmOrder, done
    case profile, orders, order(Int), settings
    case loading
}

extension FlowID {
    static let splash: FlowID = "splash"
    static let signIn: FlowID = "signIn"
    static let main: FlowID = "main"
}

extension TabID {
    static let catalog: TabID = "catalog"
    static let cart: TabID = "cart"
    static let profile: TabID = "profile"
}

extension NavigationAlert {
    static let removeItem = NavigationAlert(
        title: "Remove item?", buttons: [.cancel(), .destructive("Remove", action: "remove")])
    static let productNote = NavigationAlert(title: "Limited offer", buttons: [AlertButton("OK", action: "ok")])
}

/// The Shop's main flow: three tabs at their roots, `selected` selected.
func mainTabs(selected: TabID = .catalog) -> NavigationState<Shop> {
    try! NavigationState(
        flow: .main,
        tabs: [TabStack(.catalog, root: .catalog), TabStack(.cart, root: .cart), TabStack(.profile, root: .profile)],
        selected: selected)
}

/// Builds a value with edits, failing loudly if an edit is refused (test setup only).
func build(_ start: NavigationState<Shop>, _ edit: (inout NavigationState<Shop>) throws -> Void) -> NavigationState<Shop> {
    var state = start
    do { try edit(&state) } catch { fatalError("test setup refused: \(error)") }
    return state
}

extension HostCapabilities {
    /// A host of one's own that dismisses one layer per transition: the planner's other path.
    static var oneLayerPerDismissal: HostCapabilities {
        HostCapabilities(dismissesLayerChainAtOnce: false, replacesStackAtOnce: true, animatesSameDepthReplacement: false)
    }
}
