import Testing
import Wayfinder
import WayfinderTerminal
import WayfinderTesting

/// A split root drawn: its columns side by side while the window is regular, one stack once it
/// is compact, the same screens either way.
@MainActor
@Suite("Terminal frames: split roots")
struct TerminalSplitTests {
    func frame(_ phone: TerminalPhone<Mail>) -> String {
        phone.frame(columns: 44, rows: 16).dropLast().joined(separator: "\n")
    }

    @Test func aSplitShowsItsColumnsSideBySideThenCollapses() throws {
        let (navigator, phone) = mailPhone(try NavigationState(flow: "mail", split: SplitStacks(primary: [.inbox])))
        #expect(frame(phone) == """
            ┌──────────────┬───────────────────────────┐
            │    Inbox     │                           │
            ├──────────────┼───────────────────────────┤
            │ 2 unread     │                           │
            │              │                           │
            │ 1) Open      │                           │
            │              │                           │
            │              │             —             │
            │              │                           │
            │              │                           │
            │              │                           │
            │              │                           │
            │              │                           │
            │              │                           │
            └──────────────┴───────────────────────────┘
            """)
        navigator.replaceStack(with: [.message(1)], at: .column(.secondary))
        phone.host.settle()
        #expect(frame(phone) == """
            ┌──────────────┬───────────────────────────┐
            │    Inbox     │         Message 1         │
            ├──────────────┼───────────────────────────┤
            │ 2 unread     │ Hello!                    │
            │              │                           │
            │  · Open      │ 1) Reply                  │
            │              │                           │
            │              │                           │
            │              │                           │
            │              │                           │
            │              │                           │
            │              │                           │
            │              │                           │
            │              │                           │
            └──────────────┴───────────────────────────┘
            """)
        phone.host.changeHorizontalSizeClass(to: .compact)
        phone.host.settle()
        #expect(frame(phone) == """
            ┌──────────────────────────────────────────┐
            │ ‹ Inbox        Message 1                 │
            ├──────────────────────────────────────────┤
            │ Hello!                                   │
            │                                          │
            │ 1) Reply                                 │
            │                                          │
            │                                          │
            │                                          │
            │                                          │
            │                                          │
            │                                          │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            """)
    }
}
