#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import Wayfinder

/// How an app's alert view reports the user's answer: the position of the tapped button in
/// `alert.buttons`, and the text typed into the alert's text fields, in order. The navigator
/// then dismisses the alert and tells `onAlertResponse`.
///
/// ```swift ios
/// ForEach(alert.buttons.indices, id: \.self) { index in
///     Button(alert.buttons[index].title) { answer(index) }
/// }
/// ```
@MainActor
public struct AlertAnswer {
    private let reply: @MainActor (Int, [String]) -> Void

    init(_ reply: @escaping @MainActor (Int, [String]) -> Void) {
        self.reply = reply
    }

    /// Answers with the button at `button` in `alert.buttons`, and the text fields' `text`.
    public func callAsFunction(_ button: Int, text: [String] = []) {
        reply(button, text)
    }
}
#endif
