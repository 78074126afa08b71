import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system questions the finder asks, on POSIX calls: what an entry is (without following a
/// symbolic link, or following it), real paths, folder listings and bounded reads.
enum FileSystem {
    enum EntryType: Equatable {
        case file(size: Int)
        case folder
        case link
        case other
        case missing
    }

    // The POSIX file-type bits (<sys/stat.h>), the same on Linux and Darwin.
    private static let typeMask: UInt32 = 0o170_000
    private static let folderBits: UInt32 = 0o040_000
    private static let fileBits: UInt32 = 0o100_000
    private static let linkBits: UInt32 = 0o120_000

    /// What `path` is; a symbolic link is `.link` when `followingLinks` is false.
    static func type(of path: String, followingLinks: Bool = true) -> EntryType {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return .missing }
        switch UInt32(info.st_mode) & typeMask {
        case fileBits: return .file(size: Int(info.st_size))
        case folderBits: return .folder
        case linkBits: return .link
        default: return .other
        }
    }

    static func isFolder(_ path: String) -> Bool { type(of: path) == .folder }

    /// `path` with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names in a folder, sorted; nil when it cannot be listed.
    static func names(in folder: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return names.sorted()
    }

    enum ReadResult {
        case text(String)
        case tooLarge(Int)
        case notUTF8
        case unreadable(String)
    }

    /// The file's text, reading at most `maximumBytes` + 1 bytes.
    static func readText(_ path: String, maximumBytes: Int) -> ReadResult {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .unreadable(String(cString: strerror(errno)))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            return .unreadable("\(error)")
        }
        if data.count > maximumBytes { return .tooLarge(data.count) }
        guard let text = String(data: data, encoding: .utf8) else { return .notUTF8 }
        return .text(text)
    }

    /// The folder that holds `path` ("/" for "/x").
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `folder` + "/" + `name`, without doubling the slash of "/".
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Whether `path` is `folder` or inside it (both absolute and normalized).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` relative to `folder` ("" when they are the same); nil when `path` is not inside `folder`.
    static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `path` with empty and `.` components dropped and `..` applied, without touching the file system
    /// (a leading `..` that goes above the start is kept).
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

    /// The folder itself and each folder above it, nearest first, up to "/".
    static func foldersUpward(from folder: String) -> [String] {
        var result = [folder]
        var current = folder
        while current != "/" {
            current = parent(of: current)
            result.append(current)
        }
        return result
    }

    /// The nearest of `folder` and the folders above it that holds a `.git` (a folder, or a worktree's file).
    static func repositoryRoot(above folder: String) -> String? {
        foldersUpward(from: folder).first { type(of: join($0, ".git")) != .missing }
    }
}
