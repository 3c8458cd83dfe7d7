import Foundation
import Testing
import Wayfinder

/// `DeepLink` reads a link's text itself; before, Foundation's `URLComponents` read it. Every
/// text must read exactly as it did: the same scheme, host, segments and query items, or the
/// same error with the same words. `FoundationLinkOracle` is the old reader.
///
/// `swift test` compares 10 seeds of 2,000 generated texts; more per seed:
///
///     WAYFINDER_LINK_RUNS=200000 swift test -c release --filter DeepLinkDifferentialTests
@Suite("DeepLink reading, as Foundation read links")
struct DeepLinkDifferentialTests {
    static var runs: Int {
        ProcessInfo.processInfo.environment["WAYFINDER_LINK_RUNS"].flatMap(Int.init) ?? 2_000
    }

    /// Texts at every turn of the reader, and the odd ways Foundation read some of them.
    static let tricky: [String] = [
        // Empty, no scheme, a bad scheme.
        "", "/", "//", "cart", "orders/42", "//orders/42", "://cart", ":cart", "1shop://cart", "-shop://cart", "+a:b",
        "sh_op://cart", "sh%6Fp://cart", "a[b:c", "a]b:c", "a@b:c", "a/b:c", "a?b:c", "a#b:c", "shop", "shop:", "SHOP:",
        // Uppercase, and every way to write the host of a custom scheme.
        "SHOP://ORDERS/42", "ShOp://Cart/Checkout", "shop:orders/42", "shop:/orders/42", "shop:/Orders/42", "shop:ORDERS",
        "HTTPS://Shop.Example/Orders/42", "a+b-c.d://x", "Z9://x",
        // "//" after the scheme: an empty host, paths that start with slashes.
        "shop://", "shop:///", "shop:///cart", "shop:////cart", "shop:////", "shop://:/cart", "shop://:", "https://",
        "https:///cart", "https:cart", "https:/cart", "https://?x", "https://#x", "shop://?cart", "shop://#cart",
        // IP literals.
        "shop://[::1]/cart", "https://[::1]/cart", "https://[::1]:/cart", "https://[::1]:80/cart", "https://[::1]x/cart",
        "https://[::1]:ab/cart", "https://[::1", "https://[::1/cart", "https://::1]/cart", "https://[]/cart",
        "https://[zz]/cart", "https://[a{b]/cart", "https://[a%25b]/cart", "https://[a%2525b]/cart", "https://[a%41]/cart",
        "https://[a%25x{]/cart", "https://[a{b%25x]/cart", "https://[kCFRunLoopCom%2FModes::1]/", "shop://[a%25b]/x",
        // Credentials.
        "shop://ada@cart", "shop://@cart", "shop://:@cart", "shop://ada:pw@cart", "https://ada:pw@shop.example/cart",
        "https://a@b@shop.example/cart", "https://%FF@shop.example/cart", "https://%00%FF@shop.example/cart",
        "https://a:%FF@shop.example/cart", "https://%FF:%FF@shop.example/cart", "https://%00@shop.example/cart",
        "https://a{%FF@shop.example/cart", "shop://%FF@cart/x", "https://shop.example\\@evil.example/cart",
        // Ports.
        "shop://cart:", "shop://cart:80", "shop://cart:0", "shop://cart:0080", "https://shop.example:443/cart",
        "https://shop.example:9223372036854775807/cart", "https://shop.example:9223372036854775808/cart",
        "shop://cart:99999999999999999999999/x", "shop://cart:8a", "shop://cart:-1", "shop://a:b:c",
        "addressbook://x:abc/y", "addressbook://x:+5/y", "AddressBook://x:-5/y", "addressbook://x:/y",
        // Hosts Foundation refuses or rewrites.
        "shop://cart{}", "shop://a|b/c", "tel://a{b/x", "TEL://a{b/x", "tel://[a{b/x", "imap://a^b", "https://shop.example{",
        "facetime-audio-prompt://a{b/x", "FaceTime-Audio://a|b", "phasset://<a>", "contact://a\\b/x", "sms://a{b/x",
        "facetime-audio-prompts://a{b/x", "pop3://a{b/x",
        "https://shop%2Eexample/cart", "https://SHOP.example", "https://shop.example.", "shop://%70roduct/3",
        "shop:/%70roduct/3", "shop:%70roduct/3", "shop://c%61rt",
        // Escapes, valid and not, and what they decode to.
        "shop://orders/%34%32", "shop://search/red%20shoes", "shop://search/%E2%82%AC", "shop://orders/4%2F2",
        "shop://orders/4%2f2", "shop://search/%252F", "shop://orders/%zz", "shop://orders/4%", "shop://orders/%4",
        "shop://search/%%41", "shop://search/%C0%AF", "shop://search/%FF", "shop://search/%E2%82", "shop://search/%ED%A0%80",
        "shop://search/a%00b", "shop://search/%EF%BB%BF", "shop://search/%EF%BB%BFx", "shop://search/x%EF%BB%BF",
        "shop://x/a%41{", "shop://x/%FF{", "shop:a:b", "shop:a:b{", "shop:a{b/c", "shop:/a{b", "shop:///a{b", "shop:////x{",
        // "+", which is only a plus.
        "shop://search/a+b", "shop://cart?q=a+b", "shop://search/%2B", "shop+x://cart",
        // "?" and "#" at the edges.
        "shop://cart?", "shop://cart#", "shop://cart?#", "shop://cart#?", "shop://cart??", "shop://cart##", "shop://cart#a#b",
        "shop://cart?a#b?c", "shop:?x", "shop:#x", "shop://cart?a&", "shop://cart?&", "shop://cart?=", "shop://cart?&&",
        "shop://cart?a==b", "shop://cart?a=b=c&&d", "shop://cart?tag=a&flag&tag=b&empty=", "shop://cart?%41=%42",
        "shop://cart?a=%FF", "shop://cart?%FF=1", "shop://cart?a=%41|", "shop://cart?x=a|b", "shop://cart?x=%zz",
        "shop://cart?x=%00", "shop://cart?%00=x", "shop://cart?%00", "shop://cart?x=%00&y=%zz", "shop://cart?x=%zz&y=%00",
        "shop://cart?%00=%zz", "shop://a%00/b?x=%00", "shop://cart?/?:@", "shop://cart#a|b", "shop://cart#%zz", "shop://cart/?x", "shop://cart/#x",
        // Characters outside ASCII, spaces and controls.
        "shop://orders/é", "shop://orders/４２", "shop://orders/4 2", " shop://cart", "shop://cart\n", "shop://cart\t",
        "shop://cart\u{7F}", "shop://\u{0}", "\u{FEFF}shop://cart", "shop://search/😀",
        // Trailing and repeated slashes.
        "shop://cart/", "shop://cart//", "shop://cart///", "shop://orders//42", "shop://orders/42/", "shop://orders/42//",
        "https://shop.example/", "https://shop.example//", "https://shop.example//cart", "https://shop.example/cart/",
        "shop:/", "shop://x/", "shop:cart/", "shop:cart//", "shop:/cart//x",
        // Other characters URLs do not allow, which Foundation escaped.
        "shop://cart/a|b", "shop://cart/{x}", "shop://cart/\\", "shop:\\\\orders", "shop://cart/\"", "shop://cart/<b>",
        "shop://cart/^", "shop://cart/`", "shop://cart/[x]", "shop://cart/a@b", "shop://cart/a:b", "shop://cart/~!$&'()*,;=",
        // The length limit.
        "shop://x/" + String(repeating: "a", count: DeepLink.maximumLength - 9),
        "shop://x/" + String(repeating: "a", count: DeepLink.maximumLength - 8),
        "shop://x?" + String(repeating: "&", count: DeepLink.maximumLength - 9),
    ]

    // Promise: every tricky text reads as Foundation read it, link or error.
    @Test(arguments: tricky)
    func trickyTextReadsAsBefore(_ text: String) {
        if let disagreement = Self.disagreement(on: text) { Issue.record(Comment(rawValue: disagreement)) }
    }

    // Promise: so does every text of the hostile-link corpus and of the link fuzzer's corpus.
    @Test func corporaReadAsBefore() throws {
        var texts = HostileLinks.corpus.map(\.text)
        let fuzzCorpus = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../../Fuzz/Corpus/links")
        let files = try FileManager.default.contentsOfDirectory(at: fuzzCorpus, includingPropertiesForKeys: nil)
        #expect(files.count >= 100, "the fuzz corpus moved: \(fuzzCorpus.path)")
        for file in files { texts.append(String(decoding: try Data(contentsOf: file), as: UTF8.self)) }
        Self.expectAgreement(on: texts)
    }

    // Promise: so does every generated text, for each seed.
    @Test(arguments: Array(UInt64(1)...UInt64(10)))
    func generatedTextsReadAsBefore(seed: UInt64) {
        var generator = LinkTextGenerator(seed: seed)
        Self.expectAgreement(on: (0..<Self.runs).map { _ in generator.next() }, seed: seed)
    }

    // Promise: the generated texts reach every outcome of the reader, so the comparison above
    // checks each of them: links read, and every error, each malformation by its words.
    @Test func generatedTextsReachEveryOutcome() {
        var generator = LinkTextGenerator(seed: 1)
        var outcomes: [String: Int] = [:]
        for _ in 0..<Self.runs { outcomes[Self.outcome(of: FoundationLinkOracle.read(generator.next())), default: 0] += 1 }
        let expected = [
            "read", "tooLong", "schemeUnsupported", "emptySegment", "encodedSlash", "malformed: the link is empty",
            "malformed: the link holds spaces", "malformed: bad percent-encoding in \"", "malformed: \"",
            "malformed: the link holds credentials", "malformed: the link names a port", "malformed: a web link needs a host",
            "malformed: the host is empty", "malformed: the host \"", "malformed: a segment holds a NUL",
            "malformed: a query item holds a NUL", "malformed: bad percent-encoding in the query",
        ]
        for outcome in expected { #expect(outcomes[outcome, default: 0] > 0, "no generated text gives \(outcome): \(outcomes)") }
        #expect(outcomes["read", default: 0] * 5 >= Self.runs, "under a fifth of the texts read: \(outcomes)")
    }

    /// `nil` when the library reads `text` as the oracle does; otherwise what each gives.
    static func disagreement(on text: String) -> String? {
        let expected = FoundationLinkOracle.read(text)
        let actual = Result { () throws(DeepLinkError) in FoundationLinkOracle.Reading(try DeepLink(text)) }
        guard actual != expected else { return nil }
        return "\(text.debugDescription.prefix(200))\n  Foundation: \(expected)\n  DeepLink:   \(actual)"
    }

    /// Records the first disagreements among `texts` (a few, so a broken reader reports readably).
    static func expectAgreement(on texts: [String], seed: UInt64? = nil) {
        let disagreements = texts.lazy.compactMap(disagreement(on:)).prefix(5)
        let seedNote = seed.map { "seed \($0): " } ?? ""
        for disagreement in disagreements { Issue.record(Comment(rawValue: seedNote + disagreement)) }
    }

    /// The outcome's kind; a malformation by the first words of its detail.
    static func outcome(of result: Result<FoundationLinkOracle.Reading, DeepLinkError>) -> String {
        switch result {
        case .success: return "read"
        case .failure(.malformed(let detail)):
            let kinds = [
                "the link is empty", "the link holds spaces", "bad percent-encoding in \"", "the link holds credentials",
                "the link names a port", "a web link needs a host", "the host is empty", "the host \"", "a segment holds a NUL",
                "a query item holds a NUL", "bad percent-encoding in the query", "\"",
            ]
            return "malformed: " + (kinds.first { detail.hasPrefix($0) } ?? detail)
        case .failure(let error):
            return String(String(describing: Mirror(reflecting: error).children.first?.label ?? "\(error)").prefix(40))
        }
    }
}
