import ShopApp
import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// The cart's promo code sheet: a text field in a fitting sheet (Platform Rules 4.9–4.11).
@MainActor
@Suite("Shop: promo code")
struct PromoCodeTests {
    /// A ready shop at the cart, holding product 3, with the promo code sheet up and its field focused.
    func promoSheetUp() throws -> ShopTestbed {
        let shop = ShopTestbed(signedIn: true)
        shop.app.cart.add(3)
        shop.app.open("shop://cart")
        shop.settle()
        shop.tap(.enterPromoCode)
        shop.settle()
        #expect(shop.navigator.shown.layers.first?.kind == .sheet(.fitting))
        #expect(shop.navigator.shown.topEntry?.screen == .promoCode)
        #expect(shop.host.focusTextField() == .performed)
        shop.settle()
        #expect(shop.host.window.keyboard.isShown)
        return shop
    }

    // An accepted code closes the sheet and the cart shows it.
    @Test func acceptedCodeClosesTheSheet() throws {
        let shop = try promoSheetUp()
        shop.tap(.applyPromoCode(" welcome10 "))
        shop.settle()
        #expect(shop.app.cart.promoCode == "WELCOME10")
        #expect(shop.app.cart.discount == 10)
        #expect(shop.navigator.shown.layers.isEmpty)
        #expect(shop.problems.isEmpty, "\(shop.problems)")
    }

    // A code the Shop does not accept raises an alert over the sheet; the field's editing ends
    // first, so the keyboard does not stay above the alert (4.11). OK leaves the sheet up.
    @Test func rejectedCodeEndsEditingBeforeTheAlert() throws {
        let shop = try promoSheetUp()
        shop.tap(.applyPromoCode("NOPE"))
        shop.settle()
        #expect(shop.app.cart.promoCode == nil)
        #expect(shop.host.window.keyboard.focusedField == nil)
        #expect(!shop.host.window.keyboard.isShown)
        #expect(shop.host.tapAlertButton(titled: "OK") == .performed)
        shop.settle()
        #expect(shop.navigator.shown.topEntry?.screen == .promoCode)
        #expect(shop.problems.isEmpty, "\(shop.problems)")
    }

    // The sheet's fitting height is its content's and its bar's, with or without the keyboard.
    @Test func keyboardLeavesTheFittingHeight() throws {
        let shop = ShopTestbed(signedIn: true)
        shop.host.window.sheetSizing.contentHeights["promoCode"] = 180
        shop.host.window.sheetSizing.resolvesBeforeMeasuring = true
        shop.app.cart.add(3)
        shop.app.open("shop://cart")
        shop.settle()
        shop.tap(.enterPromoCode)
        shop.settle()
        let id = shop.navigator.shown.layers[0].id
        shop.host.focusTextField()
        shop.settle()
        #expect(shop.host.restingHeights(of: id) == [400, 236])
        #expect(shop.host.sheetKeyboardLayout?.sheet == SheetLayout(height: 236, scrolls: false))
        #expect(shop.problems.isEmpty, "\(shop.problems)")
    }
}
