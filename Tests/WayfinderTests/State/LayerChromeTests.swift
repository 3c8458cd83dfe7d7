import Testing
import Wayfinder

/// What a layer shows besides its screens, decided in the core for every host: its navigation
/// bar (Platform Rules 9.12) and, for an alert, the button that answers the escape gesture (9.15).
@Suite struct LayerChromeTests {
    // 9.12: a sheet's and a cover's stack show a navigation bar; an overlay's does not; an alert
    // has no stack, and no presentation style.
    @Test func onlySheetsAndCoversShowANavigationBar() throws {
        #expect(PresentationStyle.sheet(SheetStyle()).showsNavigationBar)
        #expect(PresentationStyle.sheet(.fitting).showsNavigationBar)
        #expect(PresentationStyle.fullScreenCover.showsNavigationBar)
        #expect(!PresentationStyle.overlay.showsNavigationBar)
        var state = NavigationState<Shop>(root: .cart)
        try state.showAlert(NavigationAlert(title: "Saved", buttons: [AlertButton("OK", action: "ok")]))
        #expect(state.layers.last?.presentationStyle == nil)
        #expect(state.layers.last?.alert?.title == "Saved")
        #expect(state.layers.last?.stack == nil)
    }

    // A layer reads back the style it was presented with; an alert has none, its alert instead.
    @Test func layersReadTheirPresentationStyle() throws {
        var state = NavigationState<Shop>(root: .cart)
        try state.present(.options, as: .sheet(.fitting))
        try state.present(.address, as: .fullScreenCover)
        try state.present(.loading, as: .overlay)
        #expect(state.layers.map(\.presentationStyle) == [.sheet(.fitting), .fullScreenCover, .overlay])
        #expect(state.layers.allSatisfy { $0.alert == nil })
    }

    // 9.15: escape answers with the first button whose role is cancel, wherever it stands.
    @Test func escapeAnswersWithTheCancelButton() {
        let remove = NavigationAlert(
            title: "Remove item?",
            buttons: [.destructive("Remove", action: "remove"), .cancel("Keep"), .cancel("Later")])
        #expect(remove.escapeButton == 1)
        #expect(NavigationAlert(title: "Leave?", buttons: [.cancel(), AlertButton("Leave", action: "leave")]).escapeButton == 0)
    }

    // 9.15: without a cancel button escape answers nothing: no choice the user did not make,
    // not even the only button, nor a destructive one.
    @Test func escapeDoesNothingWithoutACancelButton() {
        #expect(NavigationAlert(title: "Saved", buttons: [AlertButton("OK", action: "ok")]).escapeButton == nil)
        #expect(
            NavigationAlert(title: "Delete?", buttons: [.destructive("Delete", action: "delete")]).escapeButton
                == nil)
    }
}
