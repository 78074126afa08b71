#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A source of raw "something may have changed" notifications for a set of files.
///
/// Sources are not thread-safe: drive one from a single thread. They never block
/// except in `waitForChanges(timeout:)`; callers that multiplex several descriptors
/// poll `readinessDescriptor` themselves and call `drain()` when it becomes readable
/// (or at least every `maximumWait` seconds when that is not nil).
public protocol ChangeSource: AnyObject {
    /// The files being watched, spelled exactly as the caller passed them.
    var watchedFiles: Set<String> { get }
    /// Replaces the set of watched files (for example the script plus the modules it required).
    func setWatchedFiles(_ paths: Set<String>)
    /// A descriptor that becomes readable when `drain()` may report something; nil if there is none.
    var readinessDescriptor: Int32? { get }
    /// The longest a caller may wait before calling `drain()` again; nil when the descriptor suffices.
    var maximumWait: Double? { get }
    /// Returns the watched files that may have changed since the last call. Never blocks.
    func drain() -> Set<String>
    /// Releases descriptors. Afterwards `drain()` returns nothing.
    func stop()
}

extension ChangeSource {
    /// Blocks for up to `timeout` seconds until some watched files may have changed.
    /// Returns an empty set on timeout.
    public func waitForChanges(timeout: Double) -> Set<String> {
        let deadline = monotonicNow() + timeout
        while true {
            let changes = drain()
            if !changes.isEmpty { return changes }
            let remaining = deadline - monotonicNow()
            if remaining <= 0 { return [] }
            var wait = remaining
            if let cap = maximumWait { wait = min(wait, cap) }
            waitUntilReadable([readinessDescriptor].compactMap { $0 }, timeout: wait)
        }
    }
}

/// Why a native change source could not start.
public enum ChangeSourceError: Error, Equatable, Sendable {
    case unavailable(String)
}

/// Chooses the native backend (inotify on Linux, kqueue on macOS) and falls back to
/// polling when it cannot start or when `forcePolling` is set.
/// `backendName` is meant for the status line: "inotify", "kqueue" or "polling 100 ms".
public func makeChangeSource(
    for paths: Set<String>, forcePolling: Bool = false, pollInterval: Double = 0.1
) -> (any ChangeSource, backendName: String) {
    if !forcePolling {
        #if canImport(Glibc)
            if let source = try? InotifyChangeSource(paths: paths, pollInterval: pollInterval) {
                return (source, "inotify")
            }
        #elseif os(macOS)
            if let source = try? KqueueChangeSource(paths: paths) {
                return (source, "kqueue")
            }
        #endif
    }
    let polling = PollingChangeSource(paths: paths, interval: pollInterval)
    return (polling, polling.backendName)
}

/// True for names that editors create while saving and that must never trigger a run:
/// vim's `4913` probe and swap files, backups ending in `~`, JetBrains safe-write files,
/// Emacs lock and auto-save files, gedit's `.goutputstream-*`.
public func isEditorTemporaryFile(_ name: String) -> Bool {
    if name == "4913" || name.hasSuffix("~") { return true }
    if name.hasPrefix(".#") || name.hasPrefix(".goutputstream-") { return true }
    if name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#") { return true }
    for marker in ["___jb_tmp___", "___jb_old___", "___jb_bak___"] where name.hasSuffix(marker) {
        return true
    }
    // vim swap files: .swp, .swo, .swn, ... and .swx (the probe used to test the directory).
    let utf8 = Array(name.utf8)
    if utf8.count >= 4 {
        let tail = utf8.suffix(4)
        let start = tail.startIndex
        if tail[start] == UInt8(ascii: "."), tail[start + 1] == UInt8(ascii: "s"),
            tail[start + 2] == UInt8(ascii: "w"),
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(tail[start + 3])
        {
            return true
        }
    }
    return false
}

// MARK: - Small POSIX helpers shared by the backends and the loop

/// Seconds on a monotonic clock.
func monotonicNow() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
}

/// Seconds since the epoch (for comparing with file modification times).
func wallClockNow() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
}

/// poll(2) on `descriptors` for up to `timeout` seconds (nil: forever).
/// Returns the descriptors that are readable (or hung up). With no descriptors it just sleeps.
@discardableResult
func waitUntilReadable(_ descriptors: [Int32], timeout: Double?) -> Set<Int32> {
    var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    var milliseconds: Int32 = -1
    if let timeout {
        milliseconds = Int32(min(max((timeout * 1000).rounded(.up), 0), 86_400_000))
    }
    let result = fds.withUnsafeMutableBufferPointer { buffer in
        poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
    }
    guard result > 0 else { return [] }
    return Set(fds.filter { $0.revents != 0 }.map(\.fd))
}

/// `path` made absolute against the current directory (no symlink resolution).
func absolutePath(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    guard let cwd = getcwd(nil, 0) else { return path }
    defer { free(cwd) }
    let base = String(cString: cwd)
    return base.hasSuffix("/") ? base + path : base + "/" + path
}

/// Splits an absolute path into its directory and last component.
func splitPath(_ path: String) -> (directory: String, name: String) {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
    let directory = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    return (directory, String(trimmed[trimmed.index(after: slash)...]))
}

/// The fully resolved target when `path` is a symbolic link, else nil.
func resolvedSymlink(_ path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

func errnoDescription(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}

/// What reading a watched file found.
enum FileRead: Equatable {
    /// Missing or unreadable (including directories).
    case missing
    case bytes([UInt8])
    /// Larger than the cap: its size, device, inode and modification time, and none of its bytes.
    case tooLarge(size: Int, stamp: [Int64])
}

/// Reads a whole file, unless it is larger than `maximumBytes`: its size is looked at (fstat)
/// before a byte is read, and a file that grows past the cap while it is read is not read further.
func readFile(_ path: String, maximumBytes: Int?) -> FileRead {
    guard let maximumBytes else { return readFileBytes(path).map(FileRead.bytes) ?? .missing }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .missing }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .missing }
    #if canImport(Darwin)
        let modified = [Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec)]
    #else
        let modified = [Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)]
    #endif
    let stamp = [Int64(truncatingIfNeeded: info.st_dev), Int64(truncatingIfNeeded: info.st_ino)] + modified
    if Int(info.st_size) > maximumBytes { return .tooLarge(size: Int(info.st_size), stamp: stamp) }
    guard let bytes = readFileBytes(fd, maximumBytes: maximumBytes) else { return .missing }
    return bytes.count > maximumBytes ? .tooLarge(size: bytes.count, stamp: stamp) : .bytes(bytes)
}

/// Reads a whole file; nil when it is missing or unreadable (including directories).
func readFileBytes(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    return readFileBytes(fd, maximumBytes: nil)
}

/// Reads `fd` to its end, or to one byte past `maximumBytes`; nil when it cannot be read.
private func readFileBytes(_ fd: Int32, maximumBytes: Int?) -> [UInt8]? {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count > 0 {
            result.append(contentsOf: chunk[0..<count])
            if let maximumBytes, result.count > maximumBytes { return result }
        } else if count == 0 {
            return result
        } else if errno != EINTR {
            return nil
        }
    }
}

/// Length plus 64-bit FNV-1a of a file's bytes.
struct ContentDigest: Equatable, Hashable, Sendable {
    let count: Int
    let hash: UInt64

    init(_ bytes: [UInt8]) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        self.count = bytes.count
        self.hash = hash
    }
}
