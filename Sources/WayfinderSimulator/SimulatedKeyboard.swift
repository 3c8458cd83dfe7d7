import Wayfinder
import WayfinderHosting

/// The simulated keyboard and the focused text field: the keyboard shows when the user focuses
/// a field and hides when editing ends, each in a transition no driver started, reported to the
/// host as UIKit's keyboard notifications are.
@MainActor
public final class SimulatedKeyboard {
    /// The keyboard's height; 0 while it is hidden.
    public internal(set) var height: Double = 0
    /// Whether the keyboard is showing or hiding now.
    public internal(set) var isTransitioning = false
    /// The focused field, in its content, or `nil` when nothing is focused.
    package internal(set) var focusedField: FieldFrame?
    /// The layer whose content holds the focused field (`nil` for the root's screens).
    public internal(set) var focusedLayer: LayerID?
    /// How long the keyboard takes to show or hide: 0.25 s, the usual value of UIKit's
    /// `keyboardAnimationDurationUserInfoKey` (a public reading, not documented).
    public var duration: Duration = .milliseconds(250)
    /// Tells the host: `nil` when a transition starts, whether it is shown when it ends.
    var report: (@MainActor (_ shownAtEnd: Bool?) -> Void)?

    /// Whether the keyboard is up.
    public var isShown: Bool { height > 0 }
}

extension SimulatedWindow {
    /// Ends editing in the window (`endEditing(true)`): the focused field resigns and the
    /// keyboard hides. Nothing happens when nothing is focused.
    func endEditing() {
        guard keyboard.focusedField != nil else { return }
        keyboard.focusedField = nil
        keyboard.focusedLayer = nil
        log("endEditing: the field resigns")
        moveKeyboard(to: 0)
    }

    /// Shows (a positive height) or hides (0) the keyboard in a transition of its own.
    func moveKeyboard(to height: Double) {
        let keyboard = keyboard
        keyboard.isTransitioning = true
        log(height > 0 ? "keyboard will show (\(height.formattedHeight))" : "keyboard will hide")
        keyboard.report?(nil)
        clock.schedule(after: keyboard.duration) { [weak self, weak keyboard] in
            guard let self, let keyboard else { return }
            keyboard.height = height
            keyboard.isTransitioning = false
            log(height > 0 ? "keyboard did show" : "keyboard did hide")
            keyboard.report?(height > 0)
        }
    }
}

extension ControllerHost where Driver == SimulatedDriver<Screen> {
    /// The user taps a text field in what is on top, at `field` in its content: the field takes
    /// focus and the keyboard shows, `keyboardHeight` tall, unless it is up already. With
    /// ``SimulatedSheetSizing/expandsForKeyboard`` a sheet with a custom detent expands to its
    /// largest detent as the keyboard shows, and its delegate hears of it (Platform Rules 9.6).
    @discardableResult
    package func focusTextField(at field: FieldFrame = FieldFrame(top: 0, bottom: 44), keyboardHeight: Double = 336)
        -> GestureOutcome
    {
        if window.isPresentationInFlight { return .refused("a presentation is in progress") }
        let keyboard = window.keyboard
        keyboard.report = { [weak self] shown in
            guard let self else { return }
            if let shown { keyboardDidChange(isShown: shown) } else { keyboardWillChange() }
        }
        let top = container.topmostPresented
        keyboard.focusedField = field
        keyboard.focusedLayer = top.layerID
        window.log("focus a field in \(top.name)")
        guard !keyboard.isShown || keyboard.isTransitioning else { return .performed }
        window.moveKeyboard(to: keyboardHeight)
        expandForKeyboard(top)
        return .performed
    }

    /// The user ends editing (taps the keyboard's return key): the keyboard hides.
    @discardableResult
    public func dismissKeyboard() -> GestureOutcome {
        guard window.keyboard.focusedField != nil else { return .refused("no field is focused") }
        window.endEditing()
        return .performed
    }

    /// How the sheet on top sits over the keyboard and scrolls to its focused field, by the
    /// core's rule (``SheetStyle/keyboardLayout(in:content:keyboardHeight:focusedField:systemInset:)``);
    /// `nil` when no sheet is on top.
    package var sheetKeyboardLayout: SheetKeyboardLayout? {
        let top = container.topmostPresented
        guard case .sheet(let style) = top.layerKind, let content = window.sheetContent(of: top) else { return nil }
        let field = window.keyboard.focusedLayer == top.layerID ? window.keyboard.focusedField : nil
        return style.keyboardLayout(
            in: window.sheetSizing.container, content: content, keyboardHeight: window.keyboard.height, focusedField: field)
    }

    /// iOS 26: a sheet with a custom detent moves to its largest detent for the keyboard. The
    /// heights are the detents' resolved values (the app's resolvers); the sheet rests at its
    /// selected detent, or at its smallest (4.3).
    private func expandForKeyboard(_ top: SimulatedController) {
        guard window.sheetSizing.expandsForKeyboard, case .sheet(var style) = top.layerKind,
            style.detents.contains(where: { if case .medium = $0 { false } else if case .large = $0 { false } else { true } }),
            let content = window.sheetContent(of: top)
        else { return }
        let container = window.sheetSizing.container
        let height = { (detent: Detent) in detent.height(in: container, content: content) ?? 0 }
        guard let largest = style.detents.max(by: { height($0) < height($1) }),
            let smallest = style.detents.min(by: { height($0) < height($1) }),
            (style.selectedDetent ?? smallest) != largest
        else { return }
        style.selectedDetent = largest
        top.layerKind = .sheet(style)
        window.log("the system expands \(top.name) to \(largest) for the keyboard")
        sheetSelectedDetent(identifier: largest.identifier, of: top)
    }
}
