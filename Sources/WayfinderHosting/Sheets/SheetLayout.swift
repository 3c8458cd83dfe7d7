import Wayfinder

/// The space a sheet is laid out in, as a host measures it.
package struct SheetContainer: Hashable, Sendable, Codable {
    /// The tallest a sheet may be: the container's height within its safe area, which UIKit
    /// passes to detent resolvers as `maximumDetentValue` (Platform Rules 4.2).
    package var maximumHeight: Double
    /// Whether the container is compact in height (an iPhone in landscape), where the medium
    /// detent is inactive (Platform Rules 4.1).
    package var isCompactHeight: Bool

    /// A container whose sheets may be `maximumHeight` tall.
    package init(maximumHeight: Double, isCompactHeight: Bool = false) {
        self.maximumHeight = maximumHeight
        self.isCompactHeight = isCompactHeight
    }
}

/// Where a sheet rests and whether its content scrolls: the one sizing rule every host uses.
///
/// ```swift
/// #expect(testbed.host.sheetLayout(of: sheet) == SheetLayout(height: 296, scrolls: false))
/// ```
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
    /// The fitting detent is the content's height capped by the container's maximum, never 0
    /// (`fittingHeight(in:content:)`); every height is capped by the maximum, as UIKit keeps
    /// custom detents within the safe area.
    ///
    /// - Parameters:
    ///   - container: The space the sheet is laid out in.
    ///   - content: What the host measured of the content (for SwiftUI content,
    ///     `UIHostingController.sizeThatFits(in:)`; Platform Rules 4.8), bar included.
    package func height(in container: SheetContainer, content: SheetContent) -> Double? {
        let limit = max(container.maximumHeight, 0)
        switch self {
        case .medium: return container.isCompactHeight ? nil : limit / 2
        case .large: return limit
        case .height(let points): return min(points, limit)
        case .fraction(let share): return limit * share
        case .fitting: return Self.fittingHeight(in: container, content: content)
        }
    }

    /// The height this detent rests at for content measured `contentHeight` tall, with no bar
    /// (`height(in:content:)`).
    package func height(in container: SheetContainer, contentHeight: Double) -> Double? {
        height(in: container, content: SheetContent(measuredHeight: contentHeight))
    }
}

extension SheetStyle {
    /// Where the sheet rests: at its selected detent, or at its smallest active one when none is
    /// selected (Platform Rules 4.3); at full height if no detent is active. The content scrolls
    /// when it needs more than that (bar included); content not measured yet does not scroll.
    ///
    /// ```swift
    /// SheetStyle.fitting.layout(in: SheetContainer(maximumHeight: 800), content: SheetContent(measuredHeight: 1200))
    /// // SheetLayout(height: 800, scrolls: true)
    /// ```
    package func layout(in container: SheetContainer, content: SheetContent) -> SheetLayout {
        let heights = detents.compactMap { $0.height(in: container, content: content) }
        let selected = selectedDetent.flatMap { $0.height(in: container, content: content) }
        let height = selected ?? heights.min() ?? max(container.maximumHeight, 0)
        return SheetLayout(height: height, scrolls: (content.neededHeight ?? 0) > height)
    }

    /// Where the sheet rests for content measured `contentHeight` tall, with no bar
    /// (``layout(in:content:)``).
    ///
    /// ```swift
    /// SheetStyle.fitting.layout(in: SheetContainer(maximumHeight: 800), contentHeight: 1200)
    /// // SheetLayout(height: 800, scrolls: true)
    /// ```
    package func layout(in container: SheetContainer, contentHeight: Double) -> SheetLayout {
        layout(in: container, content: SheetContent(measuredHeight: contentHeight))
    }
}
