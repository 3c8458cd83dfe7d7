import Wayfinder
import WayfinderTerminal
import WayfinderTesting

/// The screens of a small mail app, the terminal tests' app.
enum Mail: Hashable, Sendable { case inbox, message(Int), compose, sending, attachments(Int) }

/// A navigator at `start` on a terminal phone showing the mail app's content, settled.
@MainActor
func mailPhone(_ start: NavigationState<Mail>) -> (Navigator<Mail>, TerminalPhone<Mail>) {
    let navigator = Navigator(start)
    let phone = TerminalPhone<Mail>(content: { _ in ScreenContent(title: "") })
    phone.content = { [navigator] id in
        switch (navigator.shown.entry(id) ?? navigator.state.entry(id))?.screen {
        case .inbox?: ScreenContent(title: "Inbox", lines: ["2 unread"], actions: [ScreenContent.Action("Open") {}])
        case .message(let number)?: ScreenContent(title: "Message \(number)", lines: ["Hello!"], actions: [ScreenContent.Action("Reply") {}])
        case .compose?: ScreenContent(title: "Compose", lines: ["To: Ada", "Hi Ada,"], actions: [ScreenContent.Action("Send") {}])
        case .sending?: ScreenContent(title: "Sending…", lines: ["One moment."])
        case .attachments(let count)?: ScreenContent(title: "Attachments", lines: (1...count).map { "File \($0)" })
        case nil: ScreenContent(title: "?")
        }
    }
    navigator.attach(phone.host)
    phone.host.settle()
    return (navigator, phone)
}
