import ShopApp
import Wayfinder
import WayfinderSimulator
import WayfinderTerminal

/// What stops a person's command, said as they see the screen: an alert waiting for an answer,
/// an order being placed, a first screen with nothing behind it. The simulated host's own
/// refusals name controllers; these name what is on screen.
extension ShopDemo {
    /// What a person tries to do.
    enum Gesture {
        case tap, back, drag, tab, scroll
    }

    /// Why `gesture` cannot be done now, or `nil` when nothing on screen stops it.
    func obstacle(to gesture: Gesture) -> String? {
        if gesture != .tap, isMoving { return "wait a moment: the screen is still moving" }
        return obstacleOnScreen(to: gesture)
    }

    /// The keys that do something on the screen as it is, moving or not (the hint line names
    /// them): `:`, `?` and `q` always.
    var keysInUse: Set<String> {
        var keys: Set<String> = [":", "?", "q"]
        if !phone.actions.isEmpty { keys.insert("1-9") }
        if obstacleOnScreen(to: .back) == nil { keys.formUnion(["b", "s"]) }
        if obstacleOnScreen(to: .drag) == nil { keys.insert("d") }
        if case .tabs = phone.host.display.root, obstacleOnScreen(to: .tab) == nil { keys.insert("t") }
        if let catalog = catalogOnScreen {
            keys.formUnion(["j/k", "a"])
            if !catalog.recent.products.isEmpty { keys.insert("h/l") }
            if ShopTerminalViews.failedPage(app.products) != nil { keys.insert("r") }
        } else if let limit = TerminalRenderer(columns: phone.size.columns, rows: phone.size.rows).sheetScrollLimit(phone.scene), limit > 0 {
            keys.insert("j/k")
        }
        return keys
    }

    /// What on screen stops `gesture`, however still it is.
    private func obstacleOnScreen(to gesture: Gesture) -> String? {
        let display = phone.host.display
        let top = display.layers.last
        switch top?.kind {
        case .alert(let alert, _)?:
            let buttons = alert.buttons.enumerated().map { "\($0.offset + 1) \($0.element.title)" }.joined(separator: ", ")
            return "answer \"\(alert.title)\" first: \(buttons)"
        case .overlay?:
            return "please wait: \(title(of: top?.entries.last) ?? "the app is busy")"
        default:
            break
        }
        let stack = top?.entries ?? display.visibleRootStack
        let name = title(of: stack.last).map { "\"\($0)\"" } ?? "this screen"
        switch (gesture, top?.kind) {
        case (.back, .sheet?) where stack.count <= 1:
            return "\(name) is the sheet's first screen; d drags the sheet down"
        case (.back, _) where stack.count <= 1:
            return "\(name) is the first screen; there is nothing to go back to"
        case (.drag, .sheet(let style)?) where !style.userCanDismiss:
            return "\(name) cannot be dragged away; finish it first"
        case (.drag, .sheet?):
            return nil
        case (.drag, .fullScreenCover?):
            return "\(name) covers the whole screen and cannot be dragged down"
        case (.drag, _):
            return "there is no sheet to drag down"
        case (.scroll, nil):
            return "there is no list or sheet to scroll here"
        case (.tab, .sheet?):
            return "the sheet \(name) covers the tab bar; d drags it down"
        case (.tab, .some):
            return "\(name) covers the tab bar"
        default:
            return nil
        }
    }

    private func title(of entry: EntryID?) -> String? {
        entry.map { views.content(for: $0).title }
    }
}

extension SimulatedDisplay {
    /// The entries of the root's visible stack (the selected tab's, with tabs).
    var visibleRootStack: [EntryID] {
        switch root {
        case .none: []
        case .stack(let entries): entries
        case .tabs(_, let stacks, let selected): stacks.indices.contains(selected) ? stacks[selected] : []
        case .split(_, let stacks): stacks.last { !$0.isEmpty } ?? []
        }
    }
}
