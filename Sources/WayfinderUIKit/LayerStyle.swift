#if canImport(UIKit)
import UIKit
import Wayfinder
import WayfinderHosting

/// How a layer's controller is presented: sheets as `.pageSheet` with their detents, covers as
/// `.fullScreen`, overlays (and alerts) as `.overFullScreen` with a cross-dissolve, so that they
/// cover the tab bar and every sheet (Platform Rules 5); an overlay's stack without a navigation
/// bar (`PresentationStyle.showsNavigationBar`, 9.12) and modal for VoiceOver (9.16).
@MainActor
enum LayerStyle {
    /// What a presented layer's presentation controller reports.
    struct Events {
        var mayDismiss: () -> Bool
        var willDismiss: () -> Void
        var cancelledDismiss: () -> Void
        var didDismiss: () -> Void
        var selectedDetent: (String) -> Void
    }

    /// - Parameter window: The window the layer will be presented in, whose height orders a
    ///   sheet's detents (``apply(_:to:of:window:)``).
    static func apply(_ style: PresentationStyle, to stack: WayfinderNavigationController, window: UIWindow?, events: Events) {
        switch style {
        case .sheet(let sheetStyle):
            // The style first: `sheetPresentationController` exists only for a page sheet (4.6).
            stack.modalPresentationStyle = .pageSheet
            if let sheet = stack.sheetPresentationController { apply(sheetStyle, to: sheet, of: stack, window: window) }
        case .fullScreenCover:
            stack.modalPresentationStyle = .fullScreen
        case .overlay:
            stack.modalPresentationStyle = .overFullScreen
            stack.modalTransitionStyle = .crossDissolve
            stack.view.backgroundColor = .clear
            stack.showsThrough = true
            // VoiceOver stays in the overlay while it is up: what shows through is not reachable
            // (9.16).
            stack.view.accessibilityViewIsModal = true
        }
        // A sheet's and an overlay's top screen speak for the status bar, as a cover's does by
        // itself (a full-screen presentation takes it over, 10.1).
        if case .fullScreenCover = style {} else { stack.modalPresentationCapturesStatusBarAppearance = true }
        // A sheet's and a cover's stack show their screens' titles; an overlay's has no bar (9.12),
        // and keeps the edge swipe back, which the stack answers for (9.23).
        stack.isNavigationBarHidden = !style.showsNavigationBar
        let delegate = PresentationDelegate(events)
        stack.presentationEvents = delegate
        stack.presentationController?.delegate = delegate
    }

    /// A sheet's detents, smallest first as UIKit wants them (`SheetStyle.detentsSmallestFirst`,
    /// 4.1), each with its stable identifier (``Detent/identifier``), selection, grabber and
    /// whether the user may swipe it away (`isModalInPresentation`, 4.7).
    ///
    /// Text fields in a sheet: UIKit moves a page sheet above the keyboard itself (4.10), so
    /// Wayfinder adds no keyboard avoidance of its own (a second mechanism moves the content
    /// twice: `SheetStyle.keyboardLayout` gives no inset where the system already insets), and a
    /// fitting sheet's height is its content's, keyboard aside. On iOS 26, focusing a text field
    /// expands a sheet with a custom detent to its largest detent, which no API prevents
    /// (Platform Rules 9.6). The sheet's delegate reports detent changes
    /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier`); one that arrives while
    /// this app's keyboard shows (`KeyboardObserver`) is the system's, not the user's
    /// (`DetentChangeCause`): the value keeps its detent and the host puts the sheet back once
    /// the keyboard has gone. Whether UIKit calls the delegate for that expansion is not
    /// confirmed; if it does not, the sheet stays expanded until the user drags it.
    ///
    /// - Parameter window: The window the sheet is (or will be) in: its height orders fixed
    ///   heights among fractions. Without one, the sheet's own window, else an 800-point container.
    static func apply(
        _ style: SheetStyle, to sheet: UISheetPresentationController, of controller: UIViewController, window: UIWindow? = nil
    ) {
        let container = sortingContainer(in: window ?? controller.viewIfLoaded?.window)
        sheet.detents = style.detentsSmallestFirst(in: container).map { detent(for: $0, of: controller) }
        sheet.selectedDetentIdentifier = style.selectedDetent.map(identifier(for:))
        sheet.prefersGrabberVisible = style.grabber
        controller.isModalInPresentation = !style.userCanDismiss
    }

    /// UIKit's detent for a Wayfinder detent. `.fitting` is a custom detent whose height is the
    /// core's rule (`Detent.fittingHeight(in:content:)`: the content and its navigation bar,
    /// a placeholder while nothing is measured, never 0) applied to the content measured at
    /// the sheet's width (wrapped text reports one line under an unspecified proposal, so the
    /// width is given).
    static func detent(for detent: Detent, of controller: UIViewController) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: return .medium()
        case .large: return .large()
        case .height, .fraction, .fitting:
            return .custom(identifier: identifier(for: detent)) { [weak controller] context in
                let container = SheetContainer(
                    maximumHeight: Double(context.maximumDetentValue),
                    isCompactHeight: context.containerTraitCollection.verticalSizeClass == .compact)
                return detent.height(in: container, content: controller.map(content(of:)) ?? .unmeasured).map { CGFloat($0) }
            }
        }
    }

    /// What the top screen's content needs, under its navigation bar. A navigation
    /// controller's children are its screens, so the last child is the top one. A screen that
    /// measures itself (a SwiftUI screen's `FittingContent`) reports its height in its
    /// `preferredContentSize`, UIKit's channel from a child to its container; another is
    /// measured with Auto Layout at the sheet's width. With no width known yet, nothing is
    /// measured (the core's placeholder applies, 4.9).
    static func content(of controller: UIViewController) -> SheetContent {
        let screen = controller.children.last ?? controller
        let width = sheetWidth(of: controller)
        let bar = barHeight(above: screen, width: width)
        if screen.preferredContentSize.height > 0 {
            return SheetContent(measuredHeight: Double(screen.preferredContentSize.height), barHeight: bar)
        }
        guard let width else { return SheetContent(measuredHeight: nil, barHeight: bar) }
        let size = screen.view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return SheetContent(measuredHeight: Double(size.height), barHeight: bar)
    }

    /// The sheet's width: its own once laid out, else that of the window it is presented in,
    /// which a sheet on an iPhone spans; `nil` before either is known.
    static func sheetWidth(of controller: UIViewController) -> CGFloat? {
        if let width = controller.viewIfLoaded?.bounds.width, width > 0 { return width }
        if let width = controller.presentingViewController?.viewIfLoaded?.window?.bounds.width, width > 0 { return width }
        return nil
    }

    /// The height of the navigation bar above `screen`, 0 when hidden: its frame once laid
    /// out, before that its own fitting size at the sheet's width (a bar with no width yet
    /// answers for a standard one).
    static func barHeight(above screen: UIViewController, width: CGFloat?) -> Double {
        guard let stack = screen.navigationController, !stack.isNavigationBarHidden else { return 0 }
        let bar = stack.navigationBar
        let fitting = bar.sizeThatFits(CGSize(width: bar.bounds.width > 0 ? bar.bounds.width : width ?? 0, height: 0))
        return Double(max(bar.frame.height, fitting.height))
    }

    /// The container detents are ordered in: `window`'s height within its safe area, or 800
    /// points without a window.
    static func sortingContainer(in window: UIWindow?) -> SheetContainer {
        guard let window, window.bounds.height > 0 else { return SheetContainer(maximumHeight: 800) }
        let insets = window.safeAreaInsets
        return SheetContainer(maximumHeight: Double(window.bounds.height - insets.top - insets.bottom))
    }

    /// UIKit's identifier for a detent: UIKit's own for medium and large, Wayfinder's stable one
    /// otherwise.
    static func identifier(for detent: Detent) -> UISheetPresentationController.Detent.Identifier {
        switch detent {
        case .medium: .medium
        case .large: .large
        default: UISheetPresentationController.Detent.Identifier(detent.identifier)
        }
    }

    /// Wayfinder's identifier for a UIKit detent identifier.
    static func wayfinderIdentifier(for identifier: UISheetPresentationController.Detent.Identifier) -> String {
        switch identifier {
        case .medium: Detent.medium.identifier
        case .large: Detent.large.identifier
        default: identifier.rawValue
        }
    }

    /// The delegate of a layer's presentation controller: the user's swipe down (begun,
    /// cancelled, finished) and detent changes, refused while a transition runs.
    final class PresentationDelegate: NSObject, UISheetPresentationControllerDelegate {
        private let events: Events

        init(_ events: Events) {
            self.events = events
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            events.mayDismiss()
        }

        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            events.willDismiss()
            let cancelled = events.cancelledDismiss
            presentationController.presentedViewController.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                if context.isCancelled { cancelled() }
            }
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            events.didDismiss()
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}

        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            guard let identifier = sheetPresentationController.selectedDetentIdentifier else { return }
            events.selectedDetent(LayerStyle.wayfinderIdentifier(for: identifier))
        }
    }
}
#endif
