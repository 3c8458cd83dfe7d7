import Testing
import Wayfinder

@Suite("DeepLink notification payloads")
struct DeepLinkPayloadTests {
    /// A payload and the path its link must read as, or the exact error.
    struct Case: @unchecked Sendable, CustomTestStringConvertible {
        let name: String
        let payload: [String: any Sendable]
        var keys = ["link", "url"]
        let expected: Result<String, DeepLinkError>
        var testDescription: String { name }
    }

    static let missing = DeepLinkError.malformed("the notification holds no link or url string")

    static let cases: [Case] = [
        Case(name: "top-level link", payload: ["link": "shop://orders/42"], expected: .success("/orders/42")),
        Case(name: "top-level url", payload: ["url": "https://shop.example/cart"], expected: .success("/cart")),
        Case(name: "link before url", payload: ["url": "shop://cart", "link": "shop://orders/1"], expected: .success("/orders/1")),
        Case(name: "nested under aps",
             payload: ["aps": ["alert": "Your order shipped", "badge": 1] as [String: any Sendable],
                       "data": ["link": "shop://orders/42"] as [String: any Sendable]],
             expected: .success("/orders/42")),
        Case(name: "inside aps",
             payload: ["aps": ["alert": "Shipped", "url": "shop://orders/7"] as [String: any Sendable]],
             expected: .success("/orders/7")),
        Case(name: "top level before nested",
             payload: ["aps": ["link": "shop://orders/7"] as [String: any Sendable], "url": "shop://cart"],
             expected: .success("/cart")),
        Case(name: "custom key", payload: ["deeplink": "shop://settings", "link": "shop://cart"], keys: ["deeplink"],
             expected: .success("/settings")),
        Case(name: "a non-string value is skipped", payload: ["link": 42, "url": "shop://cart"], expected: .success("/cart")),
        Case(name: "empty payload", payload: [:], expected: .failure(missing)),
        Case(name: "no link key", payload: ["aps": ["alert": "Hello"] as [String: any Sendable]], expected: .failure(missing)),
        Case(name: "only a number", payload: ["link": 42], expected: .failure(missing)),
        Case(name: "custom key missing", payload: ["link": "shop://cart"], keys: ["deeplink", "target"],
             expected: .failure(.malformed("the notification holds no deeplink or target string"))),
        Case(name: "bad link inside", payload: ["link": "shop://orders//42"], expected: .failure(.emptySegment(position: 1))),
        Case(name: "empty link", payload: ["link": ""], expected: .failure(.malformed("the link is empty"))),
    ]

    // Promise: a payload's link reads like the same link text, top-level or nested; a missing one is a typed error.
    @Test(arguments: cases)
    func reads(_ item: Case) throws {
        switch item.expected {
        case .success(let path): #expect(try DeepLink(notificationPayload: item.payload, keys: item.keys).path == path)
        case .failure(let error): #expect(throws: error) { try DeepLink(notificationPayload: item.payload, keys: item.keys) }
        }
    }

    // Promise: a notification resolves through the same routes as the link text it holds.
    @Test func resolvesLikeItsText() throws {
        let router = try linkRouter()
        let payload: [String: any Sendable] = ["aps": ["alert": "Shipped"] as [String: any Sendable], "link": "shop://orders/42"]
        let fromPayload = try router.resolvedLink(try DeepLink(notificationPayload: payload))
        let fromText = try router.resolvedLink(try DeepLink("shop://orders/42"))
        #expect(fromPayload.route == fromText.route)
        #expect(fromPayload.link == fromText.link)
    }
}
