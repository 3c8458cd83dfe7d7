/// The stable identity of one thing on screen: a screen entry, a layer or a root.
///
/// Identities are handed out by a ``NavigationState`` from a counter, never at random, so they
/// are deterministic, survive restoration and read well in test failures (`#12`).
/// The same screen value may appear twice in a stack; its two entries have different identities.
/// It encodes as its number alone.
///
/// ```swift
/// let product = navigator.state.topEntry!.id   // Product(7)'s entry
/// navigator.push(.product(7))                  // the same screen again: another entry
/// navigator.pop(to: product)                   // back to the first Product(7)
/// ```
public struct EntryID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The counter value behind this identity.
    public let rawValue: Int

    /// The highest a value's identity counter (``NavigationState/nextEntryID``) may reach: every
    /// identity is below it, and a change that would need one more is refused with
    /// ``NavigationError/noRoomForIdentities(next:limit:)``.
    ///
    /// 2^53, so every identity is exact wherever restoration data goes (a JSON number read as a
    /// double keeps every whole number up to 2^53), and far past any app: a thousand new screens
    /// a second for 285,000 years. The value also keeps clear of `Int` overflow in any edit.
    public static let counterLimit = EntryID(rawValue: 1 << 53)

    /// The identity with this counter value, to refer to an entry already in a value.
    @inlinable
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    @inlinable
    package init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    @inlinable
    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }

    /// Decodes the number alone; one that does not fit an `Int` is refused where it is.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        rawValue = try DecodingError.located(at: decoder.codingPath, { _ in DecodingError.intOutOfRange }) {
            try container.decode(Int.self)
        }
    }

    /// Encodes the number alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
