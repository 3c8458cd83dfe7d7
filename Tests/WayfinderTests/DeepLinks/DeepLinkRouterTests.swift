import Foundation
import Testing
import Wayfinder

/// An app-defined parameter type: `SKU-12`.
struct LinkSku: LosslessStringConvertible, Hashable, Sendable {
    let number: Int
    init?(_ description: String) {
        guard description.hasPrefix("SKU-"), let number = Int(description.dropFirst(4)), number > 0 else { return nil }
        self.number = number
    }
    var description: String { "SKU-\(number)" }
}

/// The routes of the router under test.
enum LinkRoute: Hashable, Sendable {
    case home, newOrder, order(Int), user(String), ticket(UUID), sku(LinkSku)
    case search(String, page: Int?), track(Int), abc, axd(String)
}

/// An error of the app's own, thrown by a resolver.
struct LinkOutOfStock: Error, CustomStringConvertible {
    var description: String { "product 9 is out of stock" }
}

/// The test app's router, with `/orders/new` declared before or after `/orders/:id`.
func linkRouter(literalFirst: Bool = true) throws -> DeepLinkRouter<LinkRoute> {
    var router = DeepLinkRouter<LinkRoute>(schemes: ["Shop"], webHosts: ["Shop.Example"])
    let literal = { (router: inout DeepLinkRouter<LinkRoute>) throws in try router.add("/orders/new") { _ in .newOrder } }
    if literalFirst { try literal(&router) }
    try router.add("/orders/:id") { .order(try $0.parameter("id", as: Int.self)) }
    if !literalFirst { try literal(&router) }
    try router.add("/") { _ in .home }
    try router.add("/users/:name") { .user(try $0.parameter("name")) }
    try router.add("/tickets/:id") { .ticket(try $0.parameter("id", as: UUID.self)) }
    try router.add("/skus/:sku") { .sku(try $0.parameter("sku")) }
    try router.add("/search/:term") { .search(try $0.parameter("term"), page: try $0.query("page")) }
    try router.add("/track") { .track(try $0.requiredQuery("code")) }
    try router.add("/a/b/c") { _ in .abc }
    try router.add("/a/:x/d") { .axd(try $0.parameter("x")) }
    try router.add("/broken/:id") { .order(try $0.parameter("nope", as: Int.self)) }
    try router.add("/rejected") { _ in throw LinkOutOfStock() }
    try router.add("/refused") { _ in throw NavigationError.noTabs }
    try router.add("/gone") { _ in throw DeepLinkError.unmatched(path: "/gone") }
    return router
}

@Suite("DeepLinkRouter")
struct DeepLinkRouterTests {
    /// A link and the route it must resolve to, or the exact error it must fail with.
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: Result<LinkRoute, DeepLinkError>
        init(_ text: String, _ route: LinkRoute) { self.text = text; expected = .success(route) }
        init(_ text: String, fails error: DeepLinkError) { self.text = text; expected = .failure(error) }
        var testDescription: String { "\(text.prefix(60))" }
    }

    static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    static let cases: [Case] = [
        Case("shop://orders/new", .newOrder),
        Case("shop://orders/42", .order(42)),
        Case("shop://orders/-7", .order(-7)),
        Case("shop://orders/%34%32", .order(42)),
        Case("SHOP://orders/42/", .order(42)),
        Case("https://SHOP.EXAMPLE/orders/42", .order(42)),
        Case("http://shop.example/orders/42", fails: .schemeUnsupported("http")),
        Case("shop://", .home),
        Case("https://shop.example/", .home),
        Case("shop://a/b/c", .abc),
        Case("shop://a/b/d", .axd("b")),
        Case("shop://a/z/d", .axd("z")),
        Case("shop://users/Ada%20Lovelace", .user("Ada Lovelace")),
        Case("shop://tickets/e621e1f8-c36c-495a-93fc-0c247a3e6e5f", .ticket(uuid)),
        Case("shop://tickets/E621E1F8-C36C-495A-93FC-0C247A3E6E5F", .ticket(uuid)),
        Case("shop://skus/SKU-12", .sku(LinkSku("SKU-12")!)),
        Case("shop://search/shoes", .search("shoes", page: nil)),
        Case("shop://search/shoes?page=3&utm=x", .search("shoes", page: 3)),
        Case("shop://track?code=7", .track(7)),
        Case("ftp://orders/42", fails: .schemeUnsupported("ftp")),
        Case("mailto:ada@shop.example", fails: .schemeUnsupported("mailto")),
        Case("https://evil.example/orders/42", fails: .hostUnsupported("evil.example")),
        Case("https://sub.shop.example/orders/42", fails: .hostUnsupported("sub.shop.example")),
        Case("https://shop.example.evil.com/orders/42", fails: .hostUnsupported("shop.example.evil.com")),
        Case("ftp://orders//42", fails: .emptySegment(position: 1)),
        Case("shop://nowhere", fails: .unmatched(path: "/nowhere")),
        Case("shop://orders", fails: .unmatched(path: "/orders")),
        Case("shop://orders/42/items", fails: .unmatched(path: "/orders/42/items")),
        Case("shop://a/b", fails: .unmatched(path: "/a/b")),
        Case("shop://a/b/c/d", fails: .unmatched(path: "/a/b/c/d")),
        Case("https://shop.example/Orders/42", fails: .unmatched(path: "/Orders/42")),
        Case("shop://orders/abc", fails: .parameterInvalid(name: "id", value: "abc", expected: "Int")),
        Case("shop://orders/4.2", fails: .parameterInvalid(name: "id", value: "4.2", expected: "Int")),
        Case("shop://orders/%2042", fails: .parameterInvalid(name: "id", value: " 42", expected: "Int")),
        Case("shop://orders/9223372036854775808",
             fails: .parameterInvalid(name: "id", value: "9223372036854775808", expected: "Int")),
        Case("shop://tickets/not-a-uuid", fails: .parameterInvalid(name: "id", value: "not-a-uuid", expected: "UUID")),
        Case("shop://skus/sku-12", fails: .parameterInvalid(name: "sku", value: "sku-12", expected: "LinkSku")),
        Case("shop://search/shoes?page=two", fails: .parameterInvalid(name: "page", value: "two", expected: "Int")),
        Case("shop://track", fails: .queryItemMissing("code")),
        Case("shop://track?code", fails: .queryItemMissing("code")),
        Case("shop://track?Code=7", fails: .queryItemMissing("code")),
        Case("shop://track?code=x", fails: .parameterInvalid(name: "code", value: "x", expected: "Int")),
        Case("shop://broken/1", fails: .parameterInvalid(name: "nope", value: "", expected: "a parameter of /broken/:id")),
        Case("shop://rejected", fails: .rejected("product 9 is out of stock")),
        // A resolver that throws an error that is not about the link (here Wayfinder's own, from
        // building a value) rejects the link: opening a link throws only link errors.
        Case("shop://refused", fails: .rejected("a tabbed root needs at least one tab")),
        Case("shop://gone", fails: .unmatched(path: "/gone")),
    ]

    // Promise: each link resolves to its typed route, or fails with its exact typed error.
    @Test(arguments: cases, [true, false])
    func resolves(_ item: Case, literalFirst: Bool) throws {
        let router = try linkRouter(literalFirst: literalFirst)
        switch item.expected {
        case .success(let route): #expect(try router.resolve(item.text) == route)
        case .failure(let error): #expect(throws: error) { try router.resolve(item.text) }
        }
    }

    // Promise: the resolved link carries the link and the pattern that matched.
    @Test func resolvedLinkCarriesItsPattern() throws {
        let router = try linkRouter()
        let order = try router.resolvedLink(try DeepLink("https://shop.example/orders/42?ref=mail"))
        #expect(order.pattern.description == "/orders/:id")
        #expect(order.link == (try DeepLink("https://shop.example/orders/42?ref=mail")))
        let new = try router.resolvedLink(try DeepLink("shop://orders/new"))
        #expect(new.pattern.description == "/orders/new")
    }

    // Promise: a second pattern of an already declared shape is refused, and the first keeps working.
    @Test(arguments: [("/orders/:id", "/orders/:number"), ("/cart", "/cart/"), ("/:a/:b", "/:c/:d"), ("/", "/")])
    func duplicateShape(_ first: String, _ second: String) throws {
        var router = DeepLinkRouter<String>(schemes: ["shop"])
        try router.add(first) { _ in "first" }
        #expect(throws: DeepLinkError.patternDuplicated(second)) { try router.add(second) { _ in "second" } }
        let link = "shop://" + first.split(separator: "/").map { $0.hasPrefix(":") ? "9" : String($0) }.joined(separator: "/")
        #expect(try router.resolve(link) == "first")
    }

    // Promise: patterns that differ by a literal against a parameter, or by length, are not duplicates.
    @Test func differentShapesCoexist() throws {
        var router = DeepLinkRouter<String>(schemes: ["shop"])
        try router.add("/orders/:id") { _ in "id" }
        try router.add("/orders/new") { _ in "new" }
        try router.add("/orders") { _ in "list" }
        try router.add("/orders/:id/items") { _ in "items" }
        #expect(try router.resolve("shop://orders/1") == "id")
        #expect(try router.resolve("shop://orders/new") == "new")
        #expect(try router.resolve("shop://orders") == "list")
        #expect(try router.resolve("shop://orders/new/items") == "items")
    }

    // Promise: a router without web hosts refuses every web link by its host.
    @Test func noWebHosts() throws {
        var router = DeepLinkRouter<Int>(schemes: ["shop"])
        try router.add("/cart") { _ in 1 }
        #expect(throws: DeepLinkError.hostUnsupported("shop.example")) { try router.resolve("https://shop.example/cart") }
        #expect(try router.resolve("shop://cart") == 1)
    }

    // Promise: with thousands of patterns every link still reaches its own pattern (the tree holds at scale).
    @Test func manyPatterns() throws {
        var router = DeepLinkRouter<Int>(schemes: ["shop"])
        for index in 0..<2_000 {
            try router.add("/p\(index)/:id/q\(index % 7)") { match in index * 1_000 + (try match.parameter("id", as: Int.self)) }
        }
        for index in stride(from: 0, to: 2_000, by: 97) {
            #expect(try router.resolve("shop://p\(index)/5/q\(index % 7)") == index * 1_000 + 5)
            #expect(throws: DeepLinkError.unmatched(path: "/p\(index)/5/q\((index + 1) % 7)")) {
                try router.resolve("shop://p\(index)/5/q\((index + 1) % 7)")
            }
        }
    }
}
