import PropertyBased
import Testing
import Wayfinder

/// A waiting command keeps no copy of the value it found, only what undoes its change: undoing
/// must give back exactly that value, whatever the change.
@Suite("Change undo")
struct ChangeUndoTests {
    /// An edit of the value, from a number: every kind of change a command makes.
    static func edit(_ code: Int, _ state: inout NavigationState<Shop>) {
        let value = code / 16
        let screens: [Shop] = [.product(value % 5), .address, .orders, .order(value % 3), .settings]
        let tabs: [TabID] = [.catalog, .cart, .profile]
        do {
            switch code % 16 {
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
        }
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
