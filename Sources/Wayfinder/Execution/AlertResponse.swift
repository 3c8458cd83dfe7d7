/// What the user answered to a custom alert.
///
/// ```swift
/// navigator.onAlertResponse = { [unowned navigator] response in
///     let raisedBy = navigator.state.entry(response.owner)?.screen   // .product(7)
///     if response.button.action == .remove, case .product(let id)? = raisedBy { cart.remove(id) }
/// }
/// ```
public struct AlertResponse: Hashable, Sendable {
    /// The alert layer.
    public var alert: LayerID
    /// The entry that raised the alert.
    public var owner: EntryID
    /// The button the user tapped.
    public var button: AlertButton
    /// The text of the alert's text fields, in order.
    public var text: [String]

    /// An answer to the alert `alert`, raised by `owner`.
    public init(alert: LayerID, owner: EntryID, button: AlertButton, text: [String]) {
        self.alert = alert
        self.owner = owner
        self.button = button
        self.text = text
    }
}
