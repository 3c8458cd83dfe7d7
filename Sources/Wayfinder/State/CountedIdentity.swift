/// What ``EntryID``, ``LayerID`` and ``RootID`` share: an identity numbered by a value's one
/// counter (``NavigationState/nextIdentity``), which hands out every identity of all three kinds,
/// so a number never names two things. Each kind is a type of its own, so one cannot be passed
/// for another; their number, order, description (`#12`) and coding are written once, here.
package protocol CountedIdentity: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    CustomStringConvertible where RawValue == Int
{
    /// The identity with this counter value.
    init(rawValue: Int)
}

extension CountedIdentity {
    /// The identity with this counter value.
    package init(_ rawValue: Int) {
        self.init(rawValue: rawValue)
    }

    /// Whether `lhs` was handed out before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#` and the number: `#12`.
    public var description: String { "#\(rawValue)" }

    /// Decodes the number alone; one that does not fit an `Int` is refused where it is.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(rawValue: try DecodingError.located(at: decoder.codingPath, { _ in DecodingError.intOutOfRange }) {
            try container.decode(Int.self)
        })
    }

    /// Encodes the number alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
