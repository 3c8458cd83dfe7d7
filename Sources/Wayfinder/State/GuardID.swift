/// The name of a condition that guards screens and links (`"signedIn"`).
///
/// An app declares its names as constants, as Foundation's `Notification.Name` reads:
///
/// ```swift
/// extension GuardID {
///     static let signedIn: GuardID = "signedIn"
/// }
/// ```
public struct GuardID: StringIdentifier {
    /// The name, as the app spells it.
    public let rawValue: String

    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
