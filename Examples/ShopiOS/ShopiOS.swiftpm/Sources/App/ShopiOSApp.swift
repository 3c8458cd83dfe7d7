import SwiftUI
import UIKit

/// The Shop on an iPhone: a SwiftUI app whose navigation is Wayfinder's UIKit host, embedded in
/// each window by `ShopScene`.
@main
struct ShopiOSApp: App {
    @UIApplicationDelegateAdaptor(ShopAppDelegate.self) private var delegate

    var body: some Scene {
        WindowGroup {
            ShopScene(notifications: delegate.notifications)
        }
    }
}
