import Testing
import Wayfinder
import WayfinderTerminal
import WayfinderTesting

/// The lines around the screens, as a person reads them: the back button names the screen it
/// goes back to, as UIKit's does, and the status under the phone wraps instead of being cut.
@MainActor
@Suite("Terminal bars")
struct TerminalBarsTests {
    /// Screens that show only their title.
    enum Page: Hashable, Sendable { case titled(String) }

    /// A phone showing a stack of screens with these titles, settled (its content keeps the
    /// navigator).
    func phone(_ titles: [String]) -> TerminalPhone<Page> {
        let navigator = Navigator(NavigationState<Page>(flow: "pages", root: .titled(titles[0]), path: titles.dropFirst().map { Page.titled($0) }))
        let phone = TerminalPhone<Page>(content: { _ in ScreenContent(title: "") })
        phone.content = { [navigator] id in
            guard case .titled(let title)? = (navigator.shown.entry(id) ?? navigator.state.entry(id))?.screen else { return ScreenContent(title: "?") }
            return ScreenContent(title: title)
        }
        navigator.attach(phone.host)
        phone.host.settle()
        return phone
    }

    /// The phone's title bar, at 32 columns: the row under its top border.
    func titleBar(_ titles: [String]) -> String {
        phone(titles).frame(columns: 32, rows: 17)[1]
    }

    // The back button reads the previous screen's title when it fits beside the title.
    @Test func backButtonShowsThePreviousTitle() {
        #expect(titleBar(["Inbox", "Message 1"]) == "│ ‹ Inbox  Message 1           │")
    }

    // A previous title too long for the room beside the title is shortened, with an ellipsis.
    @Test func backButtonShortensALongTitle() {
        #expect(titleBar(["Conversations", "Message 1"]) == "│ ‹ Conve… Message 1           │")
    }

    // When too little of the previous title would show, the button reads "Back"; when not even
    // that fits, the chevron alone.
    @Test func backButtonFallsBackToBack() {
        #expect(titleBar(["Conversations", "A longer title"]) == "│ ‹ Back A longer title        │")
        #expect(titleBar(["Conversations", "A much longer title"]) == "│ ‹   A much longer title      │")
    }

    // A status longer than the terminal is wide wraps at its words under the phone, every word
    // whole, and the phone's top border stays on screen.
    @Test func longStatusWraps() {
        let phone = phone(["Inbox"])
        phone.status = "cannot open shop://orders/abc: \"abc\" is not a valid Int for id, and the link opens nothing until it names an order"
        let frame = phone.frame(columns: 80, rows: 24)
        #expect(frame.count <= 24)
        #expect(frame.first { !$0.isEmpty }?.contains("┌──") == true)
        let status = frame.drop { !$0.contains("┘") }.dropFirst().map { String($0.drop { $0 == " " }) }
        #expect(status == [
            "cannot open shop://orders/abc: \"abc\" is not a valid Int for id, and the link",
            "opens nothing until it names an order",
        ])
    }
}
