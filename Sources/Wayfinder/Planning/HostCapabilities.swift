/// What a host can do in one transition, as data the planner reads.
///
/// Every host does one presentation per transition and never two transitions at once; the
/// rest differs by platform and OS version (Platform Rules 2.2, 3.1, 6.1, 6.2).
package struct HostCapabilities: Hashable, Sendable, Codable {
    /// Whether a chain of layers can be dismissed in one transition (UIKit's `dismiss` on a lower
    /// presenter; SwiftUI on iOS 17+, the floor). Without it (a host the package builds that cannot: the tests' recording hosts),
    /// layers go one per transition, top first.
    package var dismissesLayerChainAtOnce: Bool
    /// Whether a stack can be replaced in one transition (UIKit `setViewControllers`, SwiftUI
    /// `NavigationStack(path:)`). Without it, pops still go at once but each push is a transition.
    package var replacesStackAtOnce: Bool
    /// Whether replacing a stack's screens at the same depth (Order(1) → Order(42)) can animate.
    /// UIKit pushes the new top (`setViewControllers`, Platform Rules 3.1); SwiftUI shows a
    /// same-length path change without animation (6.1), so the planner does not ask for one.
    package var animatesSameDepthReplacement: Bool
    /// The most tabs the host shows in its tab bar, if it has a limit. The navigator refuses a
    /// change that would show more (``NavigationError/tooManyTabs(count:limit:)``).
    package var maximumTabCount: Int?
    /// Whether an alert on screen can show new content (its title, message or buttons) in place.
    /// Without it, an alert whose content changes is dismissed and presented again, so the user
    /// never taps a button the screen no longer shows: UIKit keeps showing the view an alert
    /// controller was made with (Platform Rules 9.9).
    package var updatesAlertsInPlace: Bool

    /// Capabilities of a host the package builds (the tests' recording hosts).
    package init(
        dismissesLayerChainAtOnce: Bool, replacesStackAtOnce: Bool, animatesSameDepthReplacement: Bool = true,
        maximumTabCount: Int? = nil, updatesAlertsInPlace: Bool = true
    ) {
        self.dismissesLayerChainAtOnce = dismissesLayerChainAtOnce
        self.replacesStackAtOnce = replacesStackAtOnce
        self.animatesSameDepthReplacement = animatesSameDepthReplacement
        self.maximumTabCount = maximumTabCount
        self.updatesAlertsInPlace = updatesAlertsInPlace
    }

    /// UIKit: one `dismiss` takes a whole chain (2.2); `setViewControllers` replaces a stack (3.1);
    /// at most five tabs, because on an iPhone a sixth puts the rest behind UIKit's "More" tab,
    /// whose selection reads as `NSNotFound` (9.4). Wayfinder does not drive "More". An alert is
    /// the app's own controller, made for one content, so a changed alert is presented anew (9.9).
    package static var uiKit: HostCapabilities {
        HostCapabilities(
            dismissesLayerChainAtOnce: true, replacesStackAtOnce: true, maximumTabCount: 5, updatesAlertsInPlace: false)
    }

    /// SwiftUI on iOS 17+: several layers dismissed in one update (6.2), paths replaced at once,
    /// a same-length path change shown without animation (6.1). No host uses it: the planner's
    /// tables keep its path covered, and the settle-time comparison measures FlowStacks, a
    /// SwiftUI library, against it.
    package static var swiftUI17: HostCapabilities {
        HostCapabilities(dismissesLayerChainAtOnce: true, replacesStackAtOnce: true, animatesSameDepthReplacement: false)
    }
}
