// The app around the DocC articles' code blocks: every name a block uses without declaring it.
// .ci/check-doc-snippets compiles this module, then each article as a module that imports it; a
// name an article declares itself hides the one here, and one declared here hides the sample
// Shop's (re-exported: the articles quote it). Declared as an app would, on the public API;
// nothing here runs. Add a name when a new block needs one; keep it what the articles say
// (GettingStarted's `Screen`, its tabs and flows).
@_exported import ShopApp
import Foundation
import SwiftUI
import UIKit
import Wayfinder
import WayfinderSwiftUI
import WayfinderTesting
import WayfinderUIKit

// MARK: The app's screens and links (GettingStarted, DeepLinksAndGuards)

public enum Screen: Hashable, Sendable, Codable {
    case signIn
    case catalog, product(Int), options
    case cart, address, confirmOrder, placingOrder, receipt
    case profile, orders, order(Int), settings
}

// The tab, flow and guard names (`.catalog`, `.main`, `.signedIn`) are the Shop's.

@MainActor public let mainTabs = [
    TabStack<Screen>(.catalog, root: .catalog), TabStack(.cart, root: .cart), TabStack(.profile, root: .profile),
]

// MARK: What the app holds

@MainActor public let navigator = Navigator(try! NavigationState<Screen>(flow: .main, tabs: mainTabs, selected: .catalog))
@MainActor public var state = try! NavigationState<Screen>(flow: .main, tabs: mainTabs, selected: .catalog)
@MainActor public let testbed = NavigationTestbed(try! NavigationState<Screen>(flow: .main, tabs: mainTabs, selected: .catalog))
@MainActor public let host = UIKitHost<Screen>(screen: { entry in UIHostingController(rootView: ScreenView(screen: entry.screen)) })
@MainActor public let router = ShopRoute.router()
@MainActor public let links = DeepLinkHandler(navigator: navigator, router: router) { _, _ in }
/// An entry on screen, its list, and a layer.
@MainActor public let entry = navigator.state.topEntry!
@MainActor public let sheetID = LayerID(rawValue: 1)
@MainActor public let sheet = LayerID(rawValue: 1)
/// A value the app wants, to plan toward.
@MainActor public let wanted = navigator.state

@MainActor public let session = Session()

// MARK: The app's own types

public let catalog = Catalog()

@MainActor public final class ProductModel {
    public init(id: Int, catalog: Catalog) {}
}

/// A child coordinator (CoordinatorsAndScreenModels declares it; TestingYourNavigation tests it).
@MainActor
public final class ProfileCoordinator {
    public enum Route { case orders, order(Int), settings }

    public static func open(_ route: Route, in state: inout NavigationState<Screen>) throws(NavigationError) {
        switch route {
        case .orders: try state.replaceStack(with: [.profile, .orders], at: .tab(.profile))
        case .order(let id): try state.replaceStack(with: [.profile, .orders, .order(id)], at: .tab(.profile))
        case .settings: try state.replaceStack(with: [.profile, .settings], at: .tab(.profile))
        }
    }
}

// MARK: A list screen (Lists): its sections, rows, paging and cells

public enum Shelf: Hashable, Sendable { case recent, products }

public struct Row: Hashable, Sendable, LosslessStringConvertible {
    public let id: Int
    public init?(_ description: String) { guard let id = Int(description) else { return nil }; self.id = id }
    public var description: String { "\(id)" }
}

public struct ProductPage: Sendable {
    public let items: [Product]
    public let next: String?
}

public struct ProductsServer: Sendable {
    public func products(after cursor: String) async throws -> ProductPage { ProductPage(items: [], next: nil) }
}

@MainActor public let server = ProductsServer()
@MainActor public var products: [Product] = []
@MainActor public var older = ListPaging(first: "page-1")
@MainActor public let distanceToEnd = 0.0
@MainActor public let viewportHeight = 800.0
@MainActor public let snapshot = NSDiffableDataSourceSnapshot<Shelf, Row>()
@MainActor public let cells = UICollectionView.CellRegistration<UICollectionViewCell, Row> { _, _, _ in }
@MainActor public func carousel() -> NSCollectionLayoutSection { fatalError("a layout of the app's") }
@MainActor public func rows() -> NSCollectionLayoutSection { fatalError("a layout of the app's") }
@MainActor public func loadOlder() {}

/// Where a screen's taps go.
@MainActor public struct ScreenEvents {
    public func send(_ event: ShopEvent) {}
}
@MainActor public let events = ScreenEvents()

@MainActor public final class CatalogFeed {
    public init(app: ShopApp, events: ScreenEvents) {}
    public func makeList(for entry: EntryID) -> AnchoredListController<Shelf, Row> { fatalError("the app's") }
}

public struct ProductRow: View {
    public init(product: Product) {}
    public var body: some View { EmptyView() }
}

/// Analytics and logging.
public func record<Value>(_ value: Value) {}
public func log<Value>(_ value: Value) {}

public struct ScreenView<Shown: Hashable & Sendable>: View {
    public init(screen: Shown) {}
    public init(entry: Entry<Shown>) {}
    public var body: some View { EmptyView() }
}

public struct AlertCard: View {
    public init(alert: NavigationAlert, answer: AlertAnswer) {}
    public var body: some View { EmptyView() }
}

// MARK: What iOS allows that the stubs cannot say

// A scene delegate's requirements are optional on iOS; the UIKit stub declares them required
// (Swift without Objective-C has no `optional`, LinuxChecks/README.md), so the articles'
// delegates, which implement only what they use, get these empty ones.
extension UISceneDelegate {
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}
