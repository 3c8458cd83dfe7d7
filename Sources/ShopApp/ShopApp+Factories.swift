import Wayfinder

// What the app makes for the navigator: a coordinator for each region, a model for each screen.

extension ShopApp {
    func makeCoordinator(for content: RegionContent<ShopScreen>) -> (any ShopCoordinator)? {
        switch content {
        case .tab(.catalog, _): CatalogCoordinator(navigator: navigator)
        case .flow(.main, root: .catalog?):
            SplitSections(
                catalog: CatalogCoordinator(navigator: navigator),
                cart: CartCoordinator(navigator: navigator, store: cart, orders: orders),
                profile: ProfileCoordinator(navigator: navigator))
        case .tab(.cart, _): CartCoordinator(navigator: navigator, store: cart, orders: orders)
        case .tab(.profile, _): ProfileCoordinator(navigator: navigator)
        case .flow(.onboarding, _): OnboardingFlow(navigator: navigator) { [unowned self] answers in self.finishOnboarding(answers) }
        default: nil
        }
    }

    func makeModel(for entry: Entry<ShopScreen>) -> ScreenModel? {
        let report: @MainActor (ShopEvent, EntryID) -> Void = { [unowned self] event, id in self.send(event, from: id) }
        switch entry.screen {
        case .catalog:
            return CatalogModel(
                entry: entry, list: products, recent: recentlyViewed, navigator: navigator,
                recordsPlace: !listScreensKeepTheirPlace, report: report)
        case .product(let id):
            guard let product = product(id) else { return nil }
            recentlyViewed.open(id)  // a product screen opened: pushed, linked to or restored
            return ProductModel(entry: entry, product: product, report: report)
        case .options(let id):
            return product(id).map { OptionsModel(entry: entry, product: $0, report: report) }
        default:
            return ScreenModel(entry: entry, report: report)
        }
    }
}
