import Wayfinder

// The keyboard, as a host sees it: text editing ends before a layer covers the field, and a
// detent change the system makes for the keyboard is told apart from the user's drag. A driver
// reports the keyboard's transitions (UIKit: its will/did show and hide notifications); the
// simulated host reports the keyboard it models.

extension LayerKind {
    /// Whether presenting this layer ends text editing first: an alert, a cover or an overlay
    /// hides the focused field, and the keyboard would stay above the layer while the field
    /// stays first responder (Platform Rules 4.11). A sheet leaves editing to the app.
    ///
    /// ```swift
    /// LayerKind.fullScreenCover.endsEditing   // true
    /// LayerKind.sheet(.fitting).endsEditing   // false
    /// ```
    public var endsEditing: Bool {
        if case .sheet = self { false } else { true }
    }
}

/// Who moved a sheet to another detent.
package enum DetentChangeCause: Hashable, Sendable {
    /// The user dragged the sheet: the value takes the detent.
    case user
    /// The system moved the sheet for the keyboard (iOS 26 expands a sheet with a custom detent
    /// when a field in it is focused, Platform Rules 9.6): the value keeps its detent, and the
    /// host returns the sheet to it once the keyboard has gone.
    case keyboard

    /// The cause of a detent change that arrives now: the keyboard's while this app's keyboard
    /// is showing (from its "will show" to its "did show"), which no driver starts and during
    /// which the system expands the sheet; the user's otherwise, a drag that ends while the
    /// keyboard hides included (the drag closed the keyboard: the system moves no sheet as the
    /// keyboard hides).
    ///
    /// ```swift
    /// DetentChangeCause(whileKeyboardShows: true)    // .keyboard
    /// ```
    package init(whileKeyboardShows: Bool) {
        self = whileKeyboardShows ? .keyboard : .user
    }
}

/// What a ``ControllerHost`` knows of the keyboard.
struct KeyboardState {
    /// Whether this app's keyboard is showing now, from its "will show" to its "did show".
    var isShowing = false
    /// The sheets the system moved for the keyboard.
    var moved: Set<LayerID> = []
}

extension ControllerHost {
    /// The keyboard starts to show or hide (UIKit's `keyboardWillShowNotification`,
    /// `keyboardWillHideNotification`): a transition no driver started. `isLocal` is the
    /// notification's `UIKeyboardIsLocalUserInfoKey`: another app's keyboard (iPadOS
    /// multitasking tells every visible app) is ignored.
    package func keyboardWillChange(showing: Bool, isLocal: Bool) {
        guard isLocal else { return }
        keyboard.isShowing = showing
    }

    /// The keyboard has shown or hidden (`keyboardDidShowNotification`,
    /// `keyboardDidHideNotification`); another app's is ignored. Once this app's is hidden,
    /// each sheet the system moved for it goes back to the detent the value holds, unless the
    /// user dragged it since.
    package func keyboardDidChange(isShown: Bool, isLocal: Bool) {
        guard isLocal else { return }
        keyboard.isShowing = false
        guard !isShown else { return }
        let moved = keyboard.moved
        keyboard.moved = []
        for layer in layers where moved.contains(layer.id) { update(layer.controller, to: layer.kind) }
    }

    /// Whether a detent change of the layer `id` is the keyboard's; if so it is remembered, for
    /// ``keyboardDidChange(isShown:isLocal:)``, and the value is not told.
    func detentChangeIsKeyboards(of id: LayerID) -> Bool {
        switch DetentChangeCause(whileKeyboardShows: keyboard.isShowing) {
        case .user:
            keyboard.moved.remove(id)
            return false
        case .keyboard:
            keyboard.moved.insert(id)
            return true
        }
    }
}
