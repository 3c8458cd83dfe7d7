import Wayfinder

// Which screen speaks for what the user sees: its status bar style and visibility, the home
// indicator, the orientations it supports. UIKit asks the window's root, or the topmost
// controller presented full screen (Platform Rules 10.1), and never a sheet, an overlay or an
// alert unless they capture the status bar; the host's containers forward to the screen decided
// here, so a screen's wishes are heard wherever it is shown.

extension LayerKind {
    /// Whether UIKit asks this layer's controller itself for the screen's wishes: a full-screen
    /// cover takes the status bar and the orientations over from what it covers (a presentation
    /// `.fullScreen`, Platform Rules 10.1).
    ///
    /// ```swift
    /// LayerKind.fullScreenCover.isAskedByUIKit   // true
    /// ```
    package var isAskedByUIKit: Bool {
        if case .fullScreenCover = self { true } else { false }
    }

    /// Whether this layer's top screen speaks for the screen when it is on top: a sheet's and an
    /// overlay's do; an alert's card has no wishes, so the screen under it keeps speaking.
    package var speaksForTheScreen: Bool {
        if case .alert = self { false } else { true }
    }
}

extension ControllerHost {
    /// The screen whose wishes speak for what `asked` shows (`asked`: the container, the
    /// window's root, or a layer presented full screen, the two UIKit asks): the top screen of
    /// the highest sheet or overlay presented above it, up to the next full-screen cover (which
    /// UIKit asks itself); `nil` when none is, and `asked`'s own top screen speaks (its stack's,
    /// the selected tab's).
    package func screenSpeaking(above asked: Driver.Controller) -> Driver.Controller? {
        let start = asked === driver.container ? 0 : layers.firstIndex { $0.controller === asked }.map { $0 + 1 }
        guard let start, start < layers.count else { return nil }
        let above = layers[start...].prefix { !$0.kind.isAskedByUIKit }
        guard let speaking = above.last(where: { $0.kind.speaksForTheScreen }) else { return nil }
        return stacks[.layer(speaking.id)]?.screens.last
    }
}
