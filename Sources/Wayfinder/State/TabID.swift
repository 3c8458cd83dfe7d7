/// The name of a tab of a tabbed root.
///
/// An app declares its names as constants, as Foundation's `Notification.Name` reads:
///
/// ```swift
/// extension TabID {
///     static let catalog: TabID = "catalog"
///     static let cart: TabID = "cart"
/// }
/// ```
public struct TabID: StringIdentifier {
    /// The name, as the app spells it.
    public let rawValue: String

    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
