/// An app-defined name for what an alert button does (`"remove-item"`); delivered back when tapped.
///
/// An app declares its names as constants, as Foundation's `Notification.Name` reads:
///
/// ```swift
/// extension AlertAction {
///     static let removeItem: AlertAction = "remove-item"
/// }
/// ```
public struct AlertAction: StringIdentifier {
    /// The name, as the app spells it.
    public let rawValue: String

    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// What ``AlertButton/cancel(_:action:)`` reports unless told otherwise.
    public static let cancel: AlertAction = "cancel"
}
