import Foundation
import Testing
import Wayfinder

/// The routes of a router with a literal, a parameter and a wildcard at the same places.
enum NumbersRoute: Hashable, Sendable {
    case new, one(Int), many([Int]), edit(Int), words([String]), items([UUID]), all([String])
}

@Suite("Wildcard link segments")
struct WildcardLinkTests {
    static func router() throws -> DeepLinkRouter<NumbersRoute> {
        var router = DeepLinkRouter<NumbersRoute>(schemes: ["app"])
        try router.add("/numbers/new") { _ in .new }
        try router.add("/numbers/:id") { .one(try $0.parameter("id", as: Int.self)) }
        try router.add("/numbers/:id/edit") { .edit(try $0.parameter("id", as: Int.self)) }
        try router.add("/numbers/*ids") { .many(try $0.parameter("ids", as: [Int].self)) }
        try router.add("/words/*words") { .words(try $0.parameter("words")) }
        try router.add("/items/*uuids") { .items(try $0.parameter("uuids", as: [UUID].self)) }
        return router
    }

    static func ones(_ count: Int) -> String {
        "app://numbers/" + Array(repeating: "1", count: count).joined(separator: "/")
    }

    // Promise: one pattern matches a link of any length up to the limit, read as a typed list.
    @Test func onePatternForAnyLength() throws {
        let router = try Self.router()
        #expect(try router.resolve("app://numbers/42/13") == .many([42, 13]))
        #expect(try router.resolve("app://numbers/42/13/7/9/1/2/3/4/5") == .many([42, 13, 7, 9, 1, 2, 3, 4, 5]))
        #expect(try router.resolve(Self.ones(DeepLinkRouter<NumbersRoute>.maximumWildcardSegments))
            == .many(Array(repeating: 1, count: DeepLinkRouter<NumbersRoute>.maximumWildcardSegments)))
        #expect(try router.resolve("app://words/red%20shoes/%3Cb%3E") == .words(["red shoes", "<b>"]))
        let uuid = UUID()
        #expect(try router.resolve("app://items/\(uuid)/\(uuid.uuidString.lowercased())") == .items([uuid, uuid]))
    }

    // Promise: at each segment a literal beats a parameter and a parameter beats a wildcard;
    // a branch that finds no pattern falls back to the next, so every link has one route.
    @Test func precedence() throws {
        let router = try Self.router()
        #expect(try router.resolve("app://numbers/new") == .new)
        #expect(try router.resolve("app://numbers/42") == .one(42))
        #expect(try router.resolve("app://numbers/42/edit") == .edit(42))
        #expect(try router.resolve("app://numbers/42/13") == .many([42, 13]))
        // `new` has no pattern below it, and `:id` none for `13`: the wildcard takes both.
        #expect(throws: DeepLinkError.parameterInvalid(name: "ids", value: "new", expected: "Int")) {
            try router.resolve("app://numbers/new/13")
        }
    }

    // Promise: a wildcard matches one segment or more: the path without any is another pattern's.
    @Test func wildcardNeedsOneSegment() throws {
        var router = try Self.router()
        #expect(throws: DeepLinkError.unmatched(path: "/words")) { try router.resolve("app://words") }
        try router.add("/words") { _ in .words([]) }
        #expect(try router.resolve("app://words") == .words([]))
        #expect(try router.resolve("app://words/a") == .words(["a"]))
    }

    // Promise: more segments than the limit is a typed error that says how many and the limit.
    @Test func countLimit() throws {
        let router = try Self.router()
        let limit = DeepLinkRouter<NumbersRoute>.maximumWildcardSegments
        #expect(throws: DeepLinkError.tooManySegments(wildcard: "ids", count: limit + 1, limit: limit)) {
            try router.resolve(Self.ones(limit + 1))
        }
        // As many segments as the link's length allows: refused by count, at once.
        let longest = Self.ones((DeepLink.maximumLength - 14) / 2)
        #expect(longest.utf8.count <= DeepLink.maximumLength)
        #expect(throws: DeepLinkError.tooManySegments(wildcard: "ids", count: (DeepLink.maximumLength - 14) / 2, limit: limit)) {
            try router.resolve(longest)
        }
    }

    // Promise: every segment is read by the parameter rules; the first that does not parse is named.
    @Test func elementsAreTyped() throws {
        let router = try Self.router()
        #expect(throws: DeepLinkError.parameterInvalid(name: "ids", value: "x", expected: "Int")) {
            try router.resolve("app://numbers/1/x/3")
        }
        #expect(throws: DeepLinkError.parameterInvalid(name: "ids", value: "01", expected: "Int")) {
            try router.resolve("app://numbers/1/01")
        }
        #expect(throws: DeepLinkError.parameterInvalid(name: "uuids", value: "nope", expected: "UUID")) {
            try router.resolve("app://items/nope")
        }
        #expect(throws: DeepLinkError.emptySegment(position: 2)) { try router.resolve("app://numbers/1//3") }
        #expect(throws: DeepLinkError.encodedSlash(segment: "1%2F3")) { try router.resolve("app://numbers/1/1%2F3") }
    }

    // Promise: a wildcard is read as a list and a parameter as one value, never the other way.
    @Test func wildcardsAndParametersAreApart() throws {
        var router = DeepLinkRouter<String>(schemes: ["app"])
        try router.add("/a/:one") { try $0.parameter("one", as: [String].self).joined() }
        try router.add("/b/*many") { try $0.parameter("many", as: String.self) }
        #expect(throws: DeepLinkError.parameterInvalid(name: "one", value: "", expected: "a wildcard of /a/:one")) {
            try router.resolve("app://a/x")
        }
        #expect(throws: DeepLinkError.parameterInvalid(name: "many", value: "", expected: "a parameter of /b/*many")) {
            try router.resolve("app://b/x")
        }
    }

    // Promise: two wildcards at one place are one shape, refused; a wildcard beside a literal,
    // a parameter and the path that ends there coexist.
    @Test func shapes() throws {
        var router = DeepLinkRouter<Int>(schemes: ["app"])
        try router.add("/a/*x") { _ in 1 }
        #expect(throws: DeepLinkError.patternDuplicated("/a/*y")) { try router.add("/a/*y") { _ in 2 } }
        try router.add("/a") { _ in 3 }
        try router.add("/a/:id") { _ in 4 }
        try router.add("/a/b") { _ in 5 }
        try router.add("/*rest") { _ in 6 }
        #expect(try router.resolve("app://a/c/d") == 1)
        #expect(try router.resolve("app://a") == 3)
        #expect(try router.resolve("app://a/c") == 4)
        #expect(try router.resolve("app://a/b") == 5)
        #expect(try router.resolve("app://z/y/x") == 6)
        #expect(throws: DeepLinkError.patternWildcardNotLast("/a/*x/b")) { try router.add("/a/*x/b") { _ in 7 } }
    }
}
