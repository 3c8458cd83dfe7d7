@testable import Wayfinder

/// The Shop's screens, for the corpus.
enum Screen: Hashable, Sendable {
    case splash, signIn, catalog, product(Int), options, cart, address, confirm, done, profile, orders, order(Int), settings, loading
}

/// One row: a start, then what the app issues in one turn: one change (a deep link's or a
/// multi-step command's), or commands as an app writes them.
struct Transition: Sendable {
    let name: String
    let start: NavigationState<Screen>
    let commands: @MainActor @Sendable (Navigator<Screen>) -> Void

    init(name: String, start: NavigationState<Screen>, change: @escaping @Sendable (inout NavigationState<Screen>) throws -> Void) {
        self.name = name
        self.start = start
        commands = { navigator in navigator.update(change) }
    }

    // The commands first, so that the rows' trailing closures are never taken for them.
    private init(commands: @escaping @MainActor @Sendable (Navigator<Screen>) -> Void, name: String, start: NavigationState<Screen>) {
        self.name = name
        self.start = start
        self.commands = commands
    }

    /// A row whose app issues `commands` in one turn.
    static func issuing(
        _ name: String, start: NavigationState<Screen>, _ commands: @escaping @MainActor @Sendable (Navigator<Screen>) -> Void
    ) -> Transition {
        Transition(commands: commands, name: name, start: start)
    }
}

extension TabID {
    static let catalog: TabID = "catalog"
    static let cart: TabID = "cart"
    static let profile: TabID = "profile"
}

extension NavigationAlert {
    static let note = NavigationAlert(title: "Offer", buttons: [AlertButton("OK", action: "ok")])
}

/// Main's three tabs, `selected` selected, then `edit`.
func main(_ selected: TabID = .catalog, _ edit: (inout NavigationState<Screen>) throws -> Void = { _ in }) -> NavigationState<Screen> {
    var state = try! NavigationState<Screen>(
        flow: "main",
        tabs: [TabStack(.catalog, root: .catalog), TabStack(.cart, root: .cart), TabStack(.profile, root: .profile)],
        selected: selected)
    try! edit(&state)
    return state
}

/// A deep link's change: unwind everything, select `tab`, show `screens` there.
func link(_ tab: TabID, _ screens: [Screen]) -> @Sendable (inout NavigationState<Screen>) throws -> Void {
    { state in
        state.dismissAll()
        try state.selectTab(tab)
        try state.replaceStack(with: screens, at: .tab(tab))
    }
}

let corpus: [Transition] = [
    Transition(name: "push one screen", start: main()) { try $0.push(.product(1)) },
    Transition(name: "push three screens", start: main(.cart)) { try $0.push(contentsOf: [.address, .confirm, .done]) },
    Transition(name: "pop to root from depth 5", start: main(.catalog) { try $0.push(contentsOf: (1...4).map { .product($0) }) }) {
        try $0.popToRoot()
    },
    Transition(name: "link: Order(1) → Order(42), same tab", start: main(.profile) { try $0.push(contentsOf: [.orders, .order(1)]) },
               change: link(.profile, [.profile, .orders, .order(42)])),
    Transition(name: "S2: alert on Product(7), link to Order(42)", start: main(.catalog) { state in
        try state.push(.product(7))
        try state.showAlert(.note)
    }, change: link(.profile, [.profile, .orders, .order(42)])),
    Transition(name: "S3: Cart › Address, sheet + alert, link to Product(3)", start: main(.cart) { state in
        try state.push(.address)
        try state.present(.options, as: .sheet(.fitting))
        try state.showAlert(.note)
    }, change: link(.catalog, [.catalog, .product(3)])),
    Transition(name: "dismiss a sheet", start: main { try $0.present(.options, as: .sheet) }) { try $0.dismiss() },
    Transition(name: "dismiss a sheet and its alert", start: main { state in
        try state.present(.options, as: .sheet)
        try state.showAlert(.note)
    }) { $0.dismissAll() },
    Transition(name: "present a sheet", start: main()) { try $0.present(.options, as: .sheet(.fitting)) },
    Transition(name: "present a sheet with a stack of three", start: main()) {
        try $0.present(.cart, path: [.address, .confirm], as: .sheet)
    },
    Transition(name: "present sheet, cover and alert", start: main()) { state in
        try state.present(.options, as: .sheet)
        try state.present(.address, as: .fullScreenCover)
        try state.showAlert(.note)
    },
    Transition(name: "replace a sheet with a cover", start: main { try $0.present(.options, as: .sheet) }) { state in
        try state.dismiss()
        try state.present(.address, as: .fullScreenCover)
    },
    Transition(name: "push, then present a sheet", start: main()) { state in
        try state.push(.product(2))
        try state.present(.options, as: .sheet(.fitting))
    },
    Transition(name: "pop two, then present a sheet", start: main { try $0.push(contentsOf: [.product(1), .product(2)]) }) { state in
        try state.popToRoot()
        try state.present(.options, as: .sheet)
    },
    Transition(name: "switch tab", start: main()) { try $0.selectTab(.profile) },
    Transition(name: "switch tab and rebuild its stack", start: main(), change: link(.profile, [.profile, .orders, .order(5)])),
    Transition(name: "root switch: sign in → main (cross-fade)", start: NavigationState(flow: "signIn", root: .signIn)) { state in
        try state.switchRoot(
            to: "main", tabs: [TabStack(.catalog, root: .catalog), TabStack(.cart, root: .cart), TabStack(.profile, root: .profile)],
            selected: .catalog)
    },
    Transition(name: "root switch with three layers up (sign out)", start: main(.profile) { state in
        try state.push(.settings)
        try state.present(.options, as: .sheet)
        try state.present(.address, as: .fullScreenCover)
        try state.showAlert(.note)
    }) { $0.switchRoot(to: "signIn", root: .signIn, transition: .slideFromLeading) },
    Transition(name: "root switch into tabs with a sheet on arrival", start: NavigationState(flow: "signIn", root: .signIn)) { state in
        try state.switchRoot(
            to: "main", tabs: [TabStack(.catalog, root: .catalog), TabStack(.cart, root: .cart), TabStack(.profile, root: .profile)],
            selected: .catalog)
        try state.present(.options, as: .sheet)
    },
    Transition(name: "the alert's owner is popped", start: main { state in
        try state.push(.product(7))
        try state.showAlert(.note)
    }) { try $0.pop() },
    Transition(name: "a stack edited under a sheet that stays", start: main { state in
        try state.push(contentsOf: [.product(1), .product(2)])
        try state.present(.options, as: .sheet)
    }) { try $0.popToRoot(of: .tab(.catalog)) },
    Transition(name: "nested sheets with an alert in another tab, link to Order(9)", start: main(.cart) { state in
        try state.push(.address)
        try state.present(.options, as: .sheet)
        try state.present(.product(4), as: .sheet(.fitting))
        try state.showAlert(.note)
    }, change: link(.profile, [.profile, .orders, .order(9)])),
    Transition(name: "order placed: overlay goes, Done pushed", start: main(.cart) { state in
        try state.push(contentsOf: [.address, .confirm])
        try state.present(.loading, as: .overlay)
    }) { state in
        state.dismissAll()
        try state.push(.done)
    },
    Transition(name: "loading overlay", start: main(.cart) { try $0.push(contentsOf: [.address, .confirm]) }) {
        try $0.present(.loading, as: .overlay)
    },
    Transition(name: "two sheets: dismiss the top, push in the other", start: main { state in
        try state.present(.options, as: .sheet)
        try state.present(.product(3), as: .sheet)
    }) { state in
        try state.dismiss()
        try state.push(.product(8))
    },
    Transition(name: "pop inside a cover", start: main { try $0.present(.cart, path: [.address, .confirm], as: .fullScreenCover) }) {
        try $0.pop()
    },
    Transition(name: "dismiss to the first of three layers", start: main { state in
        try state.present(.options, as: .sheet)
        try state.present(.product(1), as: .sheet)
        try state.present(.address, as: .fullScreenCover)
    }) { state in try state.dismiss(to: state.layers[0].id) },
    Transition(name: "link from four layers deep to the catalog root", start: main(.cart) { state in
        try state.push(contentsOf: [.product(3), .address])
        try state.present(.options, as: .sheet)
        try state.present(.product(5), as: .sheet)
        try state.present(.address, as: .fullScreenCover)
        try state.showAlert(.note)
    }, change: link(.catalog, [.catalog])),
    Transition(name: "three layers in one tab, a sheet in another", start: main(.catalog) { state in
        try state.present(.options, as: .sheet)
        try state.present(.product(5), as: .sheet)
        try state.showAlert(.note)
    }) { state in
        state.dismissAll()
        try state.selectTab(.cart)
        try state.present(.address, as: .sheet(.fitting))
    },
    Transition(name: "FlowStacks' example: two sheets → two pushes", start: main { state in
        try state.present(.options, as: .sheet)
        try state.present(.product(2), as: .sheet)
    }) { state in
        state.dismissAll()
        try state.push(contentsOf: [.product(8), .product(9)])
    },
    Transition(name: "replace the visible stack, same depth", start: main { try $0.push(contentsOf: [.product(1), .product(2)]) }) {
        try $0.replaceStack(with: [.catalog, .product(5), .product(6)])
    },
    Transition(name: "deep stack of 10 → another of 10 (3 kept)", start: main { try $0.push(contentsOf: (1...9).map { .product($0) }) }) {
        try $0.replaceStack(with: [.catalog, .product(1), .product(2)] + (20...26).map { .product($0) })
    },
    Transition(name: "settings link while a cover is up in cart", start: main(.cart) { state in
        try state.push(.address)
        try state.present(.confirm, as: .fullScreenCover)
    }, change: link(.profile, [.profile, .settings])),
    Transition(name: "cart link from a deep checkout with overlay", start: main(.cart) { state in
        try state.push(contentsOf: [.address, .confirm])
        try state.present(.loading, as: .overlay)
    }, change: link(.cart, [.cart])),
    .issuing("a `for` loop of pushes", start: main()) { navigator in
        for number in 1...3 { navigator.push(.product(number)) }
    },
]
