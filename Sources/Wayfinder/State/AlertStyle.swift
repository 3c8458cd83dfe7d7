/// An app-defined design token that tells a host how to draw a custom alert (`"standard"`, `"destructive-card"`).
///
/// An app declares its names as constants, as Foundation's `Notification.Name` reads:
///
/// ```swift
/// extension AlertStyle {
///     static let destructiveCard: AlertStyle = "destructive-card"
/// }
/// ```
public struct AlertStyle: StringIdentifier {
    /// The name, as the app spells it.
    public let rawValue: String

    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The host's default look for custom alerts.
    public static var standard: AlertStyle { "standard" }
}
