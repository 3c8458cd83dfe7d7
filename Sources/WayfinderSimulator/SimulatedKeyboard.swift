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
    /// Whether the keyboard belongs to this app: `false` while another app beside it (iPadOS
    /// multitasking) has it up, whose notifications this app hears with
    /// `UIKeyboardIsLocalUserInfoKey` false.
    public internal(set) var isLocal = true
    /// Tells the host, as UIKit's notifications would: `nil` when a transition starts, whether
    /// it is shown when it ends; whether it is shown at the end of the transition that starts,
    /// and whether the keyboard is this app's.
    var report: (@MainActor (_ shownAtEnd: Bool?, _ showing: Bool, _ isLocal: Bool) -> Void)?

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

    /// Shows (a positive height) or hides (0) the keyboard in a transition of its own, for this
    /// app (`isLocal`) or for another one beside it.
    func moveKeyboard(to height: Double, isLocal: Bool = true) {
        let keyboard = keyboard
        keyboard.isTransitioning = true
        keyboard.isLocal = isLocal
        let owner = isLocal ? "" : " for another app"
        log(height > 0 ? "keyboard will show\(owner) (\(height.formattedHeight))" : "keyboard will hide\(owner)")
        keyboard.report?(nil, height > 0, isLocal)
        clock.schedule(after: keyboard.duration) { [weak self, weak keyboard] in
            guard let self, let keyboard else { return }
            keyboard.height = height
            keyboard.isTransitioning = false
            log(height > 0 ? "keyboard did show\(owner)" : "keyboard did hide\(owner)")
            keyboard.report?(height > 0, height > 0, isLocal)
        }
    }
}

extension ControllerHost where Driver == SimulatedDriver<Screen> {
    /// The user taps a text field in what is on top, at `field` in its content: the field takes
    /// focus and the keyboard shows, `keyboardHeight` tall, unless it is up already. With
    /// ``SimulatedSheetSizing/expandsForKeyboard`` a sheet with a custom detent expands to its
    /// largest detent as the keyboard shows, and its delegate hears of it (Platform Rules 9.6).
    @discardableResult
    public func focusTextField(at field: FieldFrame = FieldFrame(top: 0, bottom: 44), keyboardHeight: Double = 336)
        -> GestureOutcome
    {
        if window.isPresentationInFlight { return .refused("a presentation is in progress") }
        let keyboard = window.keyboard
        if !keyboard.isLocal, keyboard.isShown || keyboard.isTransitioning { return .refused("another app has the keyboard") }
        reportKeyboard()
        let top = container.topmostPresented
        keyboard.focusedField = field
        keyboard.focusedLayer = top.layerID
        window.log("focus a field in \(top.name)")
        guard !keyboard.isShown || keyboard.isTransitioning else { return .performed }
        window.moveKeyboard(to: keyboardHeight)
        expandForKeyboard(top)
        return .performed
    }

    /// Another app beside this one (iPadOS Split View or Slide Over) focuses one of its text
    /// fields: the keyboard shows for it, and this app hears the keyboard's notifications with
    /// `UIKeyboardIsLocalUserInfoKey` false. Refused while a field of this app is focused or
    /// the keyboard moves.
    ///
    /// ```swift
    /// testbed.host.anotherAppFocusesTextField()
    /// testbed.host.dragSheet(to: .large)        // the user's drag, though the keyboard moves
    /// ```
    @discardableResult
    public func anotherAppFocusesTextField(keyboardHeight: Double = 336) -> GestureOutcome {
        let keyboard = window.keyboard
        guard keyboard.focusedField == nil, !keyboard.isTransitioning, !keyboard.isShown else {
            return .refused("the keyboard is up or moving")
        }
        reportKeyboard()
        window.log("another app focuses a field")
        window.moveKeyboard(to: keyboardHeight, isLocal: false)
        return .performed
    }

    /// The other app's field resigns: its keyboard hides, heard as another app's.
    @discardableResult
    public func anotherAppEndsEditing() -> GestureOutcome {
        let keyboard = window.keyboard
        guard !keyboard.isLocal, keyboard.isShown, !keyboard.isTransitioning else {
            return .refused("no other app has the keyboard up")
        }
        window.moveKeyboard(to: 0, isLocal: false)
        return .performed
    }

    /// The host hears the keyboard's notifications, as a UIKit driver observes them.
    private func reportKeyboard() {
        window.keyboard.report = { [weak self] shown, showing, isLocal in
            guard let self else { return }
            if let shown {
                keyboardDidChange(isShown: shown, isLocal: isLocal)
            } else {
                keyboardWillChange(showing: showing, isLocal: isLocal)
            }
        }
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
    public var sheetKeyboardLayout: SheetKeyboardLayout? {
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
