#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import Wayfinder

extension View {
    /// Opens the links this scene receives (custom-scheme and universal links, through
    /// `onOpenURL`) with `links`: each as one change of the navigation value, held behind a
    /// failing guard until it is resumed.
    ///
    /// ```swift ios
    /// WayfinderView(shop.host)
    ///     .opensLinks(with: shop.links)
    /// ```
    ///
    /// A push notification's link goes to the same handler:
    /// `links.open(try DeepLink(notificationPayload: payload))`.
    ///
    /// - Parameter opened: Told each link's request: of its change, of its guard's redirect while
    ///   it waits in `links.pending`, or, for a link that cannot be read or matched, one that has
    ///   ended refused with the link's error, having changed nothing.
    public func opensLinks<Screen: Hashable & Sendable, Route: Sendable>(
        with links: DeepLinkHandler<Screen, Route>,
        opened: @escaping @MainActor (NavigationRequest) -> Void = { _ in }
    ) -> some View {
        onOpenURL { url in opened(links.open(url.absoluteString)) }
    }
}
#endif
