import Testing
import Wayfinder

/// Table tests of the pure planner: (shown, wanted, capabilities) → steps.
/// Steps are compared as their descriptions, identities included, so each row pins down exactly
/// which entry goes where and which step animates.
@Suite("Planner tables")
struct PlannerTableTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let from: NavigationState<Shop>
        let to: NavigationState<Shop>
        /// Expected steps for UIKit, for SwiftUI 17 (as UIKit unless given) and for a host that
        /// dismisses one layer per transition (as SwiftUI 17 unless given).
        let uiKit: [String]
        let swiftUI17: [String]?
        let oneLayerPerDismissal: [String]?

        init(
            _ name: String, from: NavigationState<Shop>, to: NavigationState<Shop>, _ uiKit: [String],
            swiftUI17: [String]? = nil, oneLayerPerDismissal: [String]? = nil
        ) {
            self.name = name
            self.from = from
            self.to = to
            self.uiKit = uiKit
            self.swiftUI17 = swiftUI17
            self.oneLayerPerDismissal = oneLayerPerDismissal
        }

        var testDescription: String { name }
    }

    // A cart stack four deep: cart#1 › product(1)#2 › address#3 › confirmOrder#4.
    static let cartDeep = NavigationState<Shop>(flow: .main, root: .cart, path: [.product(1), .address, .confirmOrder])
    // Cart › Address with a sheet and an alert raised in the sheet (S3's starting point).
    static let s3Start = build(mainTabs(selected: .cart)) { state in
        try state.push(.address)  // #4
        try state.present(.options, as: .sheet(.fitting))  // sheet#5, options#6
        try state.showAlert(.removeItem)  // alert#7
    }
    // Catalog › Product(7) with an alert it raised (S2's starting point).
    static let s2Start = build(mainTabs(selected: .catalog)) { state in
        try state.push(.product(7))  // #4
        try state.showAlert(.productNote)  // alert#5
    }
    // Three layers: sheet#2 (options#3), cover#4 (checkout: address#5), alert#6 over the cover.
    static let threeLayers = build(NavigationState(flow: .main, root: .cart)) { state in
        try state.present(.options, as: .sheet)
        try state.present(.address, as: .fullScreenCover)
        try state.showAlert(.removeItem)
    }

    static let rows: [Row] = [
        Row("no change", from: cartDeep, to: cartDeep, []),
        Row(
            "several pops in one step",
            from: cartDeep, to: build(cartDeep) { try $0.popToRoot() },
            ["set root [cart#1] (animated)"]),
        Row(
            "several pushes in one step",
            from: NavigationState(flow: .main, root: .cart),
            to: build(NavigationState(flow: .main, root: .cart)) { try $0.push(contentsOf: [.address, .confirmOrder, .done]) },
            ["set root [cart#1, address#2, confirmOrder#3, done#4] (animated)"]),
        Row(
            "the same screen twice in a stack",
            from: NavigationState(flow: .main, root: .catalog, path: [.product(1)]),
            to: build(NavigationState(flow: .main, root: .catalog, path: [.product(1)])) { try $0.push(.product(1)) },
            ["set root [catalog#1, product(1)#2, product(1)#3] (animated)"]),
        Row(
            "a chain of layers dismissed in one step",
            from: threeLayers, to: build(threeLayers) { $0.dismissAll() },
            ["dismiss from #2 (animated)"],
            oneLayerPerDismissal: ["dismiss from #6", "dismiss from #4", "dismiss from #2 (animated)"]),
        Row(
            "a chain presented, only the last animated",
            from: NavigationState(flow: .main, root: .cart),
            to: build(NavigationState(flow: .main, root: .cart)) { state in
                try state.present(.options, as: .sheet)
                try state.present(.address, as: .fullScreenCover)
                try state.present(.loading, as: .overlay)
            },
            ["present sheet#2 options#3", "present cover#4 address#5", "present overlay#6 loading#7 (animated)"]),
        Row(
            "dismiss, tab switch and stack rebuild (S3)",
            from: s3Start,
            to: build(s3Start) { state in
                state.dismissAll()
                try state.selectTab(.catalog)
                try state.push(.product(3))
            },
            ["set tab catalog [catalog#1, product(3)#8]", "select tab catalog", "dismiss from #5 (animated)"],
            oneLayerPerDismissal: ["set tab catalog [catalog#1, product(3)#8]", "select tab catalog", "dismiss from #7", "dismiss from #5 (animated)"]),
        Row(
            "an alert leaves before its owner's tab is switched away (S2)",
            from: s2Start,
            to: build(s2Start) { state in
                try state.selectTab(.profile)
                try state.push(contentsOf: [.orders, .order(42)])
            },
            ["dismiss from #5 (animated)", "set tab profile [profile#3, orders#6, order(42)#7]", "select tab profile"]),
        Row(
            "an alert removed because its entry was popped",
            from: s2Start, to: build(s2Start) { try $0.pop() },
            ["dismiss from #5 (animated)", "set tab catalog [catalog#1] (animated)"]),
        Row(
            "a stack edited under a layer that stays",
            from: build(cartDeep) { try $0.present(.options, as: .sheet) },
            to: build(build(cartDeep) { try $0.present(.options, as: .sheet) }) { try $0.popToRoot(of: .root) },
            ["set root [cart#1]"]),
        Row(
            "a push under a new presentation is hidden, the presentation animates",
            from: NavigationState(flow: .main, root: .cart),
            to: build(NavigationState(flow: .main, root: .cart)) { state in
                try state.push(.address)
                try state.present(.options, as: .sheet(.fitting))
            },
            ["set root [cart#1, address#2]", "present sheet#3 options#4 (animated)"]),
        Row(
            "a root switch with layers up",
            from: threeLayers,
            to: build(threeLayers) { $0.switchRoot(to: .signIn, root: .signIn, transition: .slideFromLeading) },
            ["dismiss from #2", "replace root with signIn#7 (animated)"],
            oneLayerPerDismissal: ["dismiss from #6", "dismiss from #4", "dismiss from #2", "replace root with signIn#7 (animated)"]),
        Row(
            "a root switch without a transition does not animate",
            from: cartDeep,
            to: build(cartDeep) { $0.switchRoot(to: .splash, root: .splash, transition: .none) },
            ["replace root with splash#5"]),
        Row(
            "a tab switch shows the other tab's new stack at once",
            from: mainTabs(selected: .cart),
            to: build(mainTabs(selected: .cart)) { state in
                try state.selectTab(.catalog)
                try state.push(.product(3))
            },
            ["set tab catalog [catalog#1, product(3)#4]", "select tab catalog"]),
        Row(
            "a sheet's style changes in place",
            from: build(cartDeep) { try $0.present(.options, as: .sheet(SheetStyle(detents: [.medium, .large]))) },
            to: build(build(cartDeep) { try $0.present(.options, as: .sheet(SheetStyle(detents: [.medium, .large]))) }) {
                try $0.setSheetStyle(SheetStyle(detents: [.medium, .large], selectedDetent: .large), for: LayerID(5))
            },
            ["update sheet#5"]),
        Row(
            "a screen replaced at the same depth: a push on UIKit, no animation on SwiftUI (6.1)",
            from: NavigationState(flow: .main, root: .profile, path: [.orders, .order(1)]),
            to: build(NavigationState(flow: .main, root: .profile, path: [.orders, .order(1)])) {
                try $0.replaceStack(with: [.profile, .orders, .order(42)])
            },
            ["set root [profile#1, orders#2, order(42)#4] (animated)"],
            swiftUI17: ["set root [profile#1, orders#2, order(42)#4]"]),
        Row(
            "one sheet replaced by another: dismissal and presentation both animate",
            from: build(cartDeep) { try $0.present(.options, as: .sheet) },
            to: build(build(cartDeep) { try $0.present(.options, as: .sheet) }) { state in
                try state.dismiss()
                try state.present(.address, as: .fullScreenCover)
            },
            ["dismiss from #5 (animated)", "present cover#7 address#8 (animated)"]),
    ]

    // Back across layers and removals under the top: what the user cannot see does not animate.
    static let backRows: [Row] = {
        let layered = build(cartDeep) { state in
            try state.present(.options, as: .sheet)  // sheet#5, options#6
            try state.present(.address, as: .fullScreenCover)  // cover#7, address#8
        }
        return [
            Row(
                "an entry removed under the top: unseen",
                from: cartDeep, to: build(cartDeep) { try $0.remove(EntryID(2)) },
                ["set root [cart#1, address#3, confirmOrder#4]"]),
            Row(
                "an entry added under the top: unseen",
                from: cartDeep, to: build(cartDeep) { try $0.replaceStack(with: [.cart, .product(1), .orders, .address, .confirmOrder]) },
                ["set root [cart#1, product(1)#2, orders#5, address#3, confirmOrder#4]"]),
            Row(
                "back across a sheet and a cover: the pop unseen, one animated dismissal",
                from: layered, to: build(layered) { try $0.back(to: EntryID(2)) },
                ["set root [cart#1, product(1)#2]", "dismiss from #5 (animated)"],
                oneLayerPerDismissal: ["set root [cart#1, product(1)#2]", "dismiss from #7", "dismiss from #5 (animated)"]),
            Row(
                "back from a sheet's root: its dismissal",
                from: build(cartDeep) { try $0.present(.options, as: .sheet) },
                to: build(build(cartDeep) { try $0.present(.options, as: .sheet) }) { try $0.back() },
                ["dismiss from #5 (animated)"]),
        ]
    }()

    @Test(arguments: backRows)
    func plansGoingBackAndRemovals(_ row: Row) {
        plansTheExpectedSteps(row)
        planReachesTheTargetAndIsStableUnderReplanning(row)
    }

    private func plan(_ row: Row, _ capabilities: HostCapabilities, _ animation: AnimationPolicy = .automatic) -> [String] {
        TransitionPlanner.plan(from: row.from, to: row.to, capabilities: capabilities, animation: animation).map(\.description)
    }

    // Each row plans the expected steps for UIKit, SwiftUI on iOS 17 and a host that dismisses one layer per transition.
    @Test(arguments: rows)
    func plansTheExpectedSteps(_ row: Row) {
        #expect(plan(row, .uiKit) == row.uiKit)
        #expect(plan(row, .swiftUI17) == (row.swiftUI17 ?? row.uiKit))
        #expect(plan(row, .oneLayerPerDismissal) == (row.oneLayerPerDismissal ?? row.swiftUI17 ?? row.uiKit))
    }

    // Applying the plan step by step reaches the wanted value, and planning again after any
    // step continues the same plan (what the runner relies on when it replans mid-change).
    @Test(arguments: rows)
    func planReachesTheTargetAndIsStableUnderReplanning(_ row: Row) {
        for capabilities in [HostCapabilities.uiKit, .oneLayerPerDismissal] {
            let steps = TransitionPlanner.plan(from: row.from, to: row.to, capabilities: capabilities)
            var current = row.from
            for (index, step) in steps.enumerated() {
                let rest = TransitionPlanner.plan(from: current, to: row.to, capabilities: capabilities)
                #expect(rest == Array(steps[index...]))
                current = current.applying(step)
                #expect(current.isValid, "step \(step) left an invalid value")
            }
            #expect(current == row.to)
        }
    }

    // By default at most two steps animate per change; with `.none` none does.
    @Test(arguments: rows)
    func atMostTwoAnimatedSteps(_ row: Row) {
        for capabilities in [HostCapabilities.uiKit, .swiftUI17, .oneLayerPerDismissal] {
            let steps = TransitionPlanner.plan(from: row.from, to: row.to, capabilities: capabilities)
            #expect(steps.filter(\.isAnimated).count <= 2)
            let still = TransitionPlanner.plan(from: row.from, to: row.to, capabilities: capabilities, animation: .none)
            #expect(still.allSatisfy { !$0.isAnimated })
            #expect(still.count == steps.count)
        }
    }

    // A host that pushes one screen per transition (SwiftUI's NavigationView) gets the pops in
    // one step and one step per push; only the last animates.
    @Test func onePushPerTransition() {
        let capabilities = HostCapabilities(dismissesLayerChainAtOnce: true, replacesStackAtOnce: false)
        let from = NavigationState<Shop>(flow: .main, root: .cart, path: [.product(1), .address])
        let to = build(from) { state in
            try state.pop(2)
            try state.push(contentsOf: [.product(2), .address, .confirmOrder])
        }
        let steps = TransitionPlanner.plan(from: from, to: to, capabilities: capabilities).map(\.description)
        #expect(steps == [
            "set root [cart#1]",
            "set root [cart#1, product(2)#4]",
            "set root [cart#1, product(2)#4, address#5]",
            "set root [cart#1, product(2)#4, address#5, confirmOrder#6] (animated)",
        ])
    }

    // Replacing a stack's root screen with one push per transition replaces it in the first step.
    @Test func onePushPerTransitionReplacesTheRootEntry() {
        let capabilities = HostCapabilities(dismissesLayerChainAtOnce: true, replacesStackAtOnce: false)
        let from = NavigationState<Shop>(flow: .main, root: .cart, path: [.address])
        let to = build(from) { try $0.replaceStack(with: [.catalog, .product(1)]) }
        let steps = TransitionPlanner.plan(from: from, to: to, capabilities: capabilities).map(\.description)
        #expect(steps == ["set root [catalog#3]", "set root [catalog#3, product(1)#4] (animated)"])
    }
}
