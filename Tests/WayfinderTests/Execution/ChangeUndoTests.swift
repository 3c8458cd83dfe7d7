import PropertyBased
import Testing
import Wayfinder

/// A waiting command keeps no copy of the value it found, only what undoes its change: undoing
/// must give back exactly that value, whatever the change, and hold no more than the change took
/// away.
@Suite("Change undo")
struct ChangeUndoTests {
    /// An edit of the value, from a number: every kind of change a command makes.
    static func edit(_ code: Int, _ state: inout NavigationState<Shop>) {
        let value = code / 16
        let screens: [Shop] = [.product(value % 5), .address, .orders, .order(value % 3), .settings]
        let tabs: [TabID] = [.catalog, .cart, .profile]
        do {
            switch code % 20 {
            case 0, 1: try state.push(screens[value % screens.count])
            case 2: try state.push(contentsOf: [.product(1), .product(2)])
            case 3: try state.pop()
            case 4: try state.popToRoot()
            case 5: try state.replaceStack(with: [state.stack(at: state.topStackLocation)!.entries[0].screen, .orders, .order(value % 3)])
            case 6: try state.selectTab(tabs[value % 3])
            case 7: try state.present(screens[value % screens.count], as: .sheet)
            case 8: try state.present(.options, path: [.product(3)], as: .fullScreenCover)
            case 9: try state.dismiss()
            case 10: state.dismissAll()
            case 11: try state.showAlert(.removeItem)
            case 12: try state.push(.address, onto: .tab(tabs[value % 3]))
            case 13: state.switchRoot(to: .signIn, root: .signIn)
            case 14: state = state.reconciled(with: mainTabs(selected: tabs[value % 3]))
            case 15:
                let entries = state.visiblePath
                if value % 2 == 0, entries.count > 2 {
                    try state.remove(entries[1 + value % (entries.count - 1)].id)
                } else {
                    try state.back(1 + value % 3)
                }
            case 16:
                if let sheet = state.layers.last, case .sheet(let style) = sheet.presentationStyle {
                    let detent: Detent = style.selectedDetent == .large ? .medium : .large
                    try state.setSheetStyle(SheetStyle(detents: [.medium, .large], selectedDetent: detent), for: sheet.id)
                }
            case 17: if let bottom = state.layers.first { try state.dismiss(to: bottom.id) }
            case 18:
                try state.switchRoot(to: .main, tabs: [TabStack(.catalog, root: .catalog), TabStack(.cart, root: .cart)], selected: .cart)
            default: try state.pop(1, from: .tab(tabs[value % 3]))
            }
        } catch {
            // A refused edit changes nothing: the undo of no change is tested too.
        }
    }

    @Test func undoingGivesBackExactlyTheValueTheChangeFound() async {
        let sequences = Gen.int(in: 0...999).array(of: 1...40)
        await propertyCheck(count: 500, input: sequences, sequences) { setup, changes in
            var before = mainTabs()
            for code in setup { Self.edit(code, &before) }
            var after = before
            for code in changes { Self.edit(code, &after) }
            let undo = ChangeUndo(from: before, to: after)
            var undone = after
            undo.undo(&undone)
            #expect(undone == before, "setup \(setup), changes \(changes)")
            #expect(undo.isEmpty == (before == after))
            #expect(undo.retainedCount <= Self.gone(from: before, in: after), "setup \(setup), changes \(changes)")
        }
    }

    /// How many layers and entries of `before` `after` no longer holds, by identity.
    static func gone(from before: NavigationState<Shop>, in after: NavigationState<Shop>) -> Int {
        let layers = Set(after.layers.map(\.id))
        let entries = Set(after.allStacks.flatMap { $0.stack.entries.map(\.id) })
        return before.layers.count { !layers.contains($0.id) }
            + before.allStacks.reduce(0) { $0 + $1.stack.entries.count { !entries.contains($0.id) } }
    }

    // Each of many presents holds none of the layers under it, and undoing them one after the
    // other gives back each value.
    @Test func aChainOfPresentsHoldsNothingAndUndoesToEachValueInTurn() throws {
        var values = [mainTabs()]
        for index in 0..<200 {
            var next = values.last!
            try next.present(.product(index), path: [.options], as: .sheet)
            values.append(next)
        }
        let undos = zip(values, values.dropFirst()).map { ChangeUndo(from: $0, to: $1) }
        #expect(undos.allSatisfy { $0.retainedCount == 0 })
        var value = values.last!
        for index in undos.indices.reversed() {
            undos[index].undo(&value)
            #expect(value == values[index])
        }
    }

    // A removal from the middle of a long stack holds the one entry that went, and undoes exactly.
    @Test func aRemovalFromTheMiddleHoldsOnlyTheEntryThatWent() throws {
        let before = NavigationState<Shop>(root: .catalog, path: (0..<1_000).map { .product($0) })
        var after = before
        try after.remove(before.stack(at: .root)!.entries[500].id)
        try after.push(.address)
        let undo = ChangeUndo(from: before, to: after)
        #expect(undo.retainedCount == 1)
        var undone = after
        undo.undo(&undone)
        #expect(undone == before)
    }

    // Many pushes undone one after the other edit one stack in place and give back each value.
    @Test func aChainOfPushesUndoesToEachValueInTurn() throws {
        var values = [mainTabs()]
        for index in 0..<200 {
            var next = values.last!
            try next.push(.product(index))
            values.append(next)
        }
        let undos = zip(values, values.dropFirst()).map { ChangeUndo(from: $0, to: $1) }
        var value = values.last!
        for index in undos.indices.reversed() {
            undos[index].undo(&value)
            #expect(value == values[index])
        }
    }
}
