#if canImport(Glibc)
    import Glibc

    /// Linux backend: inotify on the parent directories of the watched files (not on the
    /// files themselves), filtered by name. Watching the directory keeps working across
    /// saves by rename (vim/neovim), JetBrains safe write and delete-and-recreate, which
    /// all leave a watch on the file's old inode dead.
    ///
    /// Files whose directory cannot be watched (it does not exist yet, or a later
    /// `setWatchedFiles` hits a watch limit) are polled until the directory can be watched.
    /// Symbolic links are followed: both the link's directory and the target's are watched.
    public final class InotifyChangeSource: ChangeSource {
        static let directoryMask = UInt32(
            IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM
                | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
        static let retryDelay = 0.5

        public private(set) var watchedFiles: Set<String> = []
        private var fd: Int32
        /// inotify watch descriptor → directories (two spellings of one directory share a descriptor).
        private var directoriesByWatch: [Int32: Set<String>] = [:]
        private var watchByDirectory: [String: Int32] = [:]
        /// directory → entry name → watched paths it stands for.
        private var targets: [String: [String: Set<String>]] = [:]
        private var unwatchedDirectories: Set<String> = []
        private let fallback: PollingChangeSource
        private var lastRetry = 0.0
        private var needsRebuild = false
        private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

        public var readinessDescriptor: Int32? { fd >= 0 ? fd : nil }
        public var maximumWait: Double? {
            guard fd >= 0, !unwatchedDirectories.isEmpty else { return nil }
            return min(fallback.interval, Self.retryDelay)
        }

        /// Throws when inotify cannot start or the initial watches hit a kernel limit
        /// (ENOSPC/ENOMEM/EMFILE); `makeChangeSource` then falls back to polling.
        public init(paths: Set<String>, pollInterval: Double = 0.1) throws {
            fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            fallback = PollingChangeSource(paths: [], interval: pollInterval)
            guard fd >= 0 else {
                throw ChangeSourceError.unavailable("inotify_init1: \(errnoDescription())")
            }
            watchedFiles = paths
            if let failure = rebuild(strict: true).failure {
                stop()
                throw ChangeSourceError.unavailable("inotify_add_watch: \(errnoDescription(failure))")
            }
            lastRetry = monotonicNow()
        }

        deinit { stop() }

        public func setWatchedFiles(_ paths: Set<String>) {
            guard fd >= 0 else { return }
            watchedFiles = paths
            _ = rebuild(strict: false)
        }

        public func drain() -> Set<String> {
            guard fd >= 0 else { return [] }
            var changed: Set<String> = []
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                parseEvents(count: count, into: &changed)
            }
            changed.formUnion(fallback.drain())
            let now = monotonicNow()
            if !unwatchedDirectories.isEmpty && now - lastRetry >= Self.retryDelay {
                needsRebuild = true
                lastRetry = now
            }
            if needsRebuild || !changed.isEmpty {
                needsRebuild = false
                changed.formUnion(rebuild(strict: false).newlyWatched)
            }
            return changed.intersection(watchedFiles)
        }

        public func stop() {
            guard fd >= 0 else { return }
            close(fd)
            fd = -1
            fallback.stop()
            directoriesByWatch = [:]
            watchByDirectory = [:]
        }

        private func parseEvents(count: Int, into changed: inout Set<String>) {
            buffer.withUnsafeBytes { raw in
                var offset = 0
                while offset + 16 <= count {
                    let watch = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameStart = offset + 16
                    guard nameStart + length <= count else { break }
                    var nameEnd = nameStart
                    while nameEnd < nameStart + length && raw[nameEnd] != 0 { nameEnd += 1 }
                    let name = String(decoding: raw[nameStart..<nameEnd], as: UTF8.self)
                    offset = nameStart + length
                    handle(watch: watch, mask: mask, name: name, into: &changed)
                }
            }
        }

        private func handle(watch: Int32, mask: UInt32, name: String, into changed: inout Set<String>) {
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were dropped: anything may have changed.
                changed.formUnion(watchedFiles)
                needsRebuild = true
                return
            }
            guard let directories = directoriesByWatch[watch] else { return }
            let directoryGone = UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT)
            if mask & directoryGone != 0 {
                for directory in directories {
                    for paths in (targets[directory] ?? [:]).values { changed.formUnion(paths) }
                    watchByDirectory[directory] = nil
                }
                directoriesByWatch[watch] = nil
                if mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(fd, watch) }
                needsRebuild = true
                return
            }
            guard !name.isEmpty, !isEditorTemporaryFile(name) else { return }
            for directory in directories {
                if let paths = targets[directory]?[name] { changed.formUnion(paths) }
            }
        }

        /// Recomputes which directories must be watched and adds or removes watches.
        /// Returns the paths that just became watched after having been polled, and the
        /// errno of a kernel-limit failure when `strict`.
        private func rebuild(strict: Bool) -> (newlyWatched: Set<String>, failure: Int32?) {
            var wanted: [String: [String: Set<String>]] = [:]
            for path in watchedFiles {
                let absolute = absolutePath(path)
                let (directory, name) = splitPath(absolute)
                wanted[directory, default: [:]][name, default: []].insert(path)
                if let target = resolvedSymlink(absolute), target != absolute {
                    let (targetDirectory, targetName) = splitPath(target)
                    wanted[targetDirectory, default: [:]][targetName, default: []].insert(path)
                }
            }
            for (directory, watch) in watchByDirectory where wanted[directory] == nil {
                watchByDirectory[directory] = nil
                directoriesByWatch[watch]?.remove(directory)
                if directoriesByWatch[watch]?.isEmpty ?? false {
                    directoriesByWatch[watch] = nil
                    inotify_rm_watch(fd, watch)
                }
            }
            var newlyWatched: Set<String> = []
            var stillUnwatched: Set<String> = []
            for (directory, names) in wanted where watchByDirectory[directory] == nil {
                let watch = inotify_add_watch(fd, directory, Self.directoryMask)
                if watch >= 0 {
                    watchByDirectory[directory] = watch
                    directoriesByWatch[watch, default: []].insert(directory)
                    if unwatchedDirectories.contains(directory) {
                        for paths in names.values { newlyWatched.formUnion(paths) }
                    }
                } else {
                    let code = errno
                    if strict && (code == ENOSPC || code == ENOMEM || code == EMFILE) {
                        return ([], code)
                    }
                    stillUnwatched.insert(directory)
                }
            }
            targets = wanted
            unwatchedDirectories = stillUnwatched
            var polled: Set<String> = []
            for directory in stillUnwatched {
                for paths in (wanted[directory] ?? [:]).values { polled.formUnion(paths) }
            }
            fallback.setWatchedFiles(polled)
            return (newlyWatched, nil)
        }
    }
#endif
