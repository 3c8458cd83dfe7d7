import Testing
import Wayfinder
import WayfinderTesting

/// Seeded random walks of commands, user gestures and clock advances that stop transitions
/// halfway. After each walk: no rule violated, every await ended, `shown == state` once settled,
/// and the fake controllers show exactly `shown`. The seed is in the test's arguments, so a
/// failure names the walk that reproduces it.
@MainActor
@Suite("Random walks")
struct RandomWalkTests {
    static let screens: [Shop] = [.product(1), .product(2), .address, .confirmOrder, .orders, .order(7), .settings]

    func walk(seed: UInt64, capabilities: HostCapabilities) -> (NavigationTestbed<Shop>, [NavigationRequest]) {
        var random = SeededRandom(seed: seed)
        let testbed = NavigationTestbed(mainTabs(selected: .cart), capabilities: capabilities)
        let navigator = testbed.navigator
        let host = testbed.host
        var requests: [NavigationRequest] = []
        for _ in 0..<60 {
            switch random.below(16) {
            case 0, 1: requests.append(navigator.push(random.pick(Self.screens)))
            case 2: requests.append(navigator.pop())
            case 3: requests.append(navigator.popToRoot())
            case 4: requests.append(navigator.selectTab(random.pick([.catalog, .cart, .profile])))
            case 5: requests.append(navigator.present(random.pick(Self.screens), as: random.pick([.sheet(.fitting), .fullScreenCover, .sheet])))
            case 6: requests.append(navigator.showAlert(random.pick([.removeItem, .productNote])))
            case 7: requests.append(navigator.dismiss())
            case 8: requests.append(navigator.dismissAll())
            case 9: requests.append(navigator.present(.loading, as: .overlay))
            case 10:
                requests.append(navigator.update { state throws(NavigationError) in
                    state.dismissAll()
                    try state.selectTab(.profile)
                    try state.replaceStack(with: [.profile, .orders, .order(random.below(3))], at: .tab(.profile))
                })
            case 11:
                if random.below(4) == 0 {
                    requests.append(navigator.switchRoot(to: .signIn, root: .signIn))
                    requests.append(navigator.switchRoot(
                        to: .main,
                        tabs: [TabStack(.catalog, root: .catalog), TabStack(.cart, root: .cart), TabStack(.profile, root: .profile)],
                        selected: .cart))
                }
            case 12: host.swipeBack(cancelled: random.below(3) == 0)
            case 13: host.dragSheetDown(cancelled: random.below(3) == 0)
            case 14: host.tapAlertButton(random.below(2))
            default: host.advance(by: .milliseconds(Int64(random.below(500))))
            }
            if random.below(3) == 0 { host.advance(by: .milliseconds(Int64(random.below(300)))) }
        }
        testbed.settle()
        return (testbed, requests)
    }

    @Test(arguments: Array(UInt64(1)...UInt64(40)))
    func walkKeepsEveryPromise(seed: UInt64) {
        for capabilities in [HostCapabilities.uiKit, .oneLayerPerDismissal] {
            let (testbed, requests) = walk(seed: seed, capabilities: capabilities)
            #expect(testbed.problems.isEmpty, "seed \(seed): \(testbed.problems)\n\(testbed.host.controllerTree)")
            let unfinished = requests.filter { !$0.isFinished }.count
            #expect(unfinished == 0, "seed \(seed): \(unfinished) commands never ended")
            #expect(testbed.navigator.state.isValid)
        }
    }
}
