/// A height at which a sheet can rest.
///
/// ``fitting`` sizes the sheet to its content, capped by the container; the
/// others match UIKit's system and custom detents (PLATFORM-RULES 4.1, 4.2).
public enum Detent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// About half the container's height; inactive in compact height (UIKit's `.medium()`).
    case medium
    /// The full height (UIKit's `.large()`).
    case large
    /// A fixed height in points.
    case height(Double)
    /// A fraction of the container's height, greater than 0 and at most 1.
    case fraction(Double)
    /// The content's own height, capped by the container's maximum; the content scrolls when capped.
    case fitting

    /// Whether the detent's parameters make sense (positive, finite, a fraction within 0...1).
    public var isValid: Bool {
        switch self {
        case .medium, .large, .fitting: true
        case .height(let points): points.isFinite && points > 0
        case .fraction(let share): share.isFinite && share > 0 && share <= 1
        }
    }

    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .height(let points): "height \(points.formatted)"
        case .fraction(let share): "fraction \(share.formatted)"
        case .fitting: "fitting"
        }
    }
}

extension Double {
    /// `300` rather than `300.0`, `0.5` stays `0.5`.
    var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
