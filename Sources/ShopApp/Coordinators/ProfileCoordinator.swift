import Wayfinder

/// The Profile tab: orders, settings, and signing out.
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
        case .order(let id): try state.replaceStack(with: [.profile, .orders, .order(id)], at: .tab(Self.tab))
        case .settings: try state.replaceStack(with: [.profile, .settings], at: .tab(Self.tab))
        }
    }

    public func handle(_ event: ShopEvent, from entry: EntryID) -> Bool {
        let stack = StackLocation.tab(Self.tab)
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
