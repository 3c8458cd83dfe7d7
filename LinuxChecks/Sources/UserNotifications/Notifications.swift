// Signature stub of UserNotifications for Linux type-checking. See LinuxChecks/README.md.
// The notification center, its delegate and what a delivered notification carries: only what
// the iOS example's app delegate and the iOS quick starts use. Same rules as the UIKit stub.
@_exported import Foundation

// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter · iOS 10.0
// Page: `class UNUserNotificationCenter` (not main-actor isolated); superclass NSObject (headers).
open class UNUserNotificationCenter: NSObject {
    // https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current() · iOS 10.0
    // Page: `class func current() -> UNUserNotificationCenter`.
    open class func current() -> UNUserNotificationCenter { fatalError("stub") }

    // https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate · iOS 10.0
    // Page: `weak var delegate: (any UNUserNotificationCenterDelegate)? { get set }`; to be set
    // before the app finishes launching.
    open weak var delegate: (any UNUserNotificationCenterDelegate)? { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/requestauthorization(options:completionhandler:) · iOS 10.0
    // Page: `func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler:
    // @escaping @Sendable (Bool, (any Error)?) -> Void)`.
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        fatalError("stub")
    }
}

// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate · iOS 10.0
// Page: `protocol UNUserNotificationCenterDelegate : NSObjectProtocol` (not main-actor isolated:
// a main-actor conformer implements these `nonisolated`). Both requirements are optional on iOS.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:) · iOS 10.0
    // Page: `optional func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive
    // response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void)`.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void)

    // https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:) · iOS 10.0
    // Page: `optional func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent
    // notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable
    // (UNNotificationPresentationOptions) -> Void)`.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
}

// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions · iOS 10.0
// UNVERIFIED: the pages were not retrieved; `struct UNAuthorizationOptions`, an OptionSet with a
// `UInt` raw value and Sendable as the SDK imports every NS_OPTIONS type, alert = 1 << 2 and
// sound = 1 << 1 (the values of UNAuthorizationOptionAlert and UNAuthorizationOptionSound).
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/alert · iOS 10.0
    public static var alert: UNAuthorizationOptions { fatalError("stub") }

    // https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/sound · iOS 10.0
    public static var sound: UNAuthorizationOptions { fatalError("stub") }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions · iOS 10.0
// Page: `struct UNNotificationPresentationOptions`; OptionSet with a `UInt` raw value and Sendable
// as the SDK imports every NS_OPTIONS type (the page does not list conformances).
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/banner · iOS 14.0
    // Page: `static var banner: UNNotificationPresentationOptions { get }`.
    public static var banner: UNNotificationPresentationOptions { fatalError("stub") }

    // https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/list · iOS 14.0
    // Page: `static var list: UNNotificationPresentationOptions { get }`.
    public static var list: UNNotificationPresentationOptions { fatalError("stub") }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationresponse · iOS 10.0
// UNVERIFIED: the class page was not retrieved; `class UNNotificationResponse : NSObject` per the headers.
open class UNNotificationResponse: NSObject {
    // https://developer.apple.com/documentation/usernotifications/unnotificationresponse/notification · iOS 10.0
    // Page: `@NSCopying var notification: UNNotification { get }` (`@NSCopying` needs a stored
    // property; it changes nothing for a reader).
    open var notification: UNNotification { fatalError("stub") }
}

// https://developer.apple.com/documentation/usernotifications/unnotification · iOS 10.0
// UNVERIFIED: the class page was not retrieved; `class UNNotification : NSObject` per the headers.
open class UNNotification: NSObject {
    // https://developer.apple.com/documentation/usernotifications/unnotification/request · iOS 10.0
    // Page: `@NSCopying var request: UNNotificationRequest { get }`.
    open var request: UNNotificationRequest { fatalError("stub") }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationrequest · iOS 10.0
// Page: `class UNNotificationRequest`; superclass NSObject (headers).
open class UNNotificationRequest: NSObject {
    // https://developer.apple.com/documentation/usernotifications/unnotificationrequest/content · iOS 10.0
    // Page: `@NSCopying var content: UNNotificationContent { get }`.
    open var content: UNNotificationContent { fatalError("stub") }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationcontent · iOS 10.0
// Page: `class UNNotificationContent`; superclass NSObject (headers).
open class UNNotificationContent: NSObject {
    // https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo · iOS 10.0
    // Page: `var userInfo: [AnyHashable : Any] { get }`: for a remote notification, its whole payload.
    open var userInfo: [AnyHashable: Any] { fatalError("stub") }
}
