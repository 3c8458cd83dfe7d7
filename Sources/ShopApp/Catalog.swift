/// A product of the catalog: plain data, no model. A list row is one of these.
public struct Product: Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let price: Int
    /// Lines of option text; some products have more than a sheet can show, so the sheet scrolls.
    public let optionLines: [String]
}

/// The catalog's data: `count` products, made on demand from their number.
public struct Catalog: Sendable {
    /// How many products the list shows.
    public let count: Int

    public init(count: Int = 10_000) {
        self.count = count
    }

    /// The product with this identifier, if it exists.
    public func product(_ id: Int) -> Product? {
        guard (1...count).contains(id) else { return nil }
        let options = (1...(id % 7 == 0 ? 40 : 3 + id % 4)).map { "Option \($0)" }
        return Product(id: id, name: "Product \(id)", price: 5 + (id * 37) % 200, optionLines: options)
    }
}
