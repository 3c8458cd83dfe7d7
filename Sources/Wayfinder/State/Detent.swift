/// A height at which a sheet can rest.
///
/// ``fitting`` sizes the sheet to its content, capped by the container; the
/// others match UIKit's system and custom detents (Platform Rules 4.1, 4.2).
///
/// ```swift
/// let options = SheetStyle(detents: [.medium, .large], selectedDetent: .medium, grabber: true)
/// navigator.present(.options(product: 7), as: .sheet(options))
/// Detent.height(320).identifier   // "height:320", UIKit's custom detent identifier
/// Detent.fraction(1.5).isValid     // false: a fraction is at most 1
/// ```
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

extension Detent {
    /// A stable name for the detent, the same in every host and every launch: `medium`, `large`,
    /// `fitting`, `height:300`, `fraction:0.5`. A host gives it to the platform's detent (UIKit's
    /// custom detent identifier) so that the detent the user or the system picks maps back to
    /// this value with ``init(identifier:)``.
    public var identifier: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fitting: "fitting"
        case .height(let points): "height:\(points.formatted)"
        case .fraction(let share): "fraction:\(share.formatted)"
        }
    }

    /// The detent whose ``identifier`` is `identifier`; `nil` for any other text, an invalid
    /// detent included (`height:-1`, `fraction:2`).
    public init?(identifier: String) {
        switch identifier {
        case "medium": self = .medium
        case "large": self = .large
        case "fitting": self = .fitting
        default:
            let parts = identifier.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let value = Double(parts[1]) else { return nil }
            switch parts[0] {
            case "height": self = .height(value)
            case "fraction": self = .fraction(value)
            default: return nil
            }
            guard isValid, self.identifier == identifier else { return nil }
        }
    }
}

extension Double {
    /// `300` rather than `300.0`, `0.5` stays `0.5`.
    var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
