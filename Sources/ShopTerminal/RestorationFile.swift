import Foundation
import ShopApp
import Wayfinder

/// Why the demo cannot restore from a file or save to it; the demo says it and exits non-zero.
public enum RestorationFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// There is no file at the path.
    case missing(String)
    /// The path names a directory.
    case isDirectory(String)
    /// The file cannot be read, and the system's reason.
    case unreadable(String, reason: String)
    /// The file holds no navigation this app can restore, and the core's typed reason.
    case corrupted(String, RestorationError)
    /// The file cannot be written, and the system's reason.
    case unwritable(String, reason: String)

    /// What went wrong, naming the file.
    public var description: String {
        switch self {
        case .missing(let path): "cannot restore from \(path): there is no such file"
        case .isDirectory(let path): "cannot use \(path): it is a directory"
        case .unreadable(let path, let reason): "cannot restore from \(path): \(reason)"
        case .corrupted(let path, let error): "cannot restore from \(path): \(error)"
        case .unwritable(let path, let reason): "cannot save to \(path): \(reason)"
        }
    }
}

/// A file holding the Shop's navigation between runs of the demo, as the core's restoration
/// data (``NavigationState/restorationData()``): `--save FILE` writes it when the demo quits,
/// `--restore FILE` starts from it, as iOS brings back an app it killed where the user left it.
///
/// ```swift
/// let file = RestorationFile(path: "shop.json")
/// try file.write(demo.restorableState)                  // on quitting
/// let demo = ShopDemo(signedIn: true, restored: try file.read())   // the next run
/// ```
public struct RestorationFile: Sendable {
    /// Where the file is.
    public let path: String

    /// The file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The navigation saved in the file.
    ///
    /// - Throws: A ``RestorationFileError`` that names the file and says why: missing, a
    ///   directory, unreadable, or not restoration data of this app (the core's
    ///   ``RestorationError``).
    public func read() throws(RestorationFileError) -> NavigationState<ShopScreen> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path) }
        guard !isDirectory.boolValue else { throw .isDirectory(path) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path, reason: Self.reason(error))
        }
        do {
            return try NavigationState<ShopScreen>.restored(from: data)
        } catch {
            throw .corrupted(path, error)
        }
    }

    /// Saves `state` in the file, replacing what it held.
    ///
    /// - Throws: ``RestorationFileError/unwritable(_:reason:)`` (or
    ///   ``RestorationFileError/isDirectory(_:)``) when it cannot be written.
    public func write(_ state: NavigationState<ShopScreen>) throws(RestorationFileError) {
        try checkWritable()
        do {
            try state.restorationData().write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .unwritable(path, reason: Self.reason(error))
        }
    }

    /// Checks, before the demo starts, that the file can be written when it quits: not a
    /// directory, in a folder that exists and is writable.
    public func checkWritable() throws(RestorationFileError) {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw .isDirectory(path) }
            guard files.isWritableFile(atPath: path) else { throw .unwritable(path, reason: "the file is not writable") }
            return
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard files.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .unwritable(path, reason: "there is no folder \(folder)")
        }
        guard files.isWritableFile(atPath: folder) else { throw .unwritable(path, reason: "the folder \(folder) is not writable") }
    }

    private static func reason(_ error: any Error) -> String {
        error.localizedDescription
    }
}
