import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Hostile links")
struct HostileLinkTests {
    // Promise: the corpus is large, every text in it is distinct, and most of it must fail.
    @Test func corpusIsLargeDistinctAndMostlyFailing() {
        let texts = HostileLinks.corpus.map(\.text)
        #expect(texts.count >= 200)
        #expect(Set(texts).count == texts.count, "duplicated: \(Dictionary(grouping: texts) { $0 }.filter { $1.count > 1 }.keys)")
        #expect(HostileLinks.failing.count >= 5 * HostileLinks.opening.count)
        #expect(texts.contains { $0.utf8.count >= 1_000_000 })
    }

    // Promise: a hostile link either opens the one route the corpus justifies, or fails with a
    // typed DeepLinkError of the expected kind that says what was wrong; it never crashes.
    @Test(arguments: HostileLinks.corpus)
    func resolvesOrFailsTyped(_ link: HostileLink) throws {
        let router = try HostileLinks.router()
        let result = Result { () throws(DeepLinkError) in try router.resolve(link.text) }
        switch (result, link.expected) {
        case (.success(let route), .success(let expected)):
            #expect(route == expected)
        case (.failure(let error), .failure(let expected)):
            #expect(Self.kind(of: error) == expected.kind, "\(error)")
            #expect(!error.description.isEmpty)
            if let problem = Self.problem(describing: error, of: link.text) { Issue.record("\(problem): \(error)") }
        case (.success(let route), .failure(let expected)):
            Issue.record("opened \(route); expected a failure of kind \(expected.kind)")
        case (.failure(let error), .success(let expected)):
            Issue.record("failed with \(error); expected to open \(expected)")
        }
    }

    static func kind(of error: DeepLinkError) -> HostileFailure? {
        switch error {
        case .tooLong: .tooLong
        case .malformed: .malformed
        case .schemeUnsupported: .scheme
        case .hostUnsupported: .host
        case .emptySegment: .emptySegment
        case .encodedSlash: .encodedSlash
        case .unmatched: .unmatched
        case .parameterInvalid: .parameterInvalid
        case .tooManySegments: .tooManySegments
        // This router's resolvers never reject a link nor need a query item; pattern errors come
        // from declaring routes, and the rest from changes and hosts, not from opening links.
        default: nil
        }
    }

    /// What is wrong with the error as an explanation of `text`'s failure, or `nil` when its
    /// description names the offending part: the length and limit, the scheme, the host, the
    /// segment, the path, the parameter and the type it must parse as.
    static func problem(describing error: DeepLinkError, of text: String) -> String? {
        let description = error.description
        let lowered = text.lowercased()
        var words: [String]
        switch error {
        case .tooLong(let length, let limit):
            guard length == text.utf8.count, limit == DeepLink.maximumLength else { return "wrong length or limit" }
            words = ["\(length)", "\(limit)"]
        case .malformed(let detail):
            guard !detail.isEmpty else { return "no detail" }
            words = ["malformed", detail]
        case .schemeUnsupported(let scheme):
            guard !scheme.isEmpty, lowered.hasPrefix(scheme + ":") else { return "not the link's scheme" }
            words = ["scheme", scheme]
        case .hostUnsupported(let host):
            // Foundation reads a punycode host (xn--) as its Unicode, percent-encoded: the host is
            // then the homoglyph itself, which is what the reader of the error needs to see.
            guard !host.isEmpty, lowered.contains(host) || host.contains("%") else { return "not the link's host" }
            words = ["host", host]
        case .emptySegment(let position):
            guard position >= 0 else { return "negative position" }
            words = ["segment \(position)", "empty"]
        case .encodedSlash(let segment):
            guard segment.lowercased().contains("%2f"), lowered.contains(segment.lowercased()) else { return "not an encoded slash" }
            words = ["encoded slash", segment]
        case .unmatched(let path):
            guard path.hasPrefix("/") else { return "not a path" }
            words = ["no route", path]
        case .parameterInvalid(let name, let value, let expected):
            guard ["id", "term", "uuid", "page", "ids"].contains(name), ["Int", "UUID"].contains(expected) else {
                return "not one of the router's parameters"
            }
            words = [name, expected, value]
        case .tooManySegments(let wildcard, let count, let limit):
            guard wildcard == "ids", count > limit, limit == DeepLinkRouter<HostileRoute>.maximumWildcardSegments else {
                return "not the wildcard's count and limit"
            }
            words = [wildcard, "\(count)", "\(limit)"]
        default:
            return "an error this router cannot produce"
        }
        let missing = words.filter { !$0.isEmpty && !description.contains($0) }
        return missing.isEmpty ? nil : "the description does not mention \(missing)"
    }
}

@MainActor
@Suite("Hostile links on a navigator")
struct HostileLinkHandlerTests {
    /// Catalog › product(7) under an options sheet, settled on a simulated host, and a handler
    /// whose `/orders/:id` links wait for a "signedIn" guard that never holds.
    static func handler() throws -> (NavigationTestbed<Shop>, DeepLinkHandler<Shop, HostileRoute>) {
        let start = build(mainTabs(selected: .catalog)) { state in
            try state.push(.product(7))
            try state.present(.options, as: .sheet(.fitting))
        }
        let testbed = NavigationTestbed(start)
        testbed.navigator.guards = [NavigationGuard(
            "signedIn", isSatisfied: { false }, protects: { if case .order = $0 { true } else { false } },
            redirect: { state in try state.present(.signIn, as: .fullScreenCover) })]
        let links = DeepLinkHandler(navigator: testbed.navigator, router: try HostileLinks.router()) { route, state in
            state.dismissAll()
            switch route {
            case .product(let id): try state.push(.product(id), onto: .tab(.catalog))
            case .order(let id): try state.replaceStack(with: [.profile, .orders, .order(id)], at: .tab(.profile))
            case .cart: try state.selectTab(.cart)
            case .search, .item, .compare: try state.replaceStack(with: [.catalog], at: .tab(.catalog))
            }
        }
        return (testbed, links)
    }

    /// Opens every failing corpus link; each must fail with its typed error and leave the
    /// navigator, the host and the pending link exactly as they were.
    static func openEveryFailingLink(_ testbed: NavigationTestbed<Shop>, _ links: DeepLinkHandler<Shop, HostileRoute>) {
        let navigator = testbed.navigator
        for link in HostileLinks.failing {
            let state = navigator.state, shown = navigator.shown, lines = testbed.host.transcript.count
            let pending = links.pending
            let request = links.open(link.text)
            guard case .refused(.link(let error))? = request.finishedOutcome else {
                Issue.record("\(link.testDescription): \(String(describing: request.finishedOutcome)) instead of refused at once")
                continue
            }
            testbed.settle()
            #expect(HostileLinkTests.kind(of: error) == link.kind, "\(link.testDescription): \(error)")
            #expect(navigator.state == state, "\(link.testDescription)")
            #expect(navigator.shown == shown, "\(link.testDescription)")
            #expect(navigator.state.nextIdentity == state.nextIdentity, "\(link.testDescription)")
            #expect(testbed.host.transcript.count == lines, "\(link.testDescription)")
            #expect(testbed.host.violations.isEmpty, "\(link.testDescription)")
            #expect(links.pending?.link == pending?.0 && links.pending?.route == pending?.1, "\(link.testDescription)")
            #expect(links.pending?.guardID == pending?.2, "\(link.testDescription)")
        }
        #expect(testbed.problems.isEmpty)
    }

    // Promise: through a handler on a navigator, every failing hostile link is refused at once with
    // its error and changes nothing: not the state, not what is shown, not the host; no link becomes pending.
    @Test func failingLinksChangeNothing() throws {
        let (testbed, links) = try Self.handler()
        Self.openEveryFailingLink(testbed, links)
        #expect(links.pending == nil)
    }

    // Promise: a failing hostile link does not replace or drop a link already pending.
    @Test func failingLinksKeepThePendingLink() throws {
        let (testbed, links) = try Self.handler()
        links.open("shop://orders/42")
        #expect(links.pending?.guardID == "signedIn")
        testbed.settle()
        #expect(testbed.navigator.state.layers.count == 2)
        Self.openEveryFailingLink(testbed, links)
        #expect(links.pending?.route == .order(42))
    }

    // Promise: the links the corpus lets open do open through the handler, without a violation.
    @Test func openingLinksOpen() throws {
        let (testbed, links) = try Self.handler()
        for link in HostileLinks.opening {
            let request = links.open(link.text)
            testbed.settle()
            #expect(request.finishedOutcome == .completed, "\(link.testDescription): \(String(describing: request.finishedOutcome))")
        }
        #expect(testbed.problems.isEmpty)
    }
}

extension HostileLink {
    /// The failure kind expected, when the link must fail.
    var kind: HostileFailure? {
        if case .failure(let failure) = expected { failure.kind } else { nil }
    }
}
