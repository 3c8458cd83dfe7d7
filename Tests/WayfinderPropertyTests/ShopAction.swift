import ShopApp
import Wayfinder
import WayfinderTesting

/// One thing that can happen to the Shop: a command, a link, a gesture, a session change, time.
///
/// Decoded from a small integer so that the property library's own integer and array shrinkers
/// shrink a failing sequence: fewer actions, and simpler ones (toward code 0).
enum ShopAction: CustomStringConvertible {
    case push(ShopScreen), pop, popToRoot, selectTab(TabID), present(ShopScreen, PresentationStyle), showAlert
    case dismiss, dismissAll, link(String), swipe(cancelled: Bool), drag(cancelled: Bool), tapAlert(Int), tapTab(TabID)
    case wait(milliseconds: Int), signIn, signOut, event(ShopEvent), navigate, unwind, settle
    /// Back across layers, and a removal from the middle of the visible path.
    case back(Int), removeUnderTop(Int)
    /// The app's own code presents a share sheet on top of everything, or dismisses the one it
    /// presented: a presentation Wayfinder did not make (Platform Rules 9.8).
    case shareSheet
    /// UIKit turns unkind, or kind again: completions arrive 12 s late (after the host's 10 s
    /// watchdog) and gesture ends are never reported (Platform Rules 9.10, 9.11).
    case unkindUIKit(Bool)

    static let screens: [ShopScreen] = [.product(1), .product(7), .address, .orders, .order(3), .settings, .confirmOrder, .signIn]
    static let tabs: [TabID] = [.catalog, .cart, .profile]
    static let links = [
        "shop://product/3", "shop://orders/42", "shop://settings", "shop://cart", "shop://cart/checkout",
        "https://shop.example/orders/9", "shop://orders/x", "shop://nowhere", "ftp://cart",
    ]
    static let events: [ShopEvent] = [.openProduct(5), .showOffer, .showOptions(product: 7), .buy, .openOrders, .signOut, .back, .close]
    static let styles: [PresentationStyle] = [.sheet(.fitting), .fullScreenCover, .overlay, .sheet(SheetStyle(detents: [.medium, .large]))]

    /// How many kinds of action a code chooses from (`code % choiceCount`).
    static let choiceCount = 24

    init(code: Int) {
        let choice = code % Self.choiceCount
        let value = code / Self.choiceCount
        func pick<T>(_ items: [T]) -> T { items[value % items.count] }
        switch choice {
        case 0: self = .settle
        case 1: self = .push(pick(Self.screens))
        case 2: self = .pop
        case 3: self = .popToRoot
        case 4: self = .selectTab(pick(Self.tabs))
        case 5: self = .present(pick(Self.screens), Self.styles[value % Self.styles.count])
        case 6: self = .showAlert
        case 7: self = .dismiss
        case 8: self = .dismissAll
        case 9: self = .link(pick(Self.links))
        case 10: self = .swipe(cancelled: value % 3 == 0)
        case 11: self = .drag(cancelled: value % 3 == 0)
        case 12: self = .tapAlert(value % 2)
        case 13: self = .tapTab(pick(Self.tabs))
        case 14: self = .wait(milliseconds: value % 500)
        case 15: self = .signIn
        case 16: self = .signOut
        case 17: self = .event(pick(Self.events))
        case 18: self = .navigate
        case 19: self = .unwind
        case 20: self = .shareSheet
        case 21: self = .unkindUIKit(value % 2 == 0)
        case 22: self = .back(1 + value % 4)
        default: self = .removeUnderTop(1 + value % 3)
        }
    }

    var description: String {
        switch self {
        case .settle: "settle"
        case .push(let screen): "push \(screen)"
        case .pop: "pop"
        case .popToRoot: "pop to root"
        case .selectTab(let tab): "select \(tab)"
        case .present(let screen, let style): "present \(screen) as \(style)"
        case .showAlert: "show alert"
        case .dismiss: "dismiss"
        case .dismissAll: "dismiss all"
        case .link(let text): "link \(text)"
        case .swipe(let cancelled): cancelled ? "swipe back, cancelled" : "swipe back"
        case .drag(let cancelled): cancelled ? "drag sheet, cancelled" : "drag sheet"
        case .tapAlert(let index): "tap alert button \(index)"
        case .tapTab(let tab): "tap tab \(tab)"
        case .wait(let milliseconds): "wait \(milliseconds) ms"
        case .signIn: "sign in"
        case .signOut: "sign out"
        case .event(let event): "event \(event)"
        case .navigate: "navigate to Sign in"
        case .unwind: "unwind to Profile › Orders"
        case .shareSheet: "share sheet (the app's own)"
        case .unkindUIKit(let on): on ? "UIKit late and forgetful" : "UIKit kind again"
        case .back(let count): "back \(count)"
        case .removeUnderTop(let depth): "remove the entry \(depth) under the top"
        }
    }

    /// Performs the action; returns the request when it gave a command.
    @MainActor
    func perform(on app: ShopApp, host: SimulatedHost<ShopScreen>) -> NavigationRequest? {
        let navigator = app.navigator
        switch self {
        case .settle: host.settle()
        case .push(let screen): return navigator.push(screen)
        case .pop: return navigator.pop()
        case .popToRoot: return navigator.popToRoot()
        case .selectTab(let tab): return navigator.selectTab(tab)
        case .present(let screen, let style): return navigator.present(screen, as: style)
        case .showAlert: return navigator.showAlert(.removeItem)
        case .dismiss: return navigator.dismiss()
        case .dismissAll: return navigator.dismissAll()
        case .link(let text):
            // The link's request, or its redirect's while it waits; refused at once for a link
            // that cannot be read or matched (nothing changed).
            return app.open(text)
        case .swipe(let cancelled): host.swipeBack(cancelled: cancelled)
        case .drag(let cancelled): host.dragSheetDown(cancelled: cancelled)
        case .tapAlert(let index): host.tapAlertButton(index)
        case .tapTab(let tab): host.tapTab(tab)
        case .wait(let milliseconds): host.advance(by: .milliseconds(milliseconds))
        case .signIn:
            app.session.finishOnboarding()
            return app.signIn(as: "Ada")
        case .signOut: return app.signOut()
        case .event(let event):
            if let top = navigator.state.topEntry { app.send(event, from: top.id) }
        case .navigate:
            return navigator.navigate(to: NavigationState(flow: .signIn, root: .signIn))
        case .shareSheet:
            Self.toggleShareSheet(on: host)
        case .unkindUIKit(let on):
            host.window.completionLateness = on ? .seconds(12) : nil
            host.window.losesGestureEnds = on
        case .back(let count): return navigator.back(count)
        case .removeUnderTop(let depth):
            let path = navigator.state.visiblePath
            guard path.count > depth else { return nil }
            return navigator.remove(path[path.count - 1 - depth].id)
        case .unwind:
            return navigator.update { state in
                state.dismissAll()
                if state.root.tabSet != nil {
                    try state.selectTab(.profile)
                    try state.replaceStack(with: [.profile, .orders], at: .tab(.profile))
                }
            }
        }
        return nil
    }
}

extension ShopAction {
    /// The share sheet the app's own code presented, if it is up: a controller Wayfinder did not
    /// make (no layer kind).
    @MainActor
    static func shareSheet(on host: SimulatedHost<ShopScreen>) -> SimulatedController? {
        host.container.chain.dropFirst().first { $0.layerKind == nil }
    }

    /// Presents the app's share sheet on top of the chain, or dismisses it when it is up, as an
    /// app would: only while no transition runs, as UIKit requires of any caller (1.5).
    @MainActor
    static func toggleShareSheet(on host: SimulatedHost<ShopScreen>) {
        guard !host.window.isTransitionRunning else { return }
        if let sheet = shareSheet(on: host) {
            sheet.presenter?.dismissPresented(animated: true) {}
        } else {
            let sheet = host.driver.makeStack(at: .layer(LayerID(1_000_000)), showing: [])
            host.container.topmostPresented.present(sheet, animated: true) {}
        }
    }

    /// Dismisses the app's share sheet if it is up, and settles: before the promises are checked.
    @MainActor
    static func closeShareSheet(on host: SimulatedHost<ShopScreen>) {
        host.settle(limit: 20_000)
        if let sheet = shareSheet(on: host) {
            sheet.presenter?.dismissPresented(animated: false) {}
        }
    }
}
