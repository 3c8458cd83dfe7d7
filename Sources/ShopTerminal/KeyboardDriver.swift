import ShopApp
import Wayfinder
import WayfinderTerminal

/// Interactive mode: keys drive the demo; the clock moves with real time, so transitions are
/// short visible animations.
@MainActor
public final class KeyboardDriver {
    let demo: ShopDemo
    private var status: String?
    private var choosingTab = false
    private var typedLink: String?

    static let hints = "1-9 tap · b back · s swipe · d drag · t tab · j/k scroll · : link · q quit"
    static let shortHints = "1-9 tap · b back · d drag · : link · q quit"

    public init(demo: ShopDemo, status: String?) {
        self.demo = demo
        self.status = status
    }

    public func run() {
        TerminalSession().run(
            frame: { [self] columns, rows in
                let hints = columns >= Self.hints.count ? Self.hints : Self.shortHints
                demo.phone.status = typedLink.map { ":" + $0 + "▏" } ?? status ?? hints
                return demo.phone.frame(columns: columns, rows: rows)
            },
            tick: { [demo] elapsed in demo.phone.host.advance(by: elapsed) },
            onKey: { [self] key in handle(key) })
    }

    /// Handles one key; `false` quits.
    private func handle(_ key: TerminalKey) -> Bool {
        if var link = typedLink {
            switch key {
            case .enter:
                typedLink = nil
                status = demo.open(link).message
            case .escape, .interrupt: typedLink = nil
            case .backspace:
                link.removeLast(link.isEmpty ? 0 : 1)
                typedLink = link
            case .character(let character): typedLink = link + String(character)
            default: break
            }
            return true
        }
        status = nil
        if choosingTab {
            choosingTab = false
            if case .character(let character) = key { status = demo.selectTab(String(character)) }
            return true
        }
        switch key {
        case .interrupt, .character("q"): return false
        case .character(let character) where character.isNumber:
            status = demo.tap(Int(String(character)) ?? 0)
        case .character("b"): status = demo.back()
        case .character("s"): status = demo.swipe(cancelled: false)
        case .character("d"): status = demo.drag()
        case .character("t"):
            choosingTab = true
            status = "tab: 1 catalog · 2 cart · 3 profile"
        case .character("j"), .down: demo.scroll(by: 1)
        case .character("k"), .up: demo.scroll(by: -1)
        case .character(":"): typedLink = "shop://"
        default: break
        }
        return true
    }
}
