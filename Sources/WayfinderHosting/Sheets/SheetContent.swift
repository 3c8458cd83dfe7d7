import Wayfinder

/// What a host knows of a sheet's content when it resolves the sheet's detents: the content's
/// measured height, if it was measured yet, and the navigation bar above it.
///
/// UIKit may ask a custom detent for its height before the content reported one (the resolver
/// runs while the sheet is set up, Platform Rules 4.9); ``measuredHeight`` is `nil` then, and
/// the fitting detent rests at a placeholder height instead of at 0 (`Detent.fittingHeight(in:content:)`).
///
/// ```swift
/// let content = SheetContent(measuredHeight: 240, barHeight: 56)
/// Detent.fittingHeight(in: SheetContainer(maximumHeight: 800), content: content)  // 296
/// ```
package struct SheetContent: Hashable, Sendable, Codable {
    /// The content's height at the sheet's width, without the navigation bar; `nil` while the
    /// content has not been measured.
    package var measuredHeight: Double?
    /// The height of the navigation bar above the content (0 when it is hidden): part of the
    /// sheet, so part of what the fitting detent fits.
    package var barHeight: Double

    /// Content measured at `measuredHeight` (or not yet, `nil`) under a bar `barHeight` tall.
    package init(measuredHeight: Double?, barHeight: Double = 0) {
        self.measuredHeight = measuredHeight
        self.barHeight = barHeight
    }

    /// Content that has not been measured yet.
    package static var unmeasured: SheetContent { SheetContent(measuredHeight: nil) }

    /// The height the content needs, bar included; `nil` while it has not been measured.
    /// Negative or non-finite measurements count as 0.
    package var neededHeight: Double? {
        measuredHeight.map { Self.length($0) + Self.length(barHeight) }
    }

    /// `value` when it is a positive finite length, 0 otherwise.
    static func length(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}

extension Detent {
    /// The shortest a fitting sheet rests, in the host's unit (a point, a terminal row): a sheet
    /// never rests at 0, where the user could neither see nor drag it.
    package static let minimumFittingHeight: Double = 1

    /// The height the fitting detent resolves to; never 0.
    ///
    /// - The content measured: its height plus the bar's (`SheetContent.neededHeight`),
    ///   capped by the container's maximum (the content scrolls past it) and at least
    ///   ``minimumFittingHeight``.
    /// - Nothing measured yet: half the container's maximum, where a medium sheet rests, so a
    ///   resolver asked too early opens the sheet at a sensible height instead of near 0, and
    ///   the measured height replaces it when the host invalidates the detents (Platform Rules 4.9).
    ///
    /// ```swift
    /// let container = SheetContainer(maximumHeight: 800)
    /// Detent.fittingHeight(in: container, content: .unmeasured)                                   // 400
    /// Detent.fittingHeight(in: container, content: SheetContent(measuredHeight: 0))               // 1
    /// Detent.fittingHeight(in: container, content: SheetContent(measuredHeight: 900, barHeight: 56)) // 800
    /// ```
    package static func fittingHeight(in container: SheetContainer, content: SheetContent) -> Double {
        let limit = SheetContent.length(container.maximumHeight)
        let height = content.neededHeight.map { min($0, limit) } ?? limit / 2
        return max(height, minimumFittingHeight)
    }
}
