import Testing
import Wayfinder
import WayfinderTerminal
import WayfinderTesting

/// Frames drawn to text and compared whole: what a person sees for each kind of layer.
@MainActor
@Suite("Terminal frames")
struct TerminalRendererTests {
    typealias Screen = Mail

    func mail(_ start: NavigationState<Mail>) -> (Navigator<Mail>, TerminalPhone<Mail>) { mailPhone(start) }

    /// The phone, without the status line under it.
    func frame(_ phone: TerminalPhone<some Hashable & Sendable>) -> String {
        phone.frame(columns: 32, rows: 17).dropLast().joined(separator: "\n")
    }

    // A fitting sheet over a stack: it rises from the bottom at its content's height; only the
    // top layer's actions are numbered.
    @Test func sheetOverAStack() {
        let (navigator, phone) = mail(NavigationState(flow: "mail", root: .inbox, path: [.message(1)]))
        navigator.present(.compose, as: .sheet(.fitting))
        phone.host.settle()
        #expect(frame(phone) == """
            ┌──────────────────────────────┐
            │ ‹ Inbox  Message 1           │
            ├──────────────────────────────┤
            │ Hello!                       │
            │                              │
            │  · Reply                     │
            │                              │
            │                              │
            ┌─────────────━━━──────────────┐
            │           Compose            │
            ├──────────────────────────────┤
            │ To: Ada                      │
            │ Hi Ada,                      │
            │                              │
            │ 1) Send                      │
            └──────────────────────────────┘
            """)
    }

    // An alert over a sheet: centred, on top of everything, its buttons numbered.
    @Test func alertOverASheet() throws {
        let (navigator, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        navigator.present(.compose, as: .sheet(.fitting))
        navigator.showAlert(NavigationAlert(title: "Discard draft?", buttons: [.cancel("Keep"), .destructive("Discard", action: "discard")]))
        phone.host.settle()
        #expect(frame(phone) == """
            ┌──────────────────────────────┐
            │            Inbox             │
            ├──────────────────────────────┤
            │ 2 unread                     │
            │                              │
            │  ┌────────────────────────┐  │
            │  │     Discard draft?     │  │
            │  │                        │  │
            ┌──│        1) Keep         │──┐
            │  │       2) Discard       │  │
            ├──└────────────────────────┘──┤
            │ To: Ada                      │
            │ Hi Ada,                      │
            │                              │
            │  · Send                      │
            └──────────────────────────────┘
            """)
        #expect(phone.actions.map(\.label) == ["Keep", "Discard"])
    }

    // An alert over a fitting sheet is centred on the phone, as UIKit centres it on the screen,
    // however short the sheet and however tall the terminal: it does not sit in the gap above
    // the sheet.
    @Test(arguments: [(80, 45), (80, 24), (44, 24), (60, 36)])
    func alertOverASheetIsCentred(_ size: (Int, Int)) throws {
        let (navigator, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        navigator.present(.compose, as: .sheet(.fitting))
        navigator.showAlert(NavigationAlert(title: "Discard draft?", buttons: [.cancel("Keep"), .destructive("Discard", action: "discard")]))
        phone.host.settle()
        let frame = phone.frame(columns: size.0, rows: size.1)
        let phoneTop = try #require(frame.firstIndex { $0.contains("┌") })
        let phoneBottom = try #require(frame.lastIndex { $0.contains("┘") })
        // The alert's box: its top border above its title, its bottom border the next one.
        let alertTop = try #require(frame.firstIndex { $0.contains("Discard draft?") }) - 1
        let alertBottom = try #require(frame[(alertTop + 2)...].firstIndex { $0.contains("└") })
        let above = alertTop - phoneTop
        let below = phoneBottom - alertBottom
        #expect(abs(above - below) <= 1, "\(above) rows above the alert, \(below) under it:\n\(frame.joined(separator: "\n"))")
    }

    // An alert's title and message too long for its box wrap inside it, every word shown.
    @Test func longAlertWraps() {
        let (navigator, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        let title = "Discard the draft you wrote to Ada Lovelace?"
        let message = "It has not been sent, and nothing keeps a copy of it once it is discarded."
        navigator.showAlert(NavigationAlert(title: title, message: message, buttons: [.cancel("Keep")]))
        phone.host.settle()
        let inside = phone.frame(columns: 80, rows: 24).compactMap { line -> String? in
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            return parts.count >= 5 ? parts[2].trimmingCharacters() : nil  // the alert's inside
        }
        #expect(inside.filter { !$0.isEmpty && $0 != "1) Keep" }.joined(separator: " ") == title + " " + message, "\(inside)")
    }

    // The tab bar: the selected tab in brackets, at the bottom of the frame.
    @Test func tabBar() throws {
        let (_, phone) = mail(try NavigationState(
            flow: "mail", tabs: [TabStack("inbox", root: .inbox), TabStack("sent", root: .message(9))], selected: "sent"))
        #expect(frame(phone) == """
            ┌──────────────────────────────┐
            │          Message 9           │
            ├──────────────────────────────┤
            │ Hello!                       │
            │                              │
            │ 1) Reply                     │
            │                              │
            │                              │
            │                              │
            │                              │
            │                              │
            │                              │
            │                              │
            ├──────────────────────────────┤
            │        Inbox  [Sent]         │
            └──────────────────────────────┘
            """)
    }

    // An overlay covers everything, tab bar included, and takes the keys away.
    @Test func overlayCoversEverything() throws {
        let (navigator, phone) = mail(try NavigationState(
            flow: "mail", tabs: [TabStack("inbox", root: .inbox), TabStack("sent", root: .message(9))], selected: "inbox"))
        navigator.present(.sending, as: .overlay)
        phone.host.settle()
        #expect(frame(phone) == """
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░┌─────────────┐░░░░░░░░░
            ░░░░░░░░│  Sending…   │░░░░░░░░░
            ░░░░░░░░│ One moment. │░░░░░░░░░
            ░░░░░░░░└─────────────┘░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            """)
        #expect(phone.actions.isEmpty)
    }

    // A transition is drawn as it runs: halfway through its presentation the sheet is half
    // risen, and the step completes when the animation ends.
    @Test func sheetRisesDuringItsTransition() {
        let (navigator, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        let request = navigator.present(.compose, as: .sheet(.fitting))
        phone.host.advance(by: .milliseconds(200))
        let half = phone.frame(columns: 32, rows: 17)
        let risen = half.firstIndex { $0.hasPrefix("┌─────────────━━━") }
        #expect(risen == 12)  // 4 of its 8 rows are up
        #expect(!request.isFinished)
        phone.host.advance(by: .milliseconds(200))
        #expect(request.isFinished)
        #expect(phone.frame(columns: 32, rows: 17).firstIndex { $0.hasPrefix("┌─────────────━━━") } == 8)
    }

    // A screen going away shows what it showed in the last frame until it is gone, although
    // what its content says changed when it began to leave: popped, dismissed, its root replaced.
    @Test(arguments: ["pop", "dismiss", "switch root"])
    func leavingScreenKeepsWhatItShowed(_ leaving: String) {
        let (navigator, phone) = mail(NavigationState(flow: "mail", root: .inbox, path: [.message(1)]))
        if leaving == "dismiss" {
            navigator.present(.compose, as: .sheet(.fitting))
            phone.host.settle()
        }
        let mail = phone.content
        // The line the leaving screen shows, which changes as it begins to leave.
        let marker = leaving == "dismiss" ? "To: Ada" : "Hello!"
        var version = marker
        phone.content = { id in
            var content = mail(id)
            content.lines = content.lines.map { $0 == marker ? version : $0 }
            return content
        }
        _ = phone.frame(columns: 32, rows: 17)
        version = "Changed"
        switch leaving {
        case "pop": navigator.pop()
        case "dismiss": navigator.dismiss()
        default: navigator.switchRoot(to: "compose", root: .compose, transition: .slideFromLeading)
        }
        phone.host.advance(by: .milliseconds(100))
        let frame = phone.frame(columns: 32, rows: 17).joined(separator: "\n")
        #expect(frame.contains(marker) && !frame.contains("Changed"), "\(frame)")
    }

    // The status line sits under the phone, from its left edge, as wide as the terminal; what
    // does not fit goes on in the next line, broken at a space.
    @Test func statusLine() {
        let (_, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        phone.status = "link refused: no route matches /nowhere"
        #expect(phone.frame(columns: 60, rows: 17).last == "        link refused: no route matches /nowhere")
        #expect(phone.frame(columns: 32, rows: 17).suffix(2) == ["link refused: no route matches", "/nowhere"])
    }

    // A terminal too small for the phone says so instead of drawing garbage, in lines that fit.
    @Test func tooSmall() {
        let (_, phone) = mail(NavigationState(flow: "mail", root: .inbox))
        #expect(phone.frame(columns: 20, rows: 10) == ["Make the terminal at", "least 30×16 (q", "quits)."])
    }

    // Keys: characters, Enter, Backspace, Ctrl-C, arrows; other escape sequences are dropped.
    @Test func keysDecode() {
        #expect(TerminalKey.decode(Array("1b:".utf8)) == [.character("1"), .character("b"), .character(":")])
        #expect(TerminalKey.decode([0x0D, 0x7F, 0x03]) == [.enter, .backspace, .interrupt])
        #expect(TerminalKey.decode([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43]) == [.up, .down])
        #expect(TerminalKey.decode([0x1B]) == [.escape])
    }
}

extension Substring {
    /// Without the spaces around it.
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
