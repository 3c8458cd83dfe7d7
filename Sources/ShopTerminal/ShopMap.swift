import ShopApp
import Wayfinder
import WayfinderMap

extension ShopApp {
    /// The Shop's navigation map (`wayfinder-demo --map`): its screens, the stacks its flows
    /// start with, its links and its guard as the app declares them, and the pushes and
    /// presentations its coordinators make.
    public var map: NavigationMap {
        let flows = [ScreenPath(.splash, ["splash"]), ScreenPath(.signIn, ["signIn"]), ScreenPath(.onboarding, ["onboarding(step)"])]
            + NavigationState<ShopScreen>.mainTabs.map { ScreenPath(.main, tab: $0.id, [$0.root.mapName]) }
        return NavigationMap(
            screens: ShopScreen.mapSamples, named: { $0.mapName }, flows: flows,
            links: links.router.declaredLinks, guards: navigator.guards, transitions: Self.transitions)
    }

    /// What the coordinators push and present, screen by screen.
    static let transitions: [NavigationMap.Transition] = [
        .init(from: "onboarding", to: "onboarding(step)", by: .push),
        .init(from: "catalog", to: "product(id)", by: .push),
        .init(from: "product", to: "options(product)", by: .present),
        .init(from: "cart", to: "product(id)", by: .push),
        .init(from: "cart", to: "promoCode", by: .present),
        .init(from: "cart", to: "address", by: .push),
        .init(from: "address", to: "confirmOrder", by: .push),
        .init(from: "confirmOrder", to: "placingOrder", by: .present),
        .init(from: "confirmOrder", to: "done", by: .push),
        .init(from: "profile", to: "orders", by: .push),
        .init(from: "orders", to: "order(id)", by: .push),
        .init(from: "profile", to: "settings", by: .push),
        .init(from: "settings", to: "terms", by: .present),
    ]
}

/// What `wayfinder-demo --map` prints.
public enum MapFormat: String, CaseIterable, Sendable {
    /// Graphviz DOT.
    case dot
    /// A Mermaid flowchart.
    case mermaid
    /// Markdown tables.
    case markdown
    /// The linter's findings, one a line, or "no problems".
    case lint
}

extension NavigationMap {
    /// The map in `format`, ending with a newline.
    public func text(_ format: MapFormat) -> String {
        switch format {
        case .dot: dot
        case .mermaid: mermaid
        case .markdown: markdown
        case .lint:
            lint().isEmpty ? "no problems\n" : lint().map { "\($0)\n" }.joined()
        }
    }
}

extension ShopDemo {
    /// The Shop's map in `format` (`wayfinder-demo --map`), and how many problems its linter finds.
    public static func map(_ format: MapFormat) -> (text: String, findings: Int) {
        let map = ShopApp().map
        return (map.text(format), map.lint().count)
    }
}
