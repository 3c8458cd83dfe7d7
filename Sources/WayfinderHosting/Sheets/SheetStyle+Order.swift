import Wayfinder

extension SheetStyle {
    /// The detents from smallest to largest, the order UIKit wants them in (Platform Rules 4.1):
    /// by the height each rests at in `container`, medium counted even where it is inactive,
    /// ties kept in the app's order. ``Detent/fitting`` is listed just before ``Detent/large``,
    /// which is never shorter; a valid style combines it with nothing else (``problem``).
    ///
    /// ```swift
    /// SheetStyle(detents: [.large, .height(200), .medium]).detentsSmallestFirst(in: SheetContainer(maximumHeight: 800))
    /// // [.height(200), .medium, .large]
    /// ```
    package func detentsSmallestFirst(in container: SheetContainer) -> [Detent] {
        let regular = SheetContainer(maximumHeight: container.maximumHeight)
        func rank(_ detent: Detent) -> (height: Double, beforeLarge: Bool) {
            switch detent {
            case .fitting: (max(container.maximumHeight, 0), true)
            default: (detent.height(in: regular, content: .unmeasured) ?? 0, false)
            }
        }
        return detents.enumerated()
            .map { (rank: rank($0.element), index: $0.offset, detent: $0.element) }
            .sorted { lhs, rhs in
                if lhs.rank.height != rhs.rank.height { return lhs.rank.height < rhs.rank.height }
                if lhs.rank.beforeLarge != rhs.rank.beforeLarge { return lhs.rank.beforeLarge }
                return lhs.index < rhs.index
            }
            .map(\.detent)
    }
}
