/// What the app's names share (``TabID``, ``FlowID``, ``GuardID``, ``AlertAction``,
/// ``AlertStyle``): a string written as a literal, printed and saved as the string alone. Each
/// kind is a type of its own, so one cannot be passed for another.
package protocol StringIdentifier: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible where RawValue == String
{
    /// The name `rawValue`.
    init(rawValue: String)
}

extension StringIdentifier {
    /// The name written as a string literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The name itself.
    public var description: String { rawValue }
}
