#if canImport(UIKit)
import UIKit
import Wayfinder

/// How a layer's controller is presented: sheets as `.pageSheet` with their detents, covers as
/// `.fullScreen`, overlays (and alerts) as `.overFullScreen` with a cross-dissolve, so that they
/// cover the tab bar and every sheet (Platform Rules 5).
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

    static func apply(_ kind: LayerKind, to stack: WayfinderNavigationController, events: Events) {
        switch kind {
        case .sheet(let style):
            // The style first: `sheetPresentationController` exists only for a page sheet (4.6).
            stack.modalPresentationStyle = .pageSheet
            if let sheet = stack.sheetPresentationController { apply(style, to: sheet, of: stack) }
        case .fullScreenCover:
            stack.modalPresentationStyle = .fullScreen
        case .overlay, .alert:
            stack.modalPresentationStyle = .overFullScreen
            stack.modalTransitionStyle = .crossDissolve
            stack.view.backgroundColor = .clear
            stack.showsThrough = true
        }
        let delegate = PresentationDelegate(events)
        stack.presentationEvents = delegate
        stack.presentationController?.delegate = delegate
    }

    /// A sheet's detents (each with its stable identifier, ``Detent/identifier``), selection,
    /// grabber and whether the user may swipe it away (`isModalInPresentation`, 4.7).
    ///
    /// Text fields in a sheet: UIKit moves a page sheet above the keyboard itself, so Wayfinder
    /// adds no keyboard avoidance of its own (a second mechanism moves the content twice), and
    /// a fitting sheet's height is its content's, keyboard aside. On iOS 26, focusing a text
    /// field expands a sheet with a custom detent to its largest detent, which no API prevents
    /// (Platform Rules 9.6). Wayfinder relies on the sheet's delegate reporting that change
    /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier`), which reaches the value
    /// as the user's detent (`ControllerHost.sheetSelectedDetent(identifier:of:)`); whether
    /// UIKit calls it for that expansion is not confirmed, and if it does not, the value keeps
    /// the smaller detent until the user drags the sheet.
    static func apply(_ style: SheetStyle, to sheet: UISheetPresentationController, of controller: UIViewController) {
        sheet.detents = style.detents.map { detent(for: $0, of: controller) }
        sheet.selectedDetentIdentifier = style.selectedDetent.map(identifier(for:))
        sheet.prefersGrabberVisible = style.grabber
        controller.isModalInPresentation = !style.userCanDismiss
    }

    /// UIKit's detent for a Wayfinder detent. `.fitting` is a custom detent whose height is the
    /// core's sizing rule applied to the content measured at the sheet's width (wrapped text
    /// reports one line under an unspecified proposal, so the width is given).
    static func detent(for detent: Detent, of controller: UIViewController) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: return .medium()
        case .large: return .large()
        case .height, .fraction, .fitting:
            return .custom(identifier: identifier(for: detent)) { [weak controller] context in
                let container = SheetContainer(
                    maximumHeight: Double(context.maximumDetentValue),
                    isCompactHeight: context.containerTraitCollection.verticalSizeClass == .compact)
                return detent.height(in: container, contentHeight: controller.map(contentHeight(of:)) ?? 0).map { CGFloat($0) }
            }
        }
    }

    /// The height the top screen's content needs at the sheet's width. A navigation
    /// controller's children are its screens, so the last child is the top one. A screen that
    /// measures itself (a SwiftUI screen's `FittingContent`) reports the height in its
    /// `preferredContentSize`, UIKit's channel from a child to its container.
    static func contentHeight(of controller: UIViewController) -> Double {
        let content = controller.children.last ?? controller
        if content.preferredContentSize.height > 0 { return Double(content.preferredContentSize.height) }
        let width = controller.viewIfLoaded?.bounds.width ?? 0
        let size = content.view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return Double(size.height)
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
