import Wayfinder

/// The model behind one Shop screen: what it shows and the events it reports.
///
/// Made by ``ShopApp``'s ``ScreenModels`` as soon as its entry is in the navigation value, before
/// its screen is built, and released once the entry has left the screen.
@MainActor
public class ScreenModel {
    /// The entry this model belongs to.
    public let entry: EntryID
    /// The screen it backs.
    public let screen: ShopScreen
    private let report: @MainActor (ShopEvent, EntryID) -> Void

    init(entry: Entry<ShopScreen>, report: @escaping @MainActor (ShopEvent, EntryID) -> Void) {
        self.entry = entry.id
        self.screen = entry.screen
        self.report = report
    }

    /// Reports an event to the screen's coordinator.
    public func send(_ event: ShopEvent) {
        report(event, entry)
    }
}

/// The model of a Product screen.
@MainActor
public class ProductModel: ScreenModel {
    /// The product shown.
    public let product: Product

    init(entry: Entry<ShopScreen>, product: Product, report: @escaping @MainActor (ShopEvent, EntryID) -> Void) {
        self.product = product
        super.init(entry: entry, report: report)
    }
}

/// The model of the Options sheet: its content is the product's option lines, as many as there
/// are, so the fitting sheet grows with them and scrolls past the limit.
@MainActor
public final class OptionsModel: ProductModel {}
