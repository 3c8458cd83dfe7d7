/// What the user answered to a custom alert.
public struct AlertResponse: Hashable, Sendable {
    /// The alert layer.
    public var alert: EntryID
    /// The entry that raised the alert.
    public var owner: EntryID
    /// The button the user tapped.
    public var button: AlertButton
    /// The text of the alert's text fields, in order.
    public var text: [String]

    /// An answer to the alert `alert`, raised by `owner`.
    public init(alert: EntryID, owner: EntryID, button: AlertButton, text: [String]) {
        self.alert = alert
        self.owner = owner
        self.button = button
        self.text = text
    }
}
