import Foundation

extension NavigationState where Screen: Codable {
    /// The format written by ``restorationData()``.
    public static var restorationFormat: Int { 1 }

    private struct Envelope: Codable {
        var format: Int
        var state: NavigationState
    }

    private struct FormatProbe: Decodable {
        var format: Int

        private enum CodingKeys: String, CodingKey {
            case format
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            format = try DecodingError.located(at: [CodingKeys.format], { _ in DecodingError.intOutOfRange }) {
                try container.decode(Int.self, forKey: .format)
            }
        }
    }

    /// The value as data to save (for example in `@SceneStorage` or `UserDefaults`), JSON with
    /// a format number, identities included, so restored entries keep their identities.
    public func restorationData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(Envelope(format: Self.restorationFormat, state: self))
    }

    /// Restores a value saved with ``restorationData()``.
    ///
    /// Start the navigator with the restored value, so every entry keeps its identity (and
    /// whatever the app keyed by it):
    ///
    /// ```swift
    /// let start = (try? NavigationState<Screen>.restored(from: data)) ?? NavigationState(root: .home)
    /// let navigator = Navigator(start)
    /// ```
    ///
    /// Data past the limits is refused (``maximumRestorationBytes``,
    /// ``maximumRestorationEntries``, ``maximumRestorationNextIdentity``).
    ///
    /// - Throws: A ``RestorationError`` that says what was wrong; nothing is restored.
    public static func restored(from data: Data) throws(RestorationError) -> NavigationState {
        guard data.count <= maximumRestorationBytes else {
            throw .tooLarge(byteCount: data.count, limit: maximumRestorationBytes)
        }
        let decoder = JSONDecoder()
        let format: Int
        do {
            format = try decoder.decode(FormatProbe.self, from: data).format
        } catch let error as DecodingError {
            throw Self.restorationError(error)
        } catch {
            throw .unreadable(String(describing: error))
        }
        guard format == restorationFormat else { throw .formatUnsupported(format) }
        decoder.userInfo[EntryBudget.key] = EntryBudget(limit: maximumRestorationEntries)
        do {
            return try decoder.decode(Envelope.self, from: data).state
        } catch let error as DecodingError {
            throw Self.restorationError(error)
        } catch {
            throw .unreadable(String(describing: error))
        }
    }

    private static func restorationError(_ error: DecodingError) -> RestorationError {
        switch error {
        case .dataCorrupted(let context):
            if let refusal = context.underlyingError as? RestorationError { return refusal }
            if let reason = context.underlyingError as? NavigationError { return .invalid(reason) }
            if context.codingPath.isEmpty { return .unreadable(context.debugDescription) }
            return .mismatch("\(path(context.codingPath)): \(context.debugDescription)")
        case .keyNotFound(let key, let context):
            return .mismatch("\(path(context.codingPath + [key])) is missing")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return .mismatch("\(path(context.codingPath)): \(context.debugDescription)")
        @unknown default:
            return .unreadable(String(describing: error))
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the top level" : keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}
