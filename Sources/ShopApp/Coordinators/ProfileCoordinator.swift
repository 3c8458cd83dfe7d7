import Wayfinder

/// The Profile tab (or, in the split layout, the detail beside the catalog): orders, settings,
/// and signing out.
@MainActor
public final class ProfileCoordinator: TabCoordinator {
    public enum Route: Hashable, Sendable {
        case order(Int)
        case settings
    }

    public static let tab = TabID.profile
    private let navigator: Navigator<ShopScreen>

    init(navigator: Navigator<ShopScreen>) {
        self.navigator = navigator
    }

    public static func open(_ route: Route, in state: inout NavigationState<ShopScreen>) throws {
        switch route {
        case .order(let id): try show([.profile, .orders, .order(id)], in: &state)
        case .settings: try show([.profile, .settings], in: &state)
        }
    }

    public func handle(_ event: ShopEvent, from entry: EntryID) -> Bool {
        let stack = Self.stack(in: navigator.state)
        switch event {
        case .openOrders: navigator.push(.orders, onto: stack)
        case .openOrder(let id): navigator.push(.order(id), onto: stack)
        case .openSettings: navigator.push(.settings, onto: stack)
        case .openTerms: navigator.present(.terms, as: .fullScreenCover, transition: .slideFromBottom)
        case .signOut: navigator.showAlert(.signOut)
        default: return false
        }
        return true
    }
}
