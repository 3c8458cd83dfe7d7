import UIKit
import Wayfinder
import WayfinderRecording
import WayfinderSwiftUI
import WayfinderUIKit

/// One scene's Shop: the app's logic (`ShopApp`: navigator, session, links, coordinators,
/// screen models) and the UIKit host that shows it, SwiftUI screens inside.
///
/// Who owns whom: the scene's ``ShopScene`` keeps this in `@State`; this owns the app and the
/// host and the recorder; the navigator holds the host weakly and the recorder's hook; the host's
/// factories hold the app and the recorder. SwiftUI may make
/// `WayfinderView` again at any time: it only shows `host`.
@MainActor
final class Shop {
    let app: ShopApp
    let host: UIKitHost<ShopScreen>
    /// The session so far, which a tester shares from Settings to turn what they saw into a
    /// test: on in debug builds, off in release builds (the recorder's default), the newest
    /// 2,000 events.
    let recorder = SessionRecorder<ShopScreen>(capacity: 2_000)

    /// The Shop for a scene, at the navigation saved for it (if it can be read) and with the saved
    /// session. It leaves the splash screen (or checks the guards again for restored screens),
    /// opening `launchLink` (the link or notification that launched the app) on the way.
    init(
        restoring saved: Data?, session: Session, opening launchLink: DeepLink? = nil,
        orders: any OrderService = DelayedOrderService()
    ) {
        // Bad or stale data gives a typed error and restores nothing: the app starts at the splash.
        let restored = saved.flatMap { try? NavigationState<ShopScreen>.restored(from: $0) }
        // The catalog's screen is a UIKit list that records its own place (one writer per anchor);
        // the products viewed come back from the last launch, as the carousel's anchor names them.
        let app = ShopApp(
            session: session, cart: CartStore(orders: Self.earlierOrders), orders: orders,
            recentlyViewed: RecentlyViewed(products: SavedRecentlyViewed.load()), restored: restored,
            listScreensKeepTheirPlace: true)
        app.layout = UIDevice.current.userInterfaceIdiom == .pad ? .split : .tabs  // iPad: the catalog beside what it opened
        self.app = app
        host = UIKitHost<ShopScreen>(
            screen: { [recorder] entry in ShopScreenView(entry: entry, app: app, recorder: recorder) },
            title: { entry in entry.screen.title(in: app) },
            alert: { alert, answer in ShopAlertView(alert: alert, answer: answer) },
            tabItem: ShopTabs.item(for:))
        app.recentlyViewed.observe(by: self) { [weak app] _ in
            if let app { SavedRecentlyViewed.save(app.recentlyViewed.products) }
        }
        app.navigator.attach(host)
        recorder.start(following: app.navigator)
        // A launch link the router cannot match changes nothing: the Shop starts as without one.
        if let launchLink { app.start(opening: launchLink.description) } else { app.start() }
    }

    /// The order the sample notification (`payload.apns`) and `shop://orders/42` open.
    static let earlierOrders = [Order(id: 42, items: [7, 3], status: .delivered)]
}
