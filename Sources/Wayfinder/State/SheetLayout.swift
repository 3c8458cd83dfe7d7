/// The space a sheet is laid out in, as a host measures it.
public struct SheetContainer: Hashable, Sendable, Codable {
    /// The tallest a sheet may be: the container's height within its safe area, which UIKit
    /// passes to detent resolvers as `maximumDetentValue` (Platform Rules 4.2).
    public var maximumHeight: Double
    /// Whether the container is compact in height (an iPhone in landscape), where the medium
    /// detent is inactive (Platform Rules 4.1).
    public var isCompactHeight: Bool

    /// A container whose sheets may be `maximumHeight` tall.
    public init(maximumHeight: Double, isCompactHeight: Bool = false) {
        self.maximumHeight = maximumHeight
        self.isCompactHeight = isCompactHeight
    }
}

/// Where a sheet rests and whether its content scrolls: the one sizing rule every host uses.
public struct SheetLayout: Hashable, Sendable, Codable {
    /// The sheet's height.
    public var height: Double
    /// Whether the content is taller than the sheet, and so scrolls.
    public var scrolls: Bool

    /// A sheet `height` tall whose content scrolls or not.
    public init(height: Double, scrolls: Bool) {
        self.height = height
        self.scrolls = scrolls
    }
}

extension Detent {
    /// The height this detent rests at, or `nil` where it is inactive (medium in compact height).
    ///
    /// The fitting detent is the content's height capped by the container's maximum; every
    /// height is capped by the maximum, as UIKit keeps custom detents within the safe area.
    ///
    /// - Parameters:
    ///   - container: The space the sheet is laid out in.
    ///   - contentHeight: The content's ideal height, as the host measures it (for SwiftUI
    ///     content, `UIHostingController.sizeThatFits(in:)`; Platform Rules 4.8).
    public func height(in container: SheetContainer, contentHeight: Double) -> Double? {
        let limit = max(container.maximumHeight, 0)
        switch self {
        case .medium: return container.isCompactHeight ? nil : limit / 2
        case .large: return limit
        case .height(let points): return min(points, limit)
        case .fraction(let share): return limit * share
        case .fitting: return min(max(contentHeight, 0), limit)
        }
    }
}

extension SheetStyle {
    /// Where the sheet rests: at its selected detent, or at its smallest active one when none is
    /// selected (Platform Rules 4.3); at full height if no detent is active. The content scrolls
    /// when it is taller than that.
    ///
    /// ```swift
    /// SheetStyle.fitting.layout(in: SheetContainer(maximumHeight: 800), contentHeight: 1200)
    /// // SheetLayout(height: 800, scrolls: true)
    /// ```
    public func layout(in container: SheetContainer, contentHeight: Double) -> SheetLayout {
        let heights = detents.compactMap { $0.height(in: container, contentHeight: contentHeight) }
        let selected = selectedDetent.flatMap { $0.height(in: container, contentHeight: contentHeight) }
        let height = selected ?? heights.min() ?? max(container.maximumHeight, 0)
        return SheetLayout(height: height, scrolls: contentHeight > height)
    }
}
