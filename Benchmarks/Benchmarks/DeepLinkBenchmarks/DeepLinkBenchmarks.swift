// Deep-link resolution: `DeepLinkRouter.resolve` with 10, 100 and 1,000 declared patterns.
//
// The patterns cycle through four shapes, literal and parameter segments mixed, spread over ten
// first segments (`k` counts the patterns of one shape):
//   /area{k%10}/page{k}                          literals only
//   /area{k%10}/page{k}/:id                      a parameter last
//   /area{k%10}/:section/item{k}/:id             a parameter in the middle
//   /area{k%10}/page{k}/:id/reviews/:review      the deepest, five segments
// Three links, each the last of its shape to be declared:
// - "deep": five segments, matched down the literal branch.
// - "late": the literal branch (`page{k}`) is tried first, goes three segments down and fails;
//   the match is found by backtracking to the `:section` parameter.
// - "none": walks both branches as deep as they go and matches nothing (`noMatch`).
// Each is resolved from its text (`resolve(String)`: URL parsing included) and from a parsed
// `DeepLink` (`resolve(DeepLink)`: the tree walk and the route alone).

import Benchmark
import Wayfinder

enum Route: Sendable, Equatable {
    case page(Int), pageItem(page: Int, id: Int), item(section: String, item: Int, id: Int), review(page: Int, id: Int, review: Int)
}

/// A router with `count` patterns in the four shapes above.
func makeRouter(patterns count: Int) throws -> DeepLinkRouter<Route> {
    var router = DeepLinkRouter<Route>(schemes: ["app"], webHosts: ["app.example"])
    for index in 0..<count {
        let k = index / 4
        let area = "area\(k % 10)"
        switch index % 4 {
        case 0:
            try router.add("/\(area)/page\(k)") { _ in .page(k) }
        case 1:
            try router.add("/\(area)/page\(k)/:id") { .pageItem(page: k, id: try $0.parameter("id", as: Int.self)) }
        case 2:
            try router.add("/\(area)/:section/item\(k)/:id") {
                .item(section: try $0.parameter("section", as: String.self), item: k, id: try $0.parameter("id", as: Int.self))
            }
        default:
            try router.add("/\(area)/page\(k)/:id/reviews/:review") {
                .review(page: k, id: try $0.parameter("id", as: Int.self), review: try $0.parameter("review", as: Int.self))
            }
        }
    }
    return router
}

/// The three links for a router of `count` patterns, with the route each must resolve to.
func links(patterns count: Int) -> [(name: String, text: String, expected: Route?)] {
    // The highest k declared in shape 2 (middle parameter) and in shape 3 (deepest).
    let lastItem = (count - 1 - (count - 1 - 2 + 4) % 4) / 4
    let lastReview = (count - 1 - (count - 1 - 3 + 4) % 4) / 4
    // A `page{k}` literal declared under the same area as `item{lastItem}`: the wrong branch tried first.
    let decoy = lastItem % 10
    return [
        ("deep", "app://area\(lastReview % 10)/page\(lastReview)/42/reviews/7", .review(page: lastReview, id: 42, review: 7)),
        ("late", "app://area\(decoy)/page\(decoy)/item\(lastItem)/42", .item(section: "page\(decoy)", item: lastItem, id: 42)),
        ("none", "app://area\(lastReview % 10)/page\(lastReview)/42/comments/7", nil),
    ]
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        maxDuration: .seconds(1),
        maxIterations: 10_000)

    for count in [10, 100, 1_000] {
        let router: DeepLinkRouter<Route>
        do {
            router = try makeRouter(patterns: count)
        } catch {
            fatalError("declaring \(count) patterns failed: \(error)")
        }
        for (name, text, expected) in links(patterns: count) {
            let link: DeepLink
            do {
                link = try DeepLink(text)
            } catch {
                fatalError("\(text) does not parse: \(error)")
            }
            // Check once that the link resolves as described before measuring it.
            let route = try? router.resolve(link)
            guard route == expected else {
                fatalError("\(text) with \(count) patterns gave \(String(describing: route)), not \(String(describing: expected))")
            }

            Benchmark("resolve text \(name) \(count)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(try? router.resolve(text))
                }
            }

            Benchmark("resolve parsed \(name) \(count)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(try? router.resolve(link))
                }
            }
        }
    }
}
