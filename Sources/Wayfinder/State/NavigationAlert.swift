/// A custom alert, as data: what it says, its buttons and text fields, and a style token that
/// tells the host which design to draw.
///
/// Named apart from SwiftUI's `Alert`, so that a file importing both compiles: no public type of
/// Wayfinder shares a simple name with a type of SwiftUI, UIKit, Foundation, Observation or the
/// standard library (LinuxChecks names every one of them in a file that imports those modules).
///
/// An alert is shown with ``NavigationState/showAlert(_:)``, which makes it belong to the entry
/// on top of the screen: when that entry leaves, the alert leaves with it.
///
/// ```swift
/// let removeItem = NavigationAlert(
///     title: "Remove item?",
///     buttons: [.cancel("Cancel"), .destructive("Remove", action: "remove")]
/// )
/// ```
public struct NavigationAlert: Hashable, Sendable, Codable {
    /// The alert's title.
    public var title: String
    /// The text under the title.
    public var message: String?
    /// The buttons, in the order the design shows them; at least one.
    public var buttons: [AlertButton]
    /// Text fields the user can type into; their text is reported with the tapped button.
    public var textFields: [AlertTextField]
    /// The app's design token for this alert.
    public var style: AlertStyle

    /// An alert with a title, an optional message, its buttons, text fields and design token.
    public init(
        title: String,
        message: String? = nil,
        buttons: [AlertButton],
        textFields: [AlertTextField] = [],
        style: AlertStyle = .standard
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.textFields = textFields
        self.style = style
    }

    /// The position in ``buttons`` of the button that answers the escape gesture (VoiceOver's
    /// two-finger scrub, `accessibilityPerformEscape()`): the first button with the cancel
    /// role. `nil` when no button has that role, and then the gesture does nothing, so an
    /// escape never picks a choice the user did not make (Platform Rules 9.15).
    ///
    /// ```swift
    /// NavigationAlert(title: "Remove item?", buttons: [
    ///     .destructive("Remove", action: "remove"), .cancel(),
    /// ]).escapeButton                                                  // 1
    /// NavigationAlert(title: "Saved", buttons: [AlertButton("OK", action: "ok")]).escapeButton  // nil
    /// ```
    public var escapeButton: Int? {
        buttons.firstIndex { $0.isCancel }
    }
}

/// A button of a ``NavigationAlert``: a default, cancel or destructive button.
///
/// ```swift
/// let removeItem = NavigationAlert(title: "Remove item?", buttons: [
///     .cancel(),                                   // reports "cancel"
///     .destructive("Remove", action: .remove),     // reports .remove
/// ])
/// removeItem.buttons[1].isDestructive   // true: hosts place and colour it as one
/// ```
public struct AlertButton: Hashable, Sendable, Codable {
    /// The button's title.
    public var title: String
    /// What the app is told when the user taps it.
    public var action: AlertAction
    /// The button's role; made by ``cancel(_:action:)`` or ``destructive(_:action:)``, read
    /// through ``isCancel`` and ``isDestructive``. Saved as `"cancel"` or `"destructive"`.
    var role: Role?

    enum Role: String, Hashable, Sendable, Codable {
        case cancel
        case destructive
    }

    /// A default button called `title` that reports `action` when tapped.
    public init(_ title: String, action: AlertAction) {
        self.init(title, action: action, role: nil)
    }

    init(_ title: String, action: AlertAction, role: Role?) {
        self.title = title
        self.action = action
        self.role = role
    }

    /// A cancel button: it dismisses without doing anything, and it is the one VoiceOver's
    /// escape gesture and the hardware Escape key tap (``NavigationAlert/escapeButton``).
    public static func cancel(_ title: String = "Cancel", action: AlertAction = .cancel) -> AlertButton {
        AlertButton(title, action: action, role: .cancel)
    }

    /// A destructive button: it does something that cannot be undone; hosts place and colour
    /// it as one.
    public static func destructive(_ title: String, action: AlertAction) -> AlertButton {
        AlertButton(title, action: action, role: .destructive)
    }

    /// Whether this is the alert's cancel button (``cancel(_:action:)``).
    public var isCancel: Bool { role == .cancel }

    /// Whether this button does something that cannot be undone (``destructive(_:action:)``).
    public var isDestructive: Bool { role == .destructive }
}

/// A text field of a ``NavigationAlert``.
///
/// ```swift
/// let promo = NavigationAlert(
///     title: "Promo code", buttons: [.cancel(), AlertButton("Apply", action: "apply")],
///     textFields: [AlertTextField(placeholder: "Code")])
/// navigator.showAlert(promo)
/// // Answered: `AlertResponse.text[0]` is what the user typed.
/// ```
public struct AlertTextField: Hashable, Sendable, Codable {
    /// The grey text shown while the field is empty.
    public var placeholder: String
    /// The field's text.
    public var text: String
    /// Whether the text is hidden (a password).
    public var isSecure: Bool

    /// A text field showing `placeholder` while empty.
    public init(placeholder: String, text: String = "", isSecure: Bool = false) {
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
    }
}
