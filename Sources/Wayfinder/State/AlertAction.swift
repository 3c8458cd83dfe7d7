/// An app-defined name for what an alert button does (`"remove-item"`); delivered back when tapped.
///
/// An app declares its names as constants, the way Foundation's `Notification.Name` reads:
///
/// ```swift
/// extension AlertAction {
///     static let removeItem: AlertAction = "remove-item"
/// }
/// ```
///
/// It encodes as its string alone; names of other kinds (``FlowID``, ``TabID``, ``GuardID``,
/// ``AlertStyle``, ``AlertAction``) are separate types, so one cannot be passed for another.
public struct AlertAction: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
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
}
