/// How a sheet looks and behaves: its detents, grabber and whether the user may drag it away.
///
/// ```swift
/// navigator.present(.options, as: .sheet(SheetStyle(detents: [.fitting], grabber: true)))
/// ```
public struct SheetStyle: Hashable, Sendable, Codable {
    /// The heights the sheet can rest at; at least one (Platform Rules 4.1), in any order (hosts
    /// sort them, `detentsSmallestFirst(in:)`). ``Detent/fitting`` may be combined with
    /// ``Detent/large`` only (`SheetStyleProblem.fittingCombined(with:)`).
    public var detents: [Detent]
    /// The detent the sheet rests at; `nil` means the smallest (Platform Rules 4.3).
    /// When set, it must be one of ``detents`` (Platform Rules 6.7).
    public var selectedDetent: Detent?
    /// Whether the sheet shows a grabber (Platform Rules 4.4).
    public var grabber: Bool
    /// Whether the user may drag the sheet down to dismiss it (`isModalInPresentation`, Platform Rules 4.7).
    public var userCanDismiss: Bool

    /// A sheet style; check ``problem`` before showing one built from outside data.
    public init(
        detents: [Detent] = [.large],
        selectedDetent: Detent? = nil,
        grabber: Bool = false,
        userCanDismiss: Bool = true
    ) {
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.grabber = grabber
        self.userCanDismiss = userCanDismiss
    }

    /// A sheet that sizes itself to its content, with a grabber.
    public static var fitting: SheetStyle { SheetStyle(detents: [.fitting], grabber: true) }

    /// The first problem that keeps this style from being shown, if any: the error a change
    /// that shows it is refused with.
    ///
    /// ```swift
    /// SheetStyle(detents: []).problem                  // .sheetWithoutDetents
    /// SheetStyle(detents: [.medium, .fitting]).problem // .fittingCombined(with: .medium)
    /// ```
    public var problem: NavigationError? {
        if detents.isEmpty { return .sheetWithoutDetents }
        if let bad = detents.first(where: { !$0.isValid }) { return .invalidDetent(bad) }
        if Set(detents).count != detents.count { return .duplicateDetents }
        if let selected = selectedDetent, !detents.contains(selected) { return .selectedDetentNotListed(selected) }
        if let other = detentBesideFitting { return .fittingCombined(with: other) }
        return nil
    }
}

extension SheetStyle {
    /// The detent other than ``Detent/large`` that `.fitting` is combined with, if any. The
    /// fitting detent's height is the content's, so its place among medium, fixed and
    /// fractional detents would change with the content while UIKit keeps one order
    /// (Platform Rules 4.1); only `.large` is never shorter.
    var detentBesideFitting: Detent? {
        guard detents.contains(.fitting) else { return nil }
        return detents.first { $0 != .fitting && $0 != .large }
    }
}
