import Testing
import Wayfinder

@Suite("LinkPattern")
struct LinkPatternTests {
    /// A pattern text, the segments it must read as, and how it prints.
    struct Reading: Sendable, CustomTestStringConvertible {
        let text: String
        let segments: [LinkPattern.Segment]
        let printed: String
        var testDescription: String { text }
    }

    /// A pattern text that must be refused with exactly this error.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let text: String
        let error: DeepLinkError
        var testDescription: String { text.isEmpty ? "(empty)" : text }
    }

    static let readings: [Reading] = [
        Reading(text: "/", segments: [], printed: "/"),
        Reading(text: "/cart", segments: [.literal("cart")], printed: "/cart"),
        Reading(text: "/cart/", segments: [.literal("cart")], printed: "/cart"),
        Reading(text: "/cart/checkout", segments: [.literal("cart"), .literal("checkout")], printed: "/cart/checkout"),
        Reading(text: "/orders/:id", segments: [.literal("orders"), .parameter("id")], printed: "/orders/:id"),
        Reading(text: "/orders/:id/", segments: [.literal("orders"), .parameter("id")], printed: "/orders/:id"),
        Reading(text: "/:kind/:id", segments: [.parameter("kind"), .parameter("id")], printed: "/:kind/:id"),
        Reading(text: "/users/:user/orders/:order",
                segments: [.literal("users"), .parameter("user"), .literal("orders"), .parameter("order")],
                printed: "/users/:user/orders/:order"),
        Reading(text: "/a:b", segments: [.literal("a:b")], printed: "/a:b"),
        Reading(text: "/numbers/*ids", segments: [.literal("numbers"), .wildcard("ids")], printed: "/numbers/*ids"),
        Reading(text: "/numbers/*ids/", segments: [.literal("numbers"), .wildcard("ids")], printed: "/numbers/*ids"),
        Reading(text: "/:kind/*rest", segments: [.parameter("kind"), .wildcard("rest")], printed: "/:kind/*rest"),
        Reading(text: "/*path", segments: [.wildcard("path")], printed: "/*path"),
        Reading(text: "/a*b", segments: [.literal("a*b")], printed: "/a*b"),
    ]

    static let refusals: [Refusal] = [
        Refusal(text: "", error: .patternNoLeadingSlash("")),
        Refusal(text: "cart", error: .patternNoLeadingSlash("cart")),
        Refusal(text: ":id", error: .patternNoLeadingSlash(":id")),
        Refusal(text: "//", error: .patternEmptySegment("//")),
        Refusal(text: "/orders//:id", error: .patternEmptySegment("/orders//:id")),
        Refusal(text: "//orders", error: .patternEmptySegment("//orders")),
        Refusal(text: "/orders/:id//", error: .patternEmptySegment("/orders/:id//")),
        Refusal(text: "/orders/:", error: .patternUnnamedParameter("/orders/:")),
        Refusal(text: "/:/cart", error: .patternUnnamedParameter("/:/cart")),
        Refusal(text: "/:id/items/:id", error: .patternDuplicateParameter("id", in: "/:id/items/:id")),
        Refusal(text: "/numbers/*", error: .patternUnnamedParameter("/numbers/*")),
        Refusal(text: "/:ids/*ids", error: .patternDuplicateParameter("ids", in: "/:ids/*ids")),
        Refusal(text: "/numbers/*ids/last", error: .patternWildcardNotLast("/numbers/*ids/last")),
        Refusal(text: "/*a/*b", error: .patternWildcardNotLast("/*a/*b")),
        Refusal(text: "/*a/:b", error: .patternWildcardNotLast("/*a/:b")),
    ]

    // Promise: a pattern reads into literal and named parameter segments, a trailing slash ignored.
    @Test(arguments: readings)
    func reads(_ reading: Reading) throws {
        let pattern = try LinkPattern(reading.text)
        #expect(pattern.segments == reading.segments)
        #expect(pattern.description == reading.printed)
    }

    // Promise: a malformed pattern is refused with its exact DeepLinkError, which names the pattern.
    @Test(arguments: refusals)
    func refuses(_ refusal: Refusal) {
        #expect(throws: refusal.error) { try LinkPattern(refusal.text) }
        #expect(refusal.error.description.contains("\"\(refusal.text)\""))
    }

    // Promise: the router refuses a malformed pattern with the pattern's own error.
    @Test(arguments: refusals)
    func routerRefusesMalformedPattern(_ refusal: Refusal) {
        var router = DeepLinkRouter<Int>(schemes: ["shop"])
        #expect(throws: refusal.error) { try router.add(refusal.text) { _ in 0 } }
    }
}
