import UIKit
import UserNotifications

/// Receives the push notifications the user opens and leaves their links in the inbox the scene
/// opens them from, through the same link handler as every other link.
final class ShopAppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    let notifications = NotificationInbox()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        // Set before launching ends, so the notification that launched the app is delivered here.
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
        return true
    }

    /// The user opened a notification: its link goes to the inbox.
    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        let payload = NotificationInbox.payload(response.notification.request.content.userInfo)
        Task { @MainActor in
            self.notifications.receive(payload)
            completionHandler()
        }
    }

    /// A notification arriving while the app is open shows as a banner; tapping it opens its link.
    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .list])
    }
}
