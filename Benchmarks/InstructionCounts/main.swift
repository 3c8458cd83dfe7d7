// Instruction counts for the targets of the core: one command through the navigator to a
// settled simulated host (at depth 3, at depth 10 to 10,000, under 0 to 200 sheets), the same
// change as a link and as `update`, restoring 2,000 entries, the planner's next step at 10 and
// 1,000 entries, a push planned at 10 and 1,000 entries and under 1 and 20 layers, a link
// resolved from its text, and the list-anchor maths (ListScenarios.swift).
//
// Run through `count-instructions` beside this folder, which runs each scenario under
// valgrind's callgrind twice (N and N + 1,000 iterations) and divides the difference by 1,000,
// so start-up costs cancel. Instructions, not seconds: the same figure on a busy machine.
//
//   instruction-counts SCENARIO ITERATIONS

import Foundation
// The planner's own scenarios and the list-anchor maths reach package API through @testable
// imports, in a build of their own (`count-instructions` builds them with -enable-testing
// -DPLANNER_COUNTS, apart):
// -enable-testing changes how the libraries are optimized (a command at depth 1,000 costs 18 %
// more), so every other scenario is measured as an app builds the libraries.
#if PLANNER_COUNTS
@testable import Wayfinder
#else
import Wayfinder
#endif
import WayfinderTesting

enum Screen: Hashable, Sendable, Codable {
    case home, search, page(Int), sheet, sheetPage(Int)
}

extension TabID {
    static let a: TabID = "a"
    static let b: TabID = "b"
}

func deepTabs(depth: Int) -> NavigationState<Screen> {
    try! NavigationState<Screen>(
        flow: "main",
        tabs: [
            TabStack(.a, root: .home, path: (1..<depth).map { .page($0) }),
            TabStack(.b, root: .search, path: (1..<depth).map { .page(depth + $0) }),
        ],
        selected: .a)
}

/// `layers` sheets over the deep tabs, and the same with one more screen pushed in the top one.
func pushChange(depth: Int, layers: Int) -> (NavigationState<Screen>, NavigationState<Screen>) {
    var shown = deepTabs(depth: depth)
    for index in 0..<layers { try! shown.present(.sheet, path: [.sheetPage(index)], as: .sheet) }
    var wanted = shown
    try! wanted.push(.page(-1))
    return (shown, wanted)
}

/// A command a navigator attached to a settled simulated host takes per iteration (what
/// `prepare` returns, given the iteration's number), the host settled after each; a checksum of
/// what was shown, so nothing is optimized away.
@MainActor
func settledCommands(
    from start: NavigationState<Screen>, _ iterations: Int, _ prepare: (Navigator<Screen>) -> (Int) -> Void
) -> Int {
    let navigator = Navigator(start)
    let host = SimulatedHost<Screen>(durations: .instant, keepsTranscript: false)
    navigator.attach(host)
    host.settle()
    let command = prepare(navigator)
    var checksum = 0
    for index in 0..<iterations {
        command(index)
        host.settle()
        checksum &+= navigator.shown.nextIdentity
    }
    return checksum
}

/// A push on even iterations, a pop on odd ones: the stack keeps its depth.
@MainActor
func pushOrPop(_ navigator: Navigator<Screen>, _ index: Int) {
    if index % 2 == 0 { navigator.push(.page(99)) } else { navigator.pop() }
}

@MainActor
func run(_ scenario: String, _ iterations: Int) -> Int {
    var checksum = 0
    switch scenario {
    case "command":
        // One command per iteration: a push or a pop, each carried to a settled host.
        checksum = settledCommands(from: deepTabs(depth: 3), iterations) { navigator in { pushOrPop(navigator, $0) } }
    case let name where name.hasPrefix("command-anchored-"):
        // As command-depth-N, with one list's anchor in the value (a list at the stack's root),
        // as a list app has: what keeping anchors with their entries costs a command.
        var (start, _) = pushChange(depth: Int(name.split(separator: "-").last!)!, layers: 0)
        try! start.setAnchor(ListAnchor(item: "7"), of: "list", in: start.stack(at: .tab(.a))!.root!.id)
        checksum = settledCommands(from: start, iterations) { navigator in { pushOrPop(navigator, $0) } }
    case let name where name.hasPrefix("command-depth-") || name.hasPrefix("command-layers-"):
        // A push or a pop per iteration at a depth, or under a number of sheets (pushing in the
        // top one): how a command's cost grows with the value rather than with the change.
        let size = Int(name.split(separator: "-").last!)!
        let (start, _) = name.hasPrefix("command-depth-") ? pushChange(depth: size, layers: 0) : pushChange(depth: 3, layers: size)
        checksum = settledCommands(from: start, iterations) { navigator in { pushOrPop(navigator, $0) } }
    case "link", "update":
        // The same change, a push or a pop, as a link through a handler and as `update`.
        checksum = settledCommands(from: deepTabs(depth: 3), iterations) { navigator in
            var router = DeepLinkRouter<Bool>(schemes: ["app"])
            try! router.add("/push") { _ in true }
            try! router.add("/pop") { _ in false }
            let links = DeepLinkHandler(navigator: navigator, router: router) { push, state in
                if push { try state.push(.page(99)) } else { try state.pop() }
            }
            let parsed = [try! DeepLink("app://push"), try! DeepLink("app://pop")]
            return { index in
                if scenario == "link" {
                    links.open(parsed[index % 2])
                } else {
                    navigator.update { state in if index % 2 == 0 { try state.push(.page(99)) } else { try state.pop() } }
                }
            }
        }
    case let name where name.hasPrefix("restore-"):
        // Restoring a value of N entries (two tabs of N / 2) from its saved data.
        let data = try! deepTabs(depth: Int(name.dropFirst("restore-".count))! / 2).restorationData()
        for _ in 0..<iterations {
            checksum &+= (try! NavigationState<Screen>.restored(from: data)).nextIdentity
        }
    #if PLANNER_COUNTS
    case "nextStep-10", "nextStep-1000":
        let (shown, wanted) = pushChange(depth: scenario == "nextStep-10" ? 10 : 1000, layers: 0)
        for _ in 0..<iterations {
            checksum &+= TransitionPlanner.nextStep(from: shown, to: wanted, capabilities: .uiKit) == nil ? 0 : 1
        }
    case "plan-10", "plan-1000", "plan-layers-1", "plan-layers-20":
        let (depth, layers) = [
            "plan-10": (10, 0), "plan-1000": (1000, 0), "plan-layers-1": (10, 1), "plan-layers-20": (10, 20),
        ][scenario]!
        let (shown, wanted) = pushChange(depth: depth, layers: layers)
        for _ in 0..<iterations {
            checksum &+= TransitionPlanner.plan(from: shown, to: wanted, capabilities: .uiKit).count
        }
    #endif
    case "resolve":
        var router = DeepLinkRouter<Int>(schemes: ["shop"], webHosts: ["shop.example"])
        try! router.add("/product/:id") { try $0.parameter("id", as: Int.self) }
        try! router.add("/orders/:id") { try $0.parameter("id", as: Int.self) }
        try! router.add("/cart/checkout") { _ in 0 }
        for _ in 0..<iterations {
            checksum &+= (try? router.resolve("shop://orders/42")) ?? 0
        }
    default:
        #if PLANNER_COUNTS
        // The list-anchor maths (ListScenarios.swift), package API like the planner's.
        if let listChecksum = listScenario(scenario, iterations) { return listChecksum }
        #endif
        fatalError("unknown scenario \(scenario)")
    }
    return checksum
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let iterations = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: instruction-counts SCENARIO ITERATIONS\n".utf8))
    exit(2)
}
let checksum = MainActor.assumeIsolated { run(arguments[1], iterations) }
print(checksum)
