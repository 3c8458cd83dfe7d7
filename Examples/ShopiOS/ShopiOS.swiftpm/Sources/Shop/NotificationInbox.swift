import Observation
import Wayfinder

/// Where the app delegate leaves the link of a push notification the user opened, for the
/// scene to open through its link handler, the same way as every other link. It holds one link:
/// a newer notification replaces one not yet opened.
@MainActor
@Observable
final class NotificationInbox {
    /// The link waiting to be opened.
    private(set) var link: DeepLink?

    /// Keeps the link of a notification's payload (`"link"` or `"url"`, at the top or nested, as
    /// `DeepLink(notificationPayload:)` reads it); a payload without one changes nothing.
    func receive(_ payload: [String: any Sendable]) {
        guard let link = try? DeepLink(notificationPayload: payload) else { return }
        self.link = link
    }

    /// A notification's `userInfo` as the payload `DeepLink(notificationPayload:)` reads: its
    /// string values and nested dictionaries, under string keys (the rest cannot hold a link).
    nonisolated static func payload(_ userInfo: [AnyHashable: Any]) -> [String: any Sendable] {
        var payload: [String: any Sendable] = [:]
        for case (let key as String, let value) in userInfo {
            if let text = value as? String {
                payload[key] = text
            } else if let nested = value as? [AnyHashable: Any] {
                payload[key] = Self.payload(nested)
            }
        }
        return payload
    }

    /// The waiting link, once.
    func take() -> DeepLink? {
        defer { link = nil }
        return link
    }
}
