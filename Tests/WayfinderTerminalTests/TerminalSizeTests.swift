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
        phoneRows(phone.frame(columns: size.columns, rows: size.rows))[y]
    }

    /// A frame's rows from the phone's top, without the margin that centres it on the left.
    func phoneRows(_ frame: [String]) -> [String] {
        let top = frame.firstIndex { !$0.isEmpty } ?? 0
        let left = frame[top].prefix { $0 == " " }.count
        return frame[top...].map { String($0.dropFirst(left)) }
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
        #expect(phoneRows(terminal.lines).first?.hasPrefix("┌──") == true)
    }

    // Halfway through a pop (the back button), the screen leaving slides out to the right over
    // the screen it uncovers, which is already there on the left: the leaving screen is not
    // drawn sliding in, and the uncovered one does not snap in at the end.
    @Test(arguments: sizes)
    func popSlidesTheTopScreenAway(_ size: Size) {
        let (_, phone) = mail(NavigationState(flow: "mail", root: .inbox, path: [.message(1)]))
        #expect(phone.host.tapBack() == .performed)
        phone.host.advance(by: .milliseconds(10))
        #expect(row(1, phone, size).contains("‹ Inbox"))  // the leaving screen, still in place
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
        #expect(phoneRows(frame).contains { $0.hasPrefix("│ File 1 ") })
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
    // A terminal too small for the phone says so in lines broken at word boundaries (at 40×12
    // the one line was cut by the terminal in the middle of a word).
    @Test(arguments: [Size(columns: 40, rows: 12), Size(columns: 20, rows: 10), Size(columns: 12, rows: 8)])
    func tooSmallMessageWrapsAtWords(_ size: Size) {
        let (_, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        let message = phone.frame(columns: size.columns, rows: size.rows)
        #expect(message.allSatisfy { $0.count <= size.columns }, "\(message)")
        #expect(message.joined(separator: " ") == "Make the terminal at least 30×16 (q quits).")
    }

    // In a terminal wider and taller than the phone, the phone is in the middle (it sat in the
    // top-left corner at 120×40), its status line starting under its left edge.
    @Test func phoneIsCentredInALargeTerminal() {
        let (_, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        phone.status = "1-9 tap · q quit"
        let frame = phone.frame(columns: 120, rows: 40)
        let top = try! #require(frame.firstIndex { $0.contains("┌") })
        let bottom = try! #require(frame.lastIndex { $0.contains("┘") })
        let left = try! #require(frame[top].firstIndex(of: "┌")).utf16Offset(in: frame[top])
        let right = frame[top].count - 1
        #expect(left == 120 - 1 - right, "\(left) columns on the left, \(120 - 1 - right) on the right")
        #expect(abs(top - (40 - 1 - (bottom + 1))) <= 1, "\(top) rows above, \(40 - 1 - (bottom + 1)) under the status line")
        #expect(frame[bottom + 1].hasPrefix(String(repeating: " ", count: left) + "1-9 tap"))
        #expect(frame.count <= 40)
    }

    // A status longer than the terminal wraps under the phone, up to three lines; a longer one
    // ends with an ellipsis, a long word in it (a link, a number) losing its middle first, so
    // the reason after it stays readable.
    @Test(arguments: sizes)
    func longStatusLineKeepsItsReason(_ size: Size) {
        let (_, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        let link = "mail://message/" + String(repeating: "9", count: 60)
        phone.status = "cannot open \(link): not a message"
        let status = statusLines(phone.frame(columns: size.columns, rows: size.rows))
        #expect(status.allSatisfy { $0.count <= size.columns })
        #expect(status.first?.hasPrefix("cannot open") == true, "\(status)")
        #expect(status.joined(separator: " ").hasSuffix("not a message"), "\(status)")
        // Wide enough for three lines, nothing of it is lost (the link is cut across lines).
        if size.columns >= 60 { #expect(status.joined().filter { $0 != " " } == phone.status.filter { $0 != " " }) }
        phone.status = String(repeating: "word ", count: 80)
        let words = statusLines(phone.frame(columns: size.columns, rows: size.rows))
        #expect(words.count == 3 && words.allSatisfy { $0.count <= size.columns }, "\(words)")
        #expect(words.last?.hasSuffix("…") == true, "\(words)")
    }

    /// The lines under the phone's bottom border, without the margin before them.
    func statusLines(_ frame: [String]) -> [String] {
        frame.drop { !$0.contains("┘") }.dropFirst().map { String($0.drop { $0 == " " }) }
    }

    // A root switch that slides the new root in draws the old one sliding out, as UIKit's
    // `transition(from:to:)` keeps the old child until the end: the phone is never empty (Sign
    // in's empty right half showed alone for about 150 ms).
    @Test(arguments: sizes)
    func rootSlideDrawsTheLeavingRoot(_ size: Size) {
        let (navigator, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        navigator.switchRoot(to: "compose", root: .compose, transition: .slideFromLeading)
        for step in 1...11 {
            phone.host.advance(by: .milliseconds(25))
            let frame = phone.frame(columns: size.columns, rows: size.rows).dropLast()
            let shown = frame.contains { $0.contains("Inbo") || $0.contains("2 unr") } || frame.contains { $0.contains("Compo") }
            #expect(shown, "at \(step * 25) ms:\n\(frame.joined(separator: "\n"))")
        }
        phone.host.settle()
        let settled = phone.frame(columns: size.columns, rows: size.rows)
        #expect(settled.contains { $0.contains("Compose") } && !settled.contains { $0.contains("Inbo") })
    }
}
