import Testing
import Wayfinder
import WayfinderTerminal
import WayfinderTesting

/// What a person sees in the terminal sizes people have: 80×24 (the default), 60×36 and 40×20.
/// Each test is about a promise of the frame at every size: the whole frame stays on screen,
/// both screens of a push or pop are drawn as they move, a dragged sheet keeps its content, a
/// sheet's scroll is its own.
@MainActor
@Suite("Terminal frames at common sizes")
struct TerminalSizeTests {
    struct Size: Sendable, CustomTestStringConvertible {
        let columns: Int
        let rows: Int
        var testDescription: String { "\(columns)×\(rows)" }
    }

    nonisolated static let sizes = [Size(columns: 80, rows: 24), Size(columns: 60, rows: 36), Size(columns: 40, rows: 20)]

    typealias Screen = Mail

    func mail(_ start: NavigationState<Mail>) -> (Navigator<Mail>, TerminalPhone<Mail>) { mailPhone(start) }

    /// The phone's row `y` of a frame at `size`.
    func row(_ y: Int, _ phone: TerminalPhone<Screen>, _ size: Size) -> String {
        phone.frame(columns: size.columns, rows: size.rows)[y]
    }

    // The whole frame stays on screen, its top border included, even when it is exactly as tall
    // as the terminal (no line break after its last line, which would scroll the top one away).
    @Test(arguments: sizes + [Size(columns: 80, rows: 30), Size(columns: 60, rows: 20)])
    func frameStaysOnScreen(_ size: Size) {
        let (_, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        phone.status = "1-9 tap · q quit"
        let frame = phone.frame(columns: size.columns, rows: size.rows)
        #expect(frame.count <= size.rows)
        var terminal = FakeTerminal(columns: size.columns, rows: size.rows)
        terminal.write(TerminalSession.drawing(frame, clearing: true))
        terminal.write(TerminalSession.drawing(frame, clearing: false))  // the next frame, drawn over it
        #expect(terminal.lines.prefix(frame.count) == frame[...])
        #expect(terminal.lines.first?.hasPrefix("┌──") == true)
    }

    // Halfway through a pop (the back button), the screen leaving slides out to the right over
    // the screen it uncovers, which is already there on the left: the leaving screen is not
    // drawn sliding in, and the uncovered one does not snap in at the end.
    @Test(arguments: sizes)
    func popSlidesTheTopScreenAway(_ size: Size) {
        let (_, phone) = mail(NavigationState(flow: "mail", root: .inbox, path: [.message(1)]))
        #expect(phone.host.tapBack() == .performed)
        phone.host.advance(by: .milliseconds(10))
        #expect(row(1, phone, size).contains("‹ Back"))  // the leaving screen, still in place
        phone.host.advance(by: .milliseconds(165))
        let title = row(1, phone, size)
        let inbox = title.range(of: "Inbo")
        let message = title.range(of: "Messa")
        #expect(inbox != nil && message != nil, "\(title)")
        if let inbox, let message { #expect(inbox.upperBound < message.lowerBound) }
        #expect(row(3, phone, size).contains("Hello!"))
        phone.host.settle()
        #expect(row(1, phone, size).contains("Inbox"))
        #expect(!row(1, phone, size).contains("Message"))
    }

    // A swipe back moves the same way.
    @Test(arguments: sizes)
    func swipeBackSlidesTheTopScreenAway(_ size: Size) {
        let (_, phone) = mail(NavigationState(flow: "mail", root: .inbox, path: [.message(1)]))
        #expect(phone.host.swipeBack() == .performed)
        phone.host.advance(by: .milliseconds(175))
        let title = row(1, phone, size)
        #expect(title.contains("Inbo") && title.contains("Messa"), "\(title)")
    }

    // Halfway through a push, the screen being covered is still drawn (drifting left) under the
    // new one sliding in from the right.
    @Test(arguments: sizes)
    func pushKeepsTheCoveredScreen(_ size: Size) {
        let (navigator, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        navigator.push(.message(1))
        phone.host.advance(by: .milliseconds(175))
        let title = row(1, phone, size)
        let inbox = title.range(of: "Inbo")
        let message = title.range(of: "Messa")
        #expect(inbox != nil && message != nil, "\(title)")
        if let inbox, let message { #expect(inbox.upperBound < message.lowerBound) }
        phone.host.settle()
        #expect(row(1, phone, size).contains("Message 1"))
    }

    // A sheet dragged halfway down keeps its content: it moves down with the sheet.
    @Test(arguments: sizes)
    func draggedSheetKeepsItsContent(_ size: Size) {
        let (navigator, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        navigator.present(.compose, as: .sheet(.fitting))
        phone.host.settle()
        let still = phone.frame(columns: size.columns, rows: size.rows)
        let titleRow = try! #require(still.firstIndex { $0.contains("Compose") })
        #expect(phone.host.dragSheetDown() == .performed)
        phone.host.advance(by: .milliseconds(175))
        let moving = phone.frame(columns: size.columns, rows: size.rows)
        let movedRow = moving.firstIndex { $0.contains("Compose") }
        #expect(movedRow != nil && movedRow! > titleRow, "\(moving.joined(separator: "\n"))")
        #expect(moving.contains { $0.contains("To: Ada") })
    }

    // Each sheet scrolls on its own: a sheet opened after another was scrolled starts at its
    // first line; scrolling stops at the last line (so the way back starts at once), and lines
    // hidden above are counted.
    @Test(arguments: sizes)
    func eachSheetScrollsOnItsOwn(_ size: Size) throws {
        let (navigator, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        _ = phone.frame(columns: size.columns, rows: size.rows)
        navigator.present(.attachments(3), as: .sheet(.fitting))
        phone.host.settle()
        phone.scrollSheet(by: 5)
        navigator.dismiss()
        navigator.present(.attachments(40), as: .sheet(.fitting))
        phone.host.settle()
        var frame = phone.frame(columns: size.columns, rows: size.rows)
        #expect(frame.contains { $0.hasPrefix("│ File 1 ") })
        #expect(!frame.contains { $0.contains("↑") })
        #expect(frame.contains { $0.contains("↓") })

        let (_, limit) = try #require(phone.scrollSheet(by: 1_000))
        #expect(limit > 0)
        phone.scrollSheet(by: -1)
        frame = phone.frame(columns: size.columns, rows: size.rows)
        #expect(frame.contains { $0.contains("↑ \(limit - 1) more") })
        #expect(frame.contains { $0.contains("↓ 1 more") })
        #expect(frame.contains { $0.contains("│ File \(limit) ") })
    }

    // With no sheet on top there is nothing to scroll, and nothing changes.
    @Test func scrollingWithoutASheetIsRefused() {
        let (_, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        #expect(phone.scrollSheet(by: 3) == nil)
        #expect(phone.sheetScroll.isEmpty)
    }
}
