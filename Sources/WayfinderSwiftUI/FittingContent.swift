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
/// fitting detent for its height again (`invalidateDetents()`); the core's sizing rule adds the
/// navigation bar and caps it. Outside a Wayfinder screen it only scrolls.
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

    /// Sets the screen's preferred height to the content's. The navigation bar above it is
    /// the host's to add, read when the detent resolves (`SheetContent.barHeight`), so a bar
    /// or safe area that changes later is counted without the content reporting again.
    func fit(contentHeight: CGFloat) {
        guard let controller, controller.preferredContentSize.height != contentHeight else { return }
        controller.preferredContentSize = CGSize(width: controller.view.bounds.width, height: contentHeight)
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
