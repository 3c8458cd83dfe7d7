/// The stable identity of one thing on screen: a screen entry, a layer or a root.
///
/// Identities are handed out by a ``NavigationState`` from a counter, never at random, so they
/// are deterministic, survive restoration and read well in test failures (`#12`).
/// The same screen value may appear twice in a stack; its two entries have different identities.
public struct EntryID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The counter value behind this identity.
    public let rawValue: Int

    package init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}
