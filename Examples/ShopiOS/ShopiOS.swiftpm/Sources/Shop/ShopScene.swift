import SwiftUI
import Wayfinder
import WayfinderSwiftUI

/// A window of the Shop: its navigation restored from scene storage and kept there after every
/// change, links from `onOpenURL`, push notifications' links from ``NotificationInbox``, and the
/// session saved as it changes.
struct ShopScene: View {
    /// The inbox the app delegate fills with notifications' links.
    let notifications: NotificationInbox
    /// The navigation as it was when the system last saved this scene.
    @SceneStorage("navigation") private var savedNavigation: Data?
    /// Made once, when the scene first appears: scene storage is readable from then on, and the
    /// navigator has to start with the restored value (restored entries keep their identities).
    @State private var shop: Shop? = nil
    /// A link that arrived before the Shop was made (the one that launched the app).
    @State private var launchLink: DeepLink? = nil

    var body: some View {
        ZStack {
            if let shop {
                WayfinderView(shop.host)
                    .savesNavigation(of: shop.app.navigator, to: $savedNavigation)
                    .onChange(of: notifications.link) {
                        // A link the router cannot match changes nothing.
                        if let link = notifications.take() { shop.app.links.open(link) }
                    }
                    .onChange(of: SavedSession(shop.app.session)) { _, session in session.save() }
            } else {
                ProgressView()
                    .onAppear {
                        shop = Shop(
                            restoring: savedNavigation, session: SavedSession.load(),
                            opening: notifications.take() ?? launchLink)
                    }
            }
        }
        // Outside the branches, so that the link that launches the app is kept until the Shop
        // exists. (A scene whose link handler exists from its start needs only
        // `.opensLinks(with:)`; this one makes its Shop when it first appears.)
        .onOpenURL { url in
            if let shop {
                shop.app.open(url.absoluteString)  // a link that cannot be read changes nothing
            } else {
                launchLink = try? DeepLink(url)
            }
        }
    }
}
