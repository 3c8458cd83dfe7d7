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
    /// The file's products recently viewed are not a list of product numbers.
    case corruptedRecentlyViewed(String)
    /// The file cannot be written, and the system's reason.
    case unwritable(String, reason: String)

    /// What went wrong, naming the file.
    public var description: String {
        switch self {
        case .missing(let path): "cannot restore from \(path): there is no such file"
        case .isDirectory(let path): "cannot use \(path): it is a directory"
        case .unreadable(let path, let reason): "cannot restore from \(path): \(reason)"
        case .corrupted(let path, let error): "cannot restore from \(path): \(error)"
        case .corruptedRecentlyViewed(let path): "cannot restore from \(path): its recently viewed products are not product numbers"
        case .unwritable(let path, let reason): "cannot save to \(path): \(reason)"
        }
    }
}

/// A file holding the Shop's navigation between runs of the demo, as the core's restoration
/// data (``NavigationState/restorationData()``), beside the products recently viewed (the app's
/// own data, which the navigation value does not hold): `--save FILE` writes it when the demo
/// quits, `--restore FILE` starts from it, as iOS brings back an app it killed where the user
/// left it.
///
/// The file is a JSON object: `navigation`, the core's restoration data as it writes it, and
/// `recentlyViewed`, product numbers, the most recent first. A file holding only the core's
/// restoration data (written before the products were saved) restores with none viewed.
///
/// ```swift
/// let file = RestorationFile(path: "shop.json")
/// try file.write(demo.restorableState, recentlyViewed: demo.app.recentlyViewed.products)  // on quitting
/// let saved = try file.contents()                                                       // the next run
/// let demo = ShopDemo(signedIn: true, recentlyViewed: saved.recentlyViewed, restored: saved.navigation)
/// ```
public struct RestorationFile: Sendable {
    /// What a file holds.
    public struct Contents: Sendable {
        /// Where the user was.
        public var navigation: NavigationState<ShopScreen>
        /// The products viewed, the most recent first.
        public var recentlyViewed: [Int]
    }

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
        try contents().navigation
    }

    /// The navigation and the products recently viewed saved in the file.
    ///
    /// - Throws: As ``read()``, and ``RestorationFileError/corruptedRecentlyViewed(_:)`` when
    ///   the products are not a list of product numbers.
    public func contents() throws(RestorationFileError) -> Contents {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path) }
        guard !isDirectory.boolValue else { throw .isDirectory(path) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path, reason: Self.reason(error))
        }
        // The navigation beside the products, or (a file from before) the navigation alone; the
        // core judges the navigation's data in both cases.
        var navigation = data
        var recentlyViewed: [Int] = []
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let saved = object["navigation"],
            JSONSerialization.isValidJSONObject(saved), let savedData = try? JSONSerialization.data(withJSONObject: saved)
        {
            navigation = savedData
            if let products = object["recentlyViewed"] {
                guard let numbers = products as? [Int] else { throw .corruptedRecentlyViewed(path) }
                recentlyViewed = numbers
            }
        }
        do {
            return Contents(navigation: try NavigationState<ShopScreen>.restored(from: navigation), recentlyViewed: recentlyViewed)
        } catch {
            throw .corrupted(path, error)
        }
    }

    /// Saves `state` and the products recently viewed in the file, replacing what it held.
    ///
    /// - Throws: ``RestorationFileError/unwritable(_:reason:)`` (or
    ///   ``RestorationFileError/isDirectory(_:)``) when it cannot be written.
    public func write(_ state: NavigationState<ShopScreen>, recentlyViewed: [Int] = []) throws(RestorationFileError) {
        try checkWritable()
        do {
            let navigation = try JSONSerialization.jsonObject(with: try state.restorationData())
            let file: [String: Any] = ["navigation": navigation, "recentlyViewed": recentlyViewed]
            try JSONSerialization.data(withJSONObject: file, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path), options: .atomic)
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
