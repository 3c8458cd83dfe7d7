// An app as it links Wayfinder: a navigator on a simulated host whose transitions take no time,
// screen models attached, `state` observed as a SwiftUI view observes it, and a link handler
// opening links from text. Every workload of the budgets runs through one of these, on public
// API only, so it measures what an app pays for a command.

import Observation
import Synchronization
import Wayfinder
import WayfinderTesting

public enum Screen: Hashable, Sendable, Codable {
    case home, search, profile, page(Int), sheet, sheetPage(Int)
}

public let allTabs: [TabID] = ["home", "search", "profile"]

/// What a link names; `DeepLinkHandler` turns each into a change.
public enum LinkRoute: Sendable {
    case page(Int), tab(String), sheet(Int)
}

/// A screen's model, made when its entry appears and let go when it leaves.
public final class PageModel {
    public let entry: EntryID
    init(entry: EntryID) { self.entry = entry }
}

/// Set by Observation when `state` is about to change; read by the next render.
final class Invalidation: Sendable {
    let isSet = Atomic<Bool>(false)
}

/// How deep stacks may grow and how many layers stay under the workload's own.
public struct Bounds: Sendable {
    /// The depths a tab's stack is kept between.
    public var tabDepth: ClosedRange<Int>
    /// The depths a layer's stack is kept between.
    public var layerDepth: ClosedRange<Int> = 1...6
    /// Layers presented before the run, which the workload never dismisses.
    public var baseLayers = 0

    public init(tabDepth: ClosedRange<Int>, baseLayers: Int = 0) {
        self.tabDepth = tabDepth
        self.baseLayers = baseLayers
    }
}

@MainActor
public final class AppSession {
    public let navigator: Navigator<Screen>
    public let host: SimulatedHost<Screen>
    public let models: ScreenModels<Screen, PageModel>
    public let links: DeepLinkHandler<Screen, LinkRoute>
    public let bounds: Bounds
    private let invalidation = Invalidation()
    /// How many times the observing view rendered.
    public private(set) var renders = 0
    /// What the last render read, so the read is not optimized away.
    public private(set) var rendered = 0

    /// Three tabs holding `tabDepths` entries each (home selected), with `bounds.baseLayers`
    /// sheets presented over them, each holding two screens.
    public init(tabDepths: [Int], bounds: Bounds) {
        let state: NavigationState<Screen>
        do {
            state = try NavigationState<Screen>(
                flow: "main",
                tabs: zip(allTabs, [Screen.home, .search, .profile]).enumerated().map { index, tab in
                    TabStack(tab.0, root: tab.1, path: (1..<tabDepths[index]).map { .page(index * 100_000 + $0) })
                },
                selected: allTabs[0])
        } catch {
            fatalError("the start state is invalid: \(error)")
        }
        navigator = Navigator(state)
        host = SimulatedHost<Screen>(durations: .instant, keepsTranscript: false)
        navigator.attach(host)
        models = ScreenModels(navigator: navigator) { PageModel(entry: $0.id) }
        self.bounds = bounds
        var router = DeepLinkRouter<LinkRoute>(schemes: ["app"])
        do {
            try router.add("/page/:n") { .page(try $0.parameter("n", as: Int.self)) }
            try router.add("/tab/:tab") { .tab(try $0.parameter("tab", as: String.self)) }
            try router.add("/sheet/:n") { .sheet(try $0.parameter("n", as: Int.self)) }
        } catch {
            fatalError("the link patterns are invalid: \(error)")
        }
        links = DeepLinkHandler(navigator: navigator, router: router) { route, state in
            try Self.open(route, in: &state, bounds: bounds)
        }
        for index in 0..<bounds.baseLayers {
            _ = navigator.present(.sheet, path: [.sheetPage(index)], as: .sheet, animated: false)
        }
        _ = host.settle()
        render()
    }

    /// A link's change: a page pushed on the top stack, a tab selected over the workload's own
    /// layers, or a sheet presented (a page pushed in it when one is up).
    static func open(_ route: LinkRoute, in state: inout NavigationState<Screen>, bounds: Bounds) throws {
        switch route {
        case .page(let number):
            try pushKeepingDepth(.page(number), in: &state, bounds: bounds)
        case .tab(let name):
            while state.layers.count > bounds.baseLayers { try state.dismiss() }
            try state.selectTab(TabID(name))
        case .sheet(let number):
            if state.layers.count == bounds.baseLayers {
                try state.present(.sheet, path: [.sheetPage(number)], as: .sheet)
            } else {
                try pushKeepingDepth(.sheetPage(number), in: &state, bounds: bounds)
            }
        }
    }

    /// Pushes `screen` on the top stack, first popping it to its lowest depth when it is full.
    static func pushKeepingDepth(_ screen: Screen, in state: inout NavigationState<Screen>, bounds: Bounds) throws {
        let range = depthRange(of: state, bounds: bounds)
        let depth = state.stack(at: state.topStackLocation)?.count ?? 1
        if depth >= range.upperBound { try state.pop(depth - range.lowerBound) }
        try state.push(screen)
    }

    static func depthRange(of state: NavigationState<Screen>, bounds: Bounds) -> ClosedRange<Int> {
        if case .tab = state.topStackLocation { return bounds.tabDepth }
        return bounds.layerDepth
    }

    /// What a view's body does: reads `state` inside `withObservationTracking`, to be told of
    /// the next change (after which the view renders again).
    public func render() {
        invalidation.isSet.store(false, ordering: .relaxed)
        let invalidation = invalidation
        rendered = withObservationTracking {
            let state = navigator.state
            return (state.stack(at: state.topStackLocation)?.count ?? 0) &+ state.layers.count
        } onChange: {
            invalidation.isSet.store(true, ordering: .relaxed)
        }
        renders += 1
    }

    /// Renders again if `state` changed since the last render, as SwiftUI does on the next frame.
    public func renderIfChanged() {
        if invalidation.isSet.load(ordering: .relaxed) { render() }
    }

    /// Whether the models are exactly the entries shown.
    public var modelsMatchShown: Bool {
        let shown = navigator.shown.allStacks.flatMap(\.stack.entries)
        return models.liveCount == shown.count && shown.allSatisfy { models[$0.id] != nil }
    }
}
