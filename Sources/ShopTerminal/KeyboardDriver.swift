import ShopApp
import Wayfinder
import WayfinderTerminal

/// Interactive mode: keys drive the demo; the clock moves with real time, so transitions are
/// short visible animations.
@MainActor
public final class KeyboardDriver {
    let demo: ShopDemo
    /// The last command's result; the hints show when there is none.
    private var status: String? {
        didSet { statusTop = demo.navigator.state.topEntry?.id }
    }
    /// The screen on top when ``status`` was set: a status speaks of that screen (an order being
    /// placed, a link just opened), so it goes when another screen comes on top by itself.
    private var statusTop: EntryID?
    private var choosingTab = false
    /// The first digit of an action number of two digits, typed on a screen with ten actions
    /// or more (a catalog as tall as the phone).
    private var typedNumber: Int?
    /// The link being typed after `:`.
    private var typedLink: String?
    private var showsKeys = false
    /// How the session ended: 0 after `q`, 130 after Ctrl-C (a shell's code for an interrupted
    /// program); `nil` while it runs.
    public private(set) var exitStatus: Int32?

    /// Keys for `demo`; `status` shows under the phone until the first key (a launch link's outcome).
    public init(demo: ShopDemo, status: String?) {
        self.demo = demo
        self.status = status
        statusTop = demo.navigator.state.topEntry?.id
    }

    /// Runs in the terminal until a key quits; returns the exit status.
    public func run() -> Int32 {
        TerminalSession().run(
            frame: { [self] columns, rows in frame(columns: columns, rows: rows) },
            tick: { [demo] elapsed in demo.phone.host.advance(by: elapsed) },
            onKey: { [self] key in
                press(key)
                return exitStatus == nil
            })
        return exitStatus ?? 0
    }

    /// What the terminal shows: the phone with its status line, or the list of keys.
    public func frame(columns: Int, rows: Int) -> [String] {
        if showsKeys { return DemoKeys.list(columns: columns, rows: rows) }
        if status != nil, demo.navigator.state.topEntry?.id != statusTop { status = nil }
        demo.phone.status =
            if let typedLink {
                Self.linkField(typedLink, columns: columns)
            } else {
                status ?? DemoKeys.hints(columns: columns, inUse: demo.keysInUse)
            }
        demo.fit(columns: columns)
        return demo.phone.frame(columns: columns, rows: rows)
    }

    /// The link being typed, with the cursor after it: a link longer than the terminal scrolls,
    /// its start giving way to an ellipsis, so the end being typed and the cursor stay in view.
    static func linkField(_ link: String, columns: Int) -> String {
        let field = ":" + link + "▏"
        if link.isEmpty { return field + "  type a link; Enter opens it, Esc cancels" }
        guard field.count > columns else { return field }
        return ":…" + link.suffix(max(columns - 3, 0)) + "▏"
    }

    /// Does what `key` does.
    public func press(_ key: TerminalKey) {
        if showsKeys {
            showsKeys = false
            return
        }
        if let link = typedLink { return type(key, after: link) }
        status = nil
        let firstDigit = typedNumber
        typedNumber = nil
        if choosingTab {
            choosingTab = false
            switch key {
            case .character(let character): status = demo.selectTab(String(character))
            case .interrupt: exitStatus = 130
            default: break
            }
            return
        }
        switch key {
        case .interrupt: exitStatus = 130
        case .character("q"): exitStatus = 0
        case .character("?"): showsKeys = true
        case .character(let character) where character.isASCII && character.isNumber:
            let number = (firstDigit ?? 0) * 10 + (Int(String(character)) ?? 0)
            // A number that another digit could still make an action's waits for it (or Enter).
            if firstDigit == nil, number > 0, number * 10 <= demo.phone.actions.count {
                typedNumber = number
                status = "tap \(number)…: a second digit, or Enter for \(number)"
            } else {
                status = demo.tap(number)
            }
        case .enter where firstDigit != nil: status = demo.tap(firstDigit ?? 0)
        case .character("b"): status = demo.back()
        case .character("s"): status = demo.swipe(cancelled: false)
        case .character("d"): status = demo.drag()
        case .character("t"):
            choosingTab = true
            status = "tab: 1 catalog · 2 cart · 3 profile"
        case .character("j"), .down: status = scrolled(by: 1)
        case .character("k"), .up: status = scrolled(by: -1)
        case .character("J"): status = scrolled(by: demo.screenful)
        case .character("K"): status = scrolled(by: -demo.screenful)
        case .character("h"): status = scrolledRecent(by: -1)
        case .character("l"): status = scrolledRecent(by: 1)
        case .character("a"): status = demo.productsArrive(3).message  // the server publishes three
        case .character("r"):
            let (message, failed) = demo.retryPage()
            status = failed ? message : nil
        case .character(":"): typedLink = ""
        case .character(let character): status = "\(character) does nothing; ? lists the keys"
        default: break
        }
    }

    /// A key while a link is typed: Enter opens it, Esc (or Ctrl-C) gives it up.
    private func type(_ key: TerminalKey, after link: String) {
        switch key {
        case .enter:
            typedLink = nil
            status = link.isEmpty ? nil : demo.open(link).message
        case .escape, .interrupt: typedLink = nil
        case .backspace: typedLink = String(link.dropLast())
        case .character(let character): typedLink = link + String(character)
        default: break
        }
    }

    /// Scrolling the carousel says nothing when it worked: the catalog shows it.
    private func scrolledRecent(by cards: Int) -> String? {
        let (message, failed) = demo.scrollRecent(by: cards)
        return failed ? message : nil
    }

    /// Scrolling says nothing when it worked: the catalog or the sheet shows it.
    private func scrolled(by lines: Int) -> String? {
        let (message, failed) = demo.scroll(by: lines)
        return failed ? message : nil
    }
}
