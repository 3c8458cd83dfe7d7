#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The content of a sheet that sizes itself (`.sheet(.fitting)`): measured at the sheet's width
/// as it lays out, so the sheet is as tall as the content, up to the sheet's limit, past which
/// the content scrolls.
///
/// ```swift ios
/// FittingContent {
///     VStack(alignment: .leading) {
///         ForEach(product.optionLines, id: \.self) { Text($0) }
///     }
/// }
/// ```
///
/// The height is measured inside the scroll view, so wrapping text is measured at the width it
/// wraps to; it reaches the sheet through the screen's hosting controller, whose stack asks the
/// fitting detent for its height again (`invalidateDetents()`), and the core's sizing rule caps
/// it. Outside a Wayfinder screen it only scrolls.
public struct FittingContent<Content: View>: View {
    @Environment(\.sheetSizing) private var sizing
    private let content: Content

    /// Content that sizes its sheet.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let sizing = sizing
        ScrollView {
            content.onGeometryChange(for: CGFloat.self) { proxy in
                proxy.size.height
            } action: { height in
                sizing?.fit(contentHeight: height)
            }
        }
        // Content that fits does not bounce, so a short sheet feels fixed.
        .scrollBounceBehavior(.basedOnSize)
    }
}

/// Where a screen's ``FittingContent`` reports the height it needs: the screen's hosting
/// controller, made by the host. It holds the controller weakly; the controller owns the view
/// that holds this.
@MainActor
final class SheetSizing {
    weak var controller: UIViewController?

    /// Sets the screen's preferred height: the content, and the navigation bar above it, which
    /// is part of the sheet too.
    func fit(contentHeight: CGFloat) {
        guard let controller else { return }
        let height = contentHeight + controller.view.safeAreaInsets.top
        guard controller.preferredContentSize.height != height else { return }
        controller.preferredContentSize = CGSize(width: controller.view.bounds.width, height: height)
    }
}

private struct SheetSizingKey: EnvironmentKey {
    static let defaultValue: SheetSizing? = nil
}

extension EnvironmentValues {
    /// The sizing of the screen this view is in, when the host made the screen.
    var sheetSizing: SheetSizing? {
        get { self[SheetSizingKey.self] }
        set { self[SheetSizingKey.self] = newValue }
    }
}
#endif
