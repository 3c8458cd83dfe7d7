// The commands of the workloads: a seeded mix of what users do (push, pop, select a tab, present
// and dismiss a sheet, show and dismiss an alert), about a third of them links opened from text,
// kept within the session's bounds.

import Wayfinder
import WayfinderTesting

/// One command of the mix, issued on a session.
@MainActor
public struct CommandMix {
    private var random: SeededRandom
    /// Whether the last command showed an alert (the next one dismisses it).
    private var alertUp = false
    private var count = 0
    public private(set) var links = 0

    public init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// Issues the next command on `session` and returns its request, not awaited.
    public mutating func issue(on session: AppSession) -> NavigationRequest {
        count += 1
        let navigator = session.navigator
        let state = navigator.state
        let bounds = session.bounds
        if alertUp {
            alertUp = false
            return navigator.dismiss()
        }
        let depth = state.stack(at: state.topStackLocation)?.count ?? 1
        let range = AppSession.depthRange(of: state, bounds: bounds)
        let sheetUp = state.layers.count > bounds.baseLayers
        let roll = random.below(100)
        switch roll {
        case 0..<33:
            links += 1
            let number = random.below(1_000)
            switch random.below(3) {
            case 0: return session.links.open("app://page/\(number)")
            case 1: return session.links.open("app://tab/\(allTabs[random.below(allTabs.count)].rawValue)")
            default: return session.links.open("app://sheet/\(number)")
            }
        case 33..<53 where depth < range.upperBound, 53..<68 where depth <= range.lowerBound:
            return navigator.push(sheetUp ? .sheetPage(random.below(1_000)) : .page(random.below(1_000)))
        case 33..<68:
            return navigator.pop()
        case 68..<78 where !sheetUp:
            return navigator.selectTab(allTabs[random.below(allTabs.count)])
        case 68..<90:
            if sheetUp { return navigator.dismiss() }
            let path = (0..<random.below(3)).map { Screen.sheetPage($0) }
            return navigator.present(.sheet, path: path, as: .sheet)
        default:
            alertUp = true
            return navigator.showAlert(NavigationAlert(title: "Sure?", buttons: [.cancel(), AlertButton("OK", action: "ok")]))
        }
    }
}
