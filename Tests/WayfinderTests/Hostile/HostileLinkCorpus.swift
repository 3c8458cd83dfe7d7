import Foundation
import Testing
import Wayfinder

/// The routes of the hostile-input router: typed parameters of every kind the router reads.
enum HostileRoute: Hashable, Sendable {
    case product(Int), order(Int), cart, search(String, page: Int?), item(UUID), compare([Int])
}

/// The ways a corpus link may fail, one per ``DeepLinkError`` case this router can produce.
enum HostileFailure: Hashable, Sendable {
    case tooLong, malformed, scheme, host, emptySegment, encodedSlash, unmatched, parameterInvalid, tooManySegments
}

/// One hostile link and what it must do: open one route the corpus justifies, or fail this way.
struct HostileLink: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: Result<HostileRoute, HostileLinkFailure>

    /// The text with invisible and non-ASCII characters escaped, cut for long links.
    var testDescription: String {
        let shown = text.unicodeScalars.prefix(70).map { $0.escaped(asASCII: true) }.joined()
        return text.utf8.count > 70 ? "\(shown)… (\(text.utf8.count) bytes)" : shown
    }
}

/// A failure kind, as an `Error` so it fits in a `Result`.
struct HostileLinkFailure: Error, Hashable, Sendable {
    let kind: HostileFailure
}

/// A corpus of hostile links, written out and generated, against a router of realistic patterns.
enum HostileLinks {
    static let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    /// `shop://` and `https://shop.example` links to products, orders (signed in), the cart,
    /// a search (with an optional `page` query item), items by UUID, and products compared (a
    /// wildcard: any number of them, up to the limit).
    static func router() throws -> DeepLinkRouter<HostileRoute> {
        var router = DeepLinkRouter<HostileRoute>(schemes: ["shop"], webHosts: ["shop.example"])
        try router.add("/product/:id") { .product(try $0.parameter("id", as: Int.self)) }
        try router.add("/orders/:id") { .order(try $0.parameter("id", as: Int.self)) }
        try router.add("/cart") { _ in .cart }
        try router.add("/search/:term") { .search(try $0.parameter("term"), page: try $0.query("page", as: Int.self)) }
        try router.add("/item/:uuid") { .item(try $0.parameter("uuid", as: UUID.self)) }
        try router.add("/compare/*ids") { .compare(try $0.parameter("ids", as: [Int].self)) }
        return router
    }

    static func fails(_ kind: HostileFailure, _ texts: [String]) -> [HostileLink] {
        texts.map { HostileLink(text: $0, expected: .failure(HostileLinkFailure(kind: kind))) }
    }

    static func opens(_ route: HostileRoute, _ texts: [String]) -> [HostileLink] {
        texts.map { HostileLink(text: $0, expected: .success(route)) }
    }

    /// The few links that open. Each is a link the router's documented rules accept:
    /// schemes and hosts are case-insensitive (RFC 3986), and a custom-scheme link's host is its
    /// first segment, so `SHOP://CART` is `/cart` (as DeepLinkParsingTests pins); `shop:cart` and
    /// `shop:/cart` read as the path `/cart` (`shop:///cart`, an empty host, is refused); an empty port is no port
    /// (RFC 3986 3.2.3); one trailing slash, the fragment (however odd) and query items the route
    /// does not read are ignored; one level of percent-decoding is applied (so `%252F` is the
    /// text `%2F`, and `%2e%2e` is the text `..`, never a path step: a `String` parameter is
    /// plain text); an `Int` parameter is read in its one canonical decimal spelling (no `+`, no
    /// leading zeros), over the full range of `Int`; a `UUID` is read by `UUID(uuidString:)`, any case.
    static let opening: [HostileLink] =
        opens(.cart, [
            "SHOP://cart", "ShOp://cart", "shop:cart", "shop:/cart", "shop://cart/", "shop://cart#",
            "shop://cart#/../../orders/1", "shop://cart?id=1&id=2", "shop://cart?=&&&=",
            "shop://cart?next=javascript:alert(1)", "HTTPS://SHOP.EXAMPLE/cart", "https://Shop.Example/cart?x=%2F",
            "shop://cart?" + Array(repeating: "a=1", count: 400).joined(separator: "&"),
            "SHOP://CART", "shop://Cart", "shop://cArT", "shop://cart##", "shop://cart:", "https://shop.example:/cart",
        ])
        + opens(.product(5), ["shop://product/%35", "shop://product/5?id=1&id=2", "shop://product/5#x", "shop://Product/5"])
        + opens(.product(0), ["shop://product/0"])
        + opens(.product(Int.max), ["shop://product/\(Int.max)"])
        + opens(.product(Int.min), ["shop://product/\(Int.min)"])
        + opens(.search("%2F", page: nil), ["shop://search/%252F"])
        + opens(.search("%2f", page: nil), ["shop://search/%252f"])
        + opens(.search("<script>", page: nil), ["shop://search/%3Cscript%3E"])
        + opens(.search("..", page: nil), ["shop://search/%2e%2e", "shop://search/.."])
        + opens(.search("\u{202E}gpj.exe", page: nil), ["shop://search/%E2%80%AEgpj.exe"])
        + opens(.search("\u{200B}", page: nil), ["shop://search/%E2%80%8B"])
        + opens(.search("😀", page: nil), ["shop://search/%F0%9F%98%80"])
        + opens(.search("\n\r\u{1B}[2J", page: nil), ["shop://search/%0A%0D%1B%5B2J"])
        + opens(.search("x", page: 1), ["shop://search/x?page=1&page=2"])
        + opens(.search("x", page: nil), ["shop://search/x?page", "shop://search/x?PAGE=abc"])
        + opens(.item(UUID(uuidString: uuid)!), ["shop://item/\(uuid)", "shop://item/\(uuid.lowercased())"])
        + opens(.compare([1]), ["shop://compare/1", "shop://compare/1/", "shop://compare/%31", "https://shop.example/compare/1"])
        + opens(.compare([3, -2, Int.max]), ["shop://compare/3/-2/\(Int.max)"])
        + opens(.compare(Array(repeating: 7, count: DeepLinkRouter<HostileRoute>.maximumWildcardSegments)),
                ["shop://compare/" + Array(repeating: "7", count: DeepLinkRouter<HostileRoute>.maximumWildcardSegments).joined(separator: "/")])

    /// Written-out hostile links that must fail, by the error they must fail with.
    static let written: [HostileLink] =
        fails(.malformed, [
            "", "shop", "cart", "//orders/42", "///", "://cart", ":cart", "\\\\orders\\42",
            "shop://cart\\", "https://shop.example\\@evil.example/cart", "1shop://cart", "-shop://cart",
            "sh\u{0}op://cart", "shop ://cart", "shop://ada@cart", "shop://@cart", "shop://:@cart",
            "https://evil@shop.example/cart", "https://shop.example@evil.example/cart",
            "https://ada:pw@shop.example/cart", "shop://cart:80", "https://shop.example:443/cart",
            "https://shop.example:0/cart", "https://shop.example:99999/cart", "https://shop.example:-1/cart",
            "https:///cart", "https://", "https:cart", "https:/cart", "https://?x", "https://#x", "https://[::1/cart",
            "shop://cart#%zz", "shop://%", "shop://cart/%", "shop://product/%zz", "shop://product/5%",
            "shop://product/%5", "shop://search/%%41", "shop://search/%G1", "shop://cart?%", "shop://cart?x=%zz",
            "shop://search/%C0%AF", "shop://search/%C0%AE%C0%AE", "shop://search/%FF", "shop://search/%FE%FF",
            "shop://search/%ED%A0%80", "shop://search/%F4%90%80%80", "shop://search/%80", "shop://search/%E2%82",
            "shop://product/5%00", "shop://search/%00", "shop://search/a%00b", "shop://%00/cart",
            "https://shop.exаmple/cart", "https://shоp.example/cart", "shop://cаrt", "shop://product/٣",
            "shop://product/５", "shop://search/red shoes", "shop://cart/\u{202E}", "\u{FEFF}shop://cart",
            "javascript:alert(1)\u{2028}", "shop://cart{}", "shop://cart|", "shop://cart^", "shop://cart`",
            "shop://cart\"", "shop://cart<script>",
            // A query value that does not decode is refused as a segment's is, not read as absent.
            "shop://search/x?page=%FF", "shop://search/x?page=%C0%AF", "shop://search/x?%FF=1",
            // An empty host before a path, and a percent-encoded custom-scheme host (its first
            // segment, which would otherwise match a route spelt differently).
            "shop:///cart", "shop:////cart", "shop://" + String(repeating: "/", count: 500), "file:///etc/passwd",
            "javascript://%0Aalert(1)", "shop://cart%2F", "shop://cart%3Fx=1", "shop://cart%23x", "shop://c%61rt%20",
            "shop://%70roduct/5", "shop:/%70roduct/5", "shop:%70roduct/5", "shop:/caf%C3%A9/x",
            // A backslash is escaped by Foundation, and an escaped first segment is an escaped host.
            "shop:\\\\orders",
        ])
        + fails(.parameterInvalid, [
            // One number, one link: integers are read in their canonical spelling only.
            "shop://product/+5", "shop://product/005", "shop://product/%2B5", "shop://product/-0",
            "shop://product/" + String(repeating: "0", count: 1500), "shop://search/x?page=01", "shop://search/x?page=+1",
        ])
        + fails(.scheme, [
            "javascript:alert(1)", "JavaScript:alert(document.cookie)",
            "data:text/html;base64,PHNjcmlwdD4=", "data:,cart", "file://shop.example/cart",
            "ftp://shop.example/cart", "http://shop.example/cart", "HTTP://SHOP.EXAMPLE/cart", "wss://shop.example/cart",
            "shop2://cart", "shop+x://cart", "s-hop://cart", "shop.://cart", "shopp://cart", "sho://cart",
            "about:blank",
            "intent://cart#Intent;scheme=shop;end", "mailto:cart@shop.example", "tel:+15555550100", "urn:shop:cart",
        ])
        + fails(.host, [
            "https://evil.example/cart", "https://shop.example.evil.example/cart", "https://shop.example./cart",
            "https://shop.xn--exmple-4nf/cart", "https://xn--shop-8ve.example/cart", "https://[::1]/cart",
            "https://[::ffff:127.0.0.1]/cart", "https://127.0.0.1/cart", "https://shop%2Eexample/cart",
            "https://shop.example%00/cart", "https://sub.shop.example/cart", "https://shop-example/cart",
            // Found by the links fuzzer: Foundation re-escapes an IP literal, so its host range
            // indexed text longer than the link and the parse crashed.
            "https://[kCFRunLoopCom%2FModes::1]/", "https://[a%2Fb::1]/cart",
        ])
        + fails(.emptySegment, [
            "shop://cart//", "shop://cart///", "https://shop.example///cart", "shop://product//5",
            "shop://product/5//", "https://shop.example//",
            // The path after the scheme is read before the router looks at the scheme.
            "blob:https://shop.example/cart", "view-source:https://shop.example/cart", "shop://shop://cart",
        ])
        + fails(.encodedSlash, [
            "shop://product/%2F", "shop://product/4%2f2", "shop://search/..%2F..%2Fetc%2Fpasswd",
            "https://shop.example/%2Fcart", "shop://search/%2F%2F",
        ])
        + fails(.unmatched, [
            "shop:", "shop:/", "shop://", "SHOP:", "shop://?cart", "shop://#cart", "https://shop.example", "https://shop.example/",
            "https://shop.example/CART", "shop://#/cart", "shop://product",
            "shop://product/5/6", "shop://product/../cart", "shop://cart/..", "shop://cart/.", "shop://./cart",
            "https://shop.example/../cart", "https://shop.example/%2e%2e/%2e%2e/cart", "shop://cart;jsessionid=1",
            "shop://[::1]/cart",
            "shop://shop.example/cart", "shop://" + Array(repeating: "a", count: 1000).joined(separator: "/"),
            "shop://orders", "shop://orders/1/2", "shop://item", "shop://search", "shop://compare", "shop://compare/",
        ])
        + fails(.tooManySegments, [
            // A wildcard takes at most its limit of segments, however short each is.
            "shop://compare/" + Array(repeating: "7", count: DeepLinkRouter<HostileRoute>.maximumWildcardSegments + 1).joined(separator: "/"),
            "shop://compare/" + Array(repeating: "x", count: 1000).joined(separator: "/"),
            "shop://compare/" + Array(repeating: "%2e%2e", count: 100).joined(separator: "/"),
        ])
        + fails(.emptySegment, ["shop://compare//1", "shop://compare/1//", "shop://compare/1//2"])
        + fails(.encodedSlash, ["shop://compare/1/%2F/2"])
        + fails(.parameterInvalid, [
            // Each segment a wildcard takes is read by the parameter rules.
            "shop://compare/1/x", "shop://compare/x/1", "shop://compare/1/01", "shop://compare/1/+1", "shop://compare/..",
            "shop://compare/1/%20x", "shop://compare/1/\(Int.max)0",
        ])
        + fails(.parameterInvalid, [
            "shop://product/abc", "shop://product/\(Int.max)0", "shop://product/9223372036854775808",
            "shop://product/-9223372036854775809", "shop://product/0x10", "shop://product/1e3", "shop://product/1.0",
            "shop://product/5.", "shop://product/--5", "shop://product/+-5", "shop://product/+", "shop://product/-",
            "shop://product/0b1", "shop://product/1_000", "shop://product/1,000", "shop://product/%205",
            "shop://product/5%20", "shop://product/%095", "shop://product/5%0A", "shop://product/%D9%A3",
            "shop://product/%EF%BC%95", "shop://product/NaN", "shop://product/Infinity", "shop://product/%2e%2e",
            "shop://product/%252F", "shop://product/" + String(repeating: "9", count: 2000), "shop://orders/abc",
            "shop://orders/%2D", "https://shop.example/orders/1e3", "shop://item/not-a-uuid",
            "shop://item/E621E1F8C36C495A93FC0C247A3E6E5F", "shop://item/%7B\(uuid)%7D", "shop://item/{\(uuid)}", "shop://item/\(uuid)0",
            "shop://item/G621E1F8-C36C-495A-93FC-0C247A3E6E5F", "shop://search/x?page=abc", "shop://search/x?page=",
            "shop://search/x?page=1%26page%3D2", "shop://search/x?page=9223372036854775808",
            "shop://search/x?page=%201",
        ])

    /// Hostile links made by rule: every control character, odd Unicode, encoded oddities, huge inputs.
    static var generated: [HostileLink] {
        let controls = (0x00...0x1F).map { Unicode.Scalar(UInt8($0)) } + [Unicode.Scalar(UInt8(0x7F))]
        var links: [HostileLink] = []
        for scalar in controls {
            let character = String(Character(scalar))
            let hex = String(format: "%%%02X", scalar.value)
            links += fails(.malformed, ["shop://product/5" + character, character + "shop://cart",
                                        "shop://ca" + character + "rt", "https://shop.example" + character + "/cart"])
            // An encoded NUL is refused by the parser, in a segment or a query item alike; any
            // other encoded control character is text: not an Int, and a query item's name like any.
            links += fails(scalar.value == 0 ? .malformed : .parameterInvalid,
                           ["shop://product/" + hex, "shop://search/x?page=" + hex])
            let nameLinks = ["shop://cart?" + hex, "shop://cart?a" + hex + "=1", "shop://cart?next=" + hex]
            links += scalar.value == 0 ? fails(.malformed, nameLinks) : opens(.cart, nameLinks)
        }
        let oddUnicode = ["\u{202E}", "\u{202D}", "\u{200B}", "\u{200D}", "\u{2060}", "\u{00A0}", "\u{3000}", "😀", "👨‍👩‍👧",
                          "e\u{301}", "\u{301}", "ﬁ", "ı", "İ", "ß", "／", "∕", "⁄", "．", "\u{E000}", "\u{10FFFF}", "\u{FFFD}"]
        for odd in oddUnicode {
            let encoded = odd.utf8.map { String(format: "%%%02X", $0) }.joined()
            links += fails(.malformed, ["shop://search/" + odd, "https://shop.example/" + odd + "cart"])
            links += fails(.parameterInvalid, ["shop://product/5" + encoded])
        }
        let kilobytes = "shop://search/" + String(repeating: "a", count: 10_000)
        let megabyte = "shop://product/" + String(repeating: "x/", count: 524_288)
        let segments = "shop://" + Array(repeating: "cart", count: 10_000).joined(separator: "/")
        let queries = "shop://cart?" + (0..<10_000).map { "q\($0)=\($0)" }.joined(separator: "&")
        let digits = "shop://product/" + String(repeating: "9", count: 100_000)
        let escapes = "shop://search/" + String(repeating: "%41", count: 50_000)
        let broken = "shop://search/" + String(repeating: "%", count: 5_000)
        let unicode = "shop://search/" + String(repeating: "é", count: 1_100)
        let limitPlusOne = "shop://search/" + String(repeating: "a", count: DeepLink.maximumLength - 13)
        links += fails(.tooLong, [kilobytes, megabyte, segments, queries, digits, escapes, broken, unicode, limitPlusOne])
        return links
    }

    /// Every link of the corpus, written and generated; no text appears twice.
    static let corpus: [HostileLink] = opening + written + generated

    /// The corpus links that must fail.
    static var failing: [HostileLink] { corpus.filter { if case .failure = $0.expected { true } else { false } } }
}
