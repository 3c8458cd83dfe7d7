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
///     buttons: [.cancel("Cancel"), AlertButton("Remove", role: .destructive, action: "remove")]
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
    ///     AlertButton("Remove", role: .destructive, action: "remove"), .cancel(),
    /// ]).escapeButton                                                  // 1
    /// NavigationAlert(title: "Saved", buttons: [AlertButton("OK", action: "ok")]).escapeButton  // nil
    /// ```
    public var escapeButton: Int? {
        buttons.firstIndex { $0.role == .cancel }
    }
}

/// A button of a ``NavigationAlert``.
///
/// ```swift
/// let removeItem = NavigationAlert(title: "Remove item?", buttons: [
///     .cancel(),                                                    // reports "cancel"
///     AlertButton("Remove", role: .destructive, action: .remove),   // reports .remove
/// ])
/// ```
public struct AlertButton: Hashable, Sendable, Codable {
    /// The button's title.
    public var title: String
    /// Its role, which hosts use for placement and colour.
    public var role: Role?
    /// What the app is told when the user taps it.
    public var action: AlertAction

    /// The role of an alert button.
    ///
    /// ```swift
    /// // A destructive button: hosts place and colour it as one.
    /// let signOut = AlertButton("Sign out", role: .destructive, action: .signOut)
    /// AlertButton.cancel().role   // .cancel: the button VoiceOver's escape gesture taps
    /// ```
    public enum Role: String, Hashable, Sendable, Codable {
        /// Dismisses without doing anything.
        case cancel
        /// Does something that cannot be undone.
        case destructive
    }

    /// A button called `title` that reports `action` when tapped.
    public init(_ title: String, role: Role? = nil, action: AlertAction) {
        self.title = title
        self.role = role
        self.action = action
    }

    /// A cancel button whose action is `"cancel"`.
    public static func cancel(_ title: String = "Cancel") -> AlertButton {
        AlertButton(title, role: .cancel, action: "cancel")
    }
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
