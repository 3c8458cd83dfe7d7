import Foundation
import Testing
import Wayfinder

@Suite("DeepLink parsing")
struct DeepLinkParsingTests {
    /// A link text and what it must read as.
    struct Reading: Sendable, CustomTestStringConvertible {
        let text: String
        let scheme: String
        let host: String?
        let segments: [String]
        var query: [String: String] = [:]
        var testDescription: String { text }
    }

    /// A link text that must be refused with exactly this error.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let text: String
        let error: DeepLinkError
        var testDescription: String { "\(text.prefix(60))" }
    }

    static let readings: [Reading] = [
        Reading(text: "shop://orders/42", scheme: "shop", host: nil, segments: ["orders", "42"]),
        Reading(text: "shop://cart", scheme: "shop", host: nil, segments: ["cart"]),
        Reading(text: "shop://cart/", scheme: "shop", host: nil, segments: ["cart"]),
        Reading(text: "shop://orders/42/", scheme: "shop", host: nil, segments: ["orders", "42"]),
        Reading(text: "SHOP://ORDERS/42", scheme: "shop", host: nil, segments: ["orders", "42"]),
        Reading(text: "shop:orders/42", scheme: "shop", host: nil, segments: ["orders", "42"]),
        Reading(text: "shop://", scheme: "shop", host: nil, segments: []),
        Reading(text: "https://shop.example/orders/42", scheme: "https", host: "shop.example", segments: ["orders", "42"]),
        Reading(text: "https://shop.example/orders/42/", scheme: "https", host: "shop.example", segments: ["orders", "42"]),
        Reading(text: "HTTPS://Shop.Example/Orders/42", scheme: "https", host: "shop.example", segments: ["Orders", "42"]),
        Reading(text: "https://shop.example", scheme: "https", host: "shop.example", segments: []),
        Reading(text: "https://shop.example/", scheme: "https", host: "shop.example", segments: []),
        Reading(text: "shop://orders/%34%32", scheme: "shop", host: nil, segments: ["orders", "42"]),
        Reading(text: "shop://search/red%20shoes", scheme: "shop", host: nil, segments: ["search", "red shoes"]),
        Reading(text: "shop://search/%E2%82%AC", scheme: "shop", host: nil, segments: ["search", "€"]),
        Reading(text: "shop://orders/42#receipt", scheme: "shop", host: nil, segments: ["orders", "42"]),
        Reading(text: "shop://orders/42?ref=push&note=red%20shoes", scheme: "shop", host: nil, segments: ["orders", "42"],
                query: ["ref": "push", "note": "red shoes"]),
        Reading(text: "https://shop.example/cart?coupon=%41%42", scheme: "https", host: "shop.example", segments: ["cart"],
                query: ["coupon": "AB"]),
    ]

    static let spaces = DeepLinkError.malformed("the link holds spaces, control or non-ASCII characters; encode them")

    static let refusals: [Refusal] = [
        Refusal(text: "", error: .malformed("the link is empty")),
        Refusal(text: "shop://orders/4 2", error: spaces),
        Refusal(text: " shop://orders/42", error: spaces),
        Refusal(text: "shop://orders/42\n", error: spaces),
        Refusal(text: "shop://orders/42\t", error: spaces),
        Refusal(text: "shop://orders/42\u{7F}", error: spaces),
        Refusal(text: "shop://orders/é", error: spaces),
        Refusal(text: "shop://orders/４２", error: spaces),
        Refusal(text: "orders/42", error: .malformed("\"orders/42\" is not a URL with a scheme")),
        Refusal(text: "://orders/42", error: .malformed("\"://orders/42\" is not a URL with a scheme")),
        Refusal(text: "shop://ada@orders/42", error: .malformed("the link holds credentials")),
        Refusal(text: "https://ada:secret@shop.example/orders/42", error: .malformed("the link holds credentials")),
        Refusal(text: "https:///orders/42", error: .malformed("a web link needs a host")),
        Refusal(text: "shop:///orders/42", error: .malformed("the host is empty: write shop://orders/42, not shop:///orders/42")),
        Refusal(text: "shop://%6Frders/42", error: .malformed("the host \"%6frders\" is percent-encoded; write it as plain text")),
        Refusal(text: "shop://orders/a%00b", error: .malformed("a segment holds a NUL character")),
        Refusal(text: "shop://orders/42?note=a%00b", error: .malformed("a query item holds a NUL character")),
        Refusal(text: "shop://orders/42?a%00b=1", error: .malformed("a query item holds a NUL character")),
        Refusal(text: "shop://cart?%00", error: .malformed("a query item holds a NUL character")),
        Refusal(text: "shop://orders//42", error: .emptySegment(position: 1)),
        Refusal(text: "shop://orders/42//", error: .emptySegment(position: 2)),
        Refusal(text: "https://shop.example//orders/42", error: .emptySegment(position: 0)),
        Refusal(text: "https://shop.example/orders//42", error: .emptySegment(position: 1)),
        Refusal(text: "shop://orders/4%2F2", error: .encodedSlash(segment: "4%2F2")),
        Refusal(text: "shop://orders/4%2f2", error: .encodedSlash(segment: "4%2f2")),
        Refusal(text: "https://shop.example/%2Forders/42", error: .encodedSlash(segment: "%2Forders")),
        Refusal(text: "shop://orders/" + String(repeating: "1", count: 3000), error: .tooLong(length: 3014, limit: 2048)),
        Refusal(text: "shop://x/" + String(repeating: "a", count: DeepLink.maximumLength - 8), error: .tooLong(length: 2049, limit: 2048)),
        Refusal(text: "shop://x/" + String(repeating: "é", count: 1100), error: .tooLong(length: 2209, limit: 2048)),
    ]

    // Promise: a good link reads into lowercased scheme/host, decoded segments without a trailing slash, decoded query items.
    @Test(arguments: readings)
    func reads(_ reading: Reading) throws {
        let link = try DeepLink(reading.text)
        #expect(link.scheme == reading.scheme)
        #expect(link.host == reading.host)
        #expect(link.segments == reading.segments)
        #expect(link.path == "/" + reading.segments.joined(separator: "/"))
        for (name, value) in reading.query { #expect(link.query(name) == value) }
        #expect(link.queryItems.count == reading.query.count)
    }

    // Promise: a bad link is refused with its exact typed error, which says what was wrong.
    @Test(arguments: refusals)
    func refuses(_ refusal: Refusal) {
        #expect(throws: refusal.error) { try DeepLink(refusal.text) }
        #expect(!refusal.error.description.isEmpty)
    }

    // Promise: a link of exactly maximumLength bytes is read; the limit is inclusive.
    @Test func lengthLimitIsInclusive() throws {
        let text = "shop://x/" + String(repeating: "a", count: DeepLink.maximumLength - 9)
        #expect(text.utf8.count == DeepLink.maximumLength)
        #expect(try DeepLink(text).segments == ["x", String(repeating: "a", count: DeepLink.maximumLength - 9)])
    }

    // Promise: plain http is refused (universal links are https only), and so is a port.
    @Test func plainHTTPAndPortsAreRefused() {
        #expect(throws: DeepLinkError.schemeUnsupported("http")) { try DeepLink("http://shop.example/cart") }
        #expect(throws: DeepLinkError.malformed("the link names a port")) { try DeepLink("shop://orders:80/42") }
        #expect(throws: DeepLinkError.malformed("the link names a port")) { try DeepLink("https://shop.example:8443/cart") }
    }

    // Promise: a malformed percent escape is refused as malformed, not read as literal text.
    @Test(arguments: [
        "shop://orders/%zz", "shop://orders/4%", "shop://orders/%4", "shop://cart?code=%zz", "https://shop.example/cart?x=5%",
    ])
    func badPercentEncodingIsMalformed(_ text: String) {
        #expect {
            try DeepLink(text)
        } throws: { error in
            guard case .malformed = error as? DeepLinkError else { return false }
            return true
        }
    }

    // Promise: one rule for decoded text, in path segments and query items alike: an encoded NUL
    // is refused (malformed, naming the part), every other encoded control character is text.
    @Test(arguments: Array(0x00...0x1F) + [0x7F])
    func encodedControlCharactersReadAlikeInSegmentsAndQueryItems(_ code: Int) throws {
        let escape = String(format: "%%%02X", code), character = String(UnicodeScalar(UInt8(code)))
        let segment = Result { () throws(DeepLinkError) in try DeepLink("shop://search/a\(escape)b").segments }
        let name = Result { () throws(DeepLinkError) in try DeepLink("shop://search/x?a\(escape)b=1").queryItems.map(\.name) }
        let value = Result { () throws(DeepLinkError) in try DeepLink("shop://search/x?q=a\(escape)b").query("q") }
        if code == 0 {
            #expect(segment == .failure(.malformed("a segment holds a NUL character")))
            #expect(name == .failure(.malformed("a query item holds a NUL character")))
            #expect(value == .failure(.malformed("a query item holds a NUL character")))
        } else {
            #expect(segment == .success(["search", "a\(character)b"]))
            #expect(name == .success(["a\(character)b"]))
            #expect(value == .success("a\(character)b"))
        }
    }

    // Promise: query items keep their order, repeated names and valueless items; query(_:) gives the first value.
    @Test func queryItems() throws {
        let link = try DeepLink("shop://cart?tag=a&flag&tag=b&empty=")
        #expect(link.queryItems.map(\.name) == ["tag", "flag", "tag", "empty"])
        #expect(link.queryItems.map(\.value) == ["a", nil, "b", ""])
        #expect(link.query("tag") == "a")
        #expect(link.query("flag") == nil)
        #expect(link.query("missing") == nil)
        #expect(link.query("empty") == "")
    }

    // Promise: a URL reads like its text; equal links compare and hash equal, query included.
    @Test func urlAndEquality() throws {
        let url = try #require(URL(string: "https://shop.example/orders/42?ref=mail"))
        let link = try DeepLink(url)
        #expect(link == (try DeepLink("HTTPS://shop.example/orders/42/?ref=mail")))
        #expect(link.hashValue == (try DeepLink("https://shop.example/orders/42?ref=mail")).hashValue)
        #expect(link != (try DeepLink("https://shop.example/orders/42?ref=push")))
        #expect(link.description == "https://shop.example/orders/42?ref=mail")
    }

    // Promise: a link prints as it is written (it printed `shop:///product/3`), scheme and host
    // lowercased, escapes kept where they are needed, and reads back as the same link.
    @Test(arguments: [
        ("shop://product/3", "shop://product/3"),
        ("SHOP://PRODUCT/3/", "shop://product/3"),
        ("shop://Cart?coupon=SPRING&empty=&flag", "shop://cart?coupon=SPRING&empty=&flag"),
        ("https://SHOP.example", "https://shop.example"),
        ("https://shop.example/orders/42?ref=a%20b", "https://shop.example/orders/42?ref=a%20b"),
        ("shop://orders/%C3%A9t%C3%A9", "shop://orders/%C3%A9t%C3%A9"),
        ("shop://product/%33", "shop://product/3"),
        ("shop:/Product/3", "shop://product/3"),
        ("shop:cart", "shop://cart"),
    ])
    func descriptionIsTheLinkAsWritten(_ text: String, _ printed: String) throws {
        let link = try DeepLink(text)
        #expect(link.description == printed)
        #expect(try DeepLink(link.description) == link)
    }
}
