import Testing
import Wayfinder
import WayfinderTesting

/// Seeded random walks on a split root: commands on every column, the arrangement, layers, the
/// user's swipes and taps back, the window's size class changing (also mid-transition and back
/// within a turn), and clock advances that stop transitions halfway. After each walk: no rule
/// violated, every await ended, `shown == state`, and the fake controllers show exactly `shown`;
/// and a size-class round trip once settled changes neither the value nor a screen controller.
@MainActor
@Suite("Random walks: split roots")
struct SplitRandomWalkTests {
    static let screens: [Shop] = [.product(1), .product(2), .options, .orders, .order(7), .settings]

    @Test(arguments: Array(UInt64(1)...UInt64(40)))
    func walkKeepsEveryPromise(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let three = random.below(2) == 0
        let testbed = NavigationTestbed(try! NavigationState<Shop>(
            flow: .main, split: SplitStacks(primary: [.catalog], supplementary: three ? [.orders] : nil, secondary: [])))
        let navigator = testbed.navigator
        let host = testbed.host
        let columns: [SplitColumn] = three ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        var requests: [NavigationRequest] = []
        for _ in 0..<80 {
            switch random.below(15) {
            case 0, 1: requests.append(navigator.push(random.pick(Self.screens), onto: .column(random.pick(columns))))
            case 2: requests.append(navigator.replaceStack(with: [random.pick(Self.screens)], at: .column(.secondary)))
            case 3: requests.append(navigator.pop(from: .column(random.pick(columns))))
            case 4: requests.append(navigator.back())
            case 5: requests.append(navigator.update { try $0.showColumn(random.pick(columns)) })
            case 6: requests.append(navigator.update { try $0.setSplitDisplay(random.pick([.automatic, .secondaryOnly, .allColumns])) })
            case 7: requests.append(navigator.present(random.pick(Self.screens), as: random.pick([.sheet, .fullScreenCover])))
            case 8: requests.append(navigator.dismiss())
            case 9, 10:
                host.changeHorizontalSizeClass(to: host.driver.horizontalSizeClass == .regular ? .compact : .regular)
                if random.below(4) == 0 {
                    host.changeHorizontalSizeClass(to: host.driver.horizontalSizeClass == .regular ? .compact : .regular)
                }
            case 11: host.swipeBack(cancelled: random.below(3) == 0)
            case 12: host.tapBack()
            case 13:
                // Out of the split and back into a new one, each a root switch.
                requests.append(navigator.switchRoot(to: .signIn, root: .signIn))
                requests.append(navigator.update { state throws(NavigationError) in
                    try state.switchRoot(
                        to: .main, split: SplitStacks(primary: [.catalog], supplementary: three ? [] : nil, secondary: [.product(3)]))
                })
            default: host.advance(by: .milliseconds(Int64(random.below(500))))
            }
            if random.below(3) == 0 { host.advance(by: .milliseconds(Int64(random.below(300)))) }
        }
        testbed.settle()
        #expect(testbed.problems.isEmpty, "seed \(seed): \(testbed.problems)\n\(host.controllerTree)")
        #expect(requests.allSatisfy { $0.isFinished }, "seed \(seed): a command never ended")
        #expect(navigator.state.isValid)

        let value = navigator.state
        let before = host.controllerTree
        for _ in 0..<2 {
            host.changeHorizontalSizeClass(to: host.driver.horizontalSizeClass == .regular ? .compact : .regular)
            testbed.settle()
        }
        #expect(navigator.state == value && navigator.shown == value, "seed \(seed)")
        #expect(host.controllerTree == before, "seed \(seed)")
        #expect(testbed.problems.isEmpty, "seed \(seed): \(testbed.problems)\n\(host.controllerTree)")
    }
}
