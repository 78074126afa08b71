#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Works everywhere, including network mounts, containers and WSL `/mnt` paths where
/// native notifications never arrive: every `interval` seconds it compares existence,
/// device, inode, size, mtime and ctime (with nanoseconds). For files modified in the
/// last few seconds it also hashes the contents, because two writes inside one
/// timestamp tick (or one second on HFS+/FAT) can leave every stat field equal.
public final class PollingChangeSource: ChangeSource {
    public let interval: Double
    public private(set) var watchedFiles: Set<String> = []
    private var signatures: [String: FileSignature?] = [:]
    private var stopped = false

    /// Shown in the status line, for example "polling 100 ms".
    public var backendName: String { "polling \(Int((interval * 1000).rounded())) ms" }
    public var readinessDescriptor: Int32? { nil }
    public var maximumWait: Double? { stopped || watchedFiles.isEmpty ? nil : interval }

    public init(paths: Set<String>, interval: Double = 0.1) {
        self.interval = max(0.005, interval)
        setWatchedFiles(paths)
    }

    public func setWatchedFiles(_ paths: Set<String>) {
        for path in watchedFiles.subtracting(paths) { signatures[path] = nil }
        for path in paths.subtracting(watchedFiles) {
            signatures[path] = .some(FileSignature.capture(path))
        }
        watchedFiles = paths
    }

    public func drain() -> Set<String> {
        guard !stopped else { return [] }
        var changed: Set<String> = []
        for path in watchedFiles {
            let current = FileSignature.capture(path)
            let previous = signatures[path] ?? nil
            switch (previous, current) {
            case (nil, nil): break
            case (let old?, let new?):
                if new.differs(from: old) { changed.insert(path) }
            default: changed.insert(path)
            }
            signatures[path] = .some(current)
        }
        return changed
    }

    public func stop() { stopped = true }
}

/// What polling compares between two looks at a file.
struct FileSignature {
    /// Files modified this recently also get their contents hashed.
    static let recentWindow = 3.0
    static let largestHashedFile = 8 * 1024 * 1024

    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: (seconds: Int, nanoseconds: Int)
    var changed: (seconds: Int, nanoseconds: Int)
    var digest: ContentDigest?

    static func capture(_ path: String) -> FileSignature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
            let changed = (Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec))
        #else
            let modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
            let changed = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
        #endif
        var signature = FileSignature(
            device: UInt64(truncatingIfNeeded: info.st_dev),
            inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: Int64(info.st_size),
            modified: modified,
            changed: changed,
            digest: nil)
        let age = wallClockNow() - (Double(modified.0) + Double(modified.1) / 1_000_000_000)
        if age < recentWindow && Int64(info.st_size) <= Int64(largestHashedFile),
            (info.st_mode & S_IFMT) == S_IFREG,
            let bytes = readFileBytes(path)
        {
            signature.digest = ContentDigest(bytes)
        }
        return signature
    }

    func differs(from other: FileSignature) -> Bool {
        if device != other.device || inode != other.inode || size != other.size { return true }
        if modified != other.modified || changed != other.changed { return true }
        if let digest, let otherDigest = other.digest, digest != otherDigest { return true }
        return false
    }
}
