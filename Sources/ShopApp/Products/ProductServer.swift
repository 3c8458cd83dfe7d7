/// The Shop's simulated product server: the catalog in pages of 50, one page that fails the
/// first time it is asked for, and new products that arrive while the user reads.
///
/// Its answers come after ``latency`` on whatever clock the app hands it (``schedule``): the
/// simulated host's virtual clock in tests and scripts, real time in the terminal demo; without
/// one they come at once.
///
/// ```swift
/// let server = ProductServer(catalog: Catalog())
/// server.schedule = { delay, answer in clock.schedule(after: delay, answer) }
/// server.page(0) { result in … }          // products 1–50, next page 1, after 0.6 s
/// let new = server.publish(3)             // [10_003, 10_002, 10_001]: the newest first
/// ```
@MainActor
public final class ProductServer {
    /// A page of product identifiers and the page after it (`nil`: the catalog ends there).
    public struct Page: Hashable, Sendable {
        /// The products' identifiers, in the catalog's order.
        public var products: [Int]
        /// The page after this one, from 0; `nil` at the catalog's end.
        public var next: Int?
    }

    /// Why a page did not come.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The server did not answer in time; asking again works.
        case timedOut(page: Int)
        /// There is no such page.
        case noSuchPage(Int)

        /// What went wrong, in the user's words (`page 3 timed out`).
        public var description: String {
            switch self {
            case .timedOut(let page): "page \(page + 1) timed out"
            case .noSuchPage(let page): "there is no page \(page + 1)"
            }
        }
    }

    /// Products a page holds.
    public static let pageSize = 50
    /// The catalog it serves, in its order.
    public let catalog: Catalog
    /// How long an answer takes.
    public var latency: Duration = .milliseconds(600)
    /// The page (from 0) that fails the first time it is asked for; `nil`: none fails.
    public var failingPage: Int?
    /// Runs an answer after a delay; `nil`: answers come at once.
    public var schedule: (@MainActor (Duration, @escaping @MainActor () -> Void) -> Void)?
    /// How many new products have been published since the app started.
    public private(set) var published = 0
    private var failedOnce = false

    /// A server for `catalog`, whose page `failingPage` fails once.
    public init(catalog: Catalog, failingPage: Int? = 2) {
        self.catalog = catalog
        self.failingPage = failingPage
    }

    /// How many pages the catalog has.
    public var pageCount: Int { (catalog.count + Self.pageSize - 1) / Self.pageSize }

    /// The page, from 0, that holds catalog product `id`.
    public func page(holding id: Int) -> Int? {
        (1...catalog.count).contains(id) ? (id - 1) / Self.pageSize : nil
    }

    /// Asks for page `number` (from 0); `answer` gets it, or why not, after ``latency``.
    public func page(_ number: Int, answer: @escaping @MainActor (Result<Page, Failure>) -> Void) {
        let result: Result<Page, Failure>
        if !(0..<pageCount).contains(number) {
            result = .failure(.noSuchPage(number))
        } else if number == failingPage, !failedOnce {
            failedOnce = true
            result = .failure(.timedOut(page: number))
        } else {
            let first = number * Self.pageSize + 1
            let products = Array(first...min(first + Self.pageSize - 1, catalog.count))
            result = .success(Page(products: products, next: number + 1 < pageCount ? number + 1 : nil))
        }
        guard let schedule else { return answer(result) }
        schedule(latency) { answer(result) }
    }

    /// Publishes `count` new products; returns their identifiers, the newest first (as the
    /// list shows them, above the catalog).
    public func publish(_ count: Int) -> [Int] {
        let first = catalog.count + published + 1
        published += max(count, 0)
        return (first..<first + max(count, 0)).reversed()
    }

    /// A product the server knows: the catalog's, or one published since.
    public func product(_ id: Int) -> Product? {
        if let product = catalog.product(id) { return product }
        guard id > catalog.count, id <= catalog.count + published else { return nil }
        return Product(id: id, name: "New product \(id)", price: 5 + (id * 37) % 200, optionLines: ["Option 1", "Option 2"])
    }
}
