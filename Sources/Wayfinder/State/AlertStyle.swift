/// An app-defined design token that tells a host how to draw a custom alert (`"standard"`, `"destructive-card"`).
///
/// An app declares its names as constants, the way Foundation's `Notification.Name` reads:
///
/// ```swift
/// extension AlertStyle {
///     static let destructiveCard: AlertStyle = "destructive-card"
/// }
/// ```
///
/// It encodes as its string alone; names of other kinds (``FlowID``, ``TabID``, ``GuardID``,
/// ``AlertStyle``, ``AlertAction``) are separate types, so one cannot be passed for another.
public struct AlertStyle: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The name, as the app spells it.
    public let rawValue: String

    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The name written as a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The name itself.
    public var description: String { rawValue }

    /// The host's default look for custom alerts.
    public static var standard: AlertStyle { "standard" }

}
