import Foundation

// Foundation's JSONDecoder throws a number that does not fit the type read (`1e400`,
// `99999999999999999999999` or `1.5` read as an `Int`, `1e400` as a `Double`) as an error of its
// own, not a `DecodingError`, and turns it at the top into "The given data was not valid JSON."
// with no coding path (swift-foundation issue #1604). Caught in the innermost value of this
// library that holds the number, it is rethrown as a `DecodingError` there, which restoration
// reports as a mismatch naming the place.

extension DecodingError {
    /// What a number read as an `Int` that does not fit one is said to be.
    static let intOutOfRange = "a number out of range: expected a whole number from \(Int.min) to \(Int.max)"

    /// The value `decode` reads; an error it throws that is not a `DecodingError` is thrown as
    /// one at `path` (built only then), described by `describe`: the one place such errors are
    /// located.
    static func located<Value>(
        at path: @autoclosure () -> [any CodingKey],
        _ describe: (any Error) -> String,
        _ decode: () throws -> Value
    ) throws -> Value {
        do {
            return try decode()
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: path(), debugDescription: describe(error), underlyingError: error))
        }
    }
}
