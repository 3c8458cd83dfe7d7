/// The name of an app flow at the root: splash, sign-in, onboarding, main.
///
/// An app declares its names as constants, as Foundation's `Notification.Name` reads:
///
/// ```swift
/// extension FlowID {
///     static let signIn: FlowID = "signIn"
///     static let main: FlowID = "main"
/// }
/// ```
public struct FlowID: StringIdentifier {
    /// The name, as the app spells it.
    public let rawValue: String

    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
