import Wayfinder

/// How a Shop screen reports what the user did: through its entry's screen model, which `ShopApp`
/// makes when the entry is first shown and releases when it leaves. A screen never navigates: the
/// coordinator of its region decides what comes next.
///
/// A tap before the model exists (during the push that brings the screen) is dropped, as `ShopApp`
/// drops an event from a screen that is not on top.
@MainActor
struct ScreenEvents {
    let entry: EntryID
    let models: ScreenModels<ShopScreen, ScreenModel>

    func send(_ event: ShopEvent) {
        models[entry]?.send(event)
    }
}
