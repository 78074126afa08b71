#if os(macOS)
    import Darwin

    /// macOS backend: kqueue EVFILT_VNODE on the parent directory of each watched file
    /// (NOTE_WRITE there means an entry was created, removed or renamed) plus on each
    /// file itself (in-place writes). A file or directory that cannot be opened, or that
    /// was deleted or renamed away, is re-opened on later drains, like entr does.
    /// The kqueue descriptor itself is pollable, so it serves as `readinessDescriptor`.
    public final class KqueueChangeSource: ChangeSource {
        static let retryDelay = 0.25
        static let vnodeFlags = UInt32(
            NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE)
        static let goneFlags = UInt32(NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE)

        public private(set) var watchedFiles: Set<String> = []
        private var queue: Int32
        private var directoryDescriptors: [String: Int32] = [:]
        private var fileDescriptors: [String: Int32] = [:]
        /// descriptor → (is a directory, directory path or watched file).
        private var owners: [Int32: (isDirectory: Bool, key: String)] = [:]
        private var filesByDirectory: [String: Set<String>] = [:]

        public var readinessDescriptor: Int32? { queue >= 0 ? queue : nil }
        public var maximumWait: Double? {
            guard queue >= 0 else { return nil }
            let complete =
                fileDescriptors.count == watchedFiles.count
                && directoryDescriptors.count == filesByDirectory.count
            return complete ? nil : Self.retryDelay
        }

        public init(paths: Set<String>) throws {
            queue = kqueue()
            guard queue >= 0 else {
                throw ChangeSourceError.unavailable("kqueue: \(errnoDescription())")
            }
            setWatchedFiles(paths)
        }

        deinit { stop() }

        public func setWatchedFiles(_ paths: Set<String>) {
            guard queue >= 0 else { return }
            watchedFiles = paths
            var byDirectory: [String: Set<String>] = [:]
            for path in paths {
                byDirectory[splitPath(absolutePath(path)).directory, default: []].insert(path)
            }
            for (directory, fd) in directoryDescriptors where byDirectory[directory] == nil {
                closeWatch(fd)
                directoryDescriptors[directory] = nil
            }
            for (path, fd) in fileDescriptors where !paths.contains(path) {
                closeWatch(fd)
                fileDescriptors[path] = nil
            }
            filesByDirectory = byDirectory
            _ = reopenMissing()
        }

        public func drain() -> Set<String> {
            guard queue >= 0 else { return [] }
            var changed: Set<String> = []
            var events: [kevent] = Array(repeating: kevent(), count: 32)
            var immediately = timespec(tv_sec: 0, tv_nsec: 0)
            while true {
                let count = events.withUnsafeMutableBufferPointer { buffer in
                    kevent(queue, nil, 0, buffer.baseAddress, Int32(buffer.count), &immediately)
                }
                if count <= 0 { break }
                for event in events[0..<Int(count)] {
                    let fd = Int32(truncatingIfNeeded: event.ident)
                    guard let owner = owners[fd] else { continue }
                    let gone = event.fflags & Self.goneFlags != 0
                    if owner.isDirectory {
                        // An entry changed: a watched file may have been replaced by another inode.
                        for path in filesByDirectory[owner.key] ?? [] {
                            changed.insert(path)
                            if let old = fileDescriptors.removeValue(forKey: path) { closeWatch(old) }
                        }
                        if gone {
                            closeWatch(fd)
                            directoryDescriptors[owner.key] = nil
                        }
                    } else {
                        changed.insert(owner.key)
                        if gone {
                            closeWatch(fd)
                            fileDescriptors[owner.key] = nil
                        }
                    }
                }
                if Int(count) < events.count { break }
            }
            changed.formUnion(reopenMissing())
            return changed
        }

        public func stop() {
            guard queue >= 0 else { return }
            for fd in owners.keys { close(fd) }
            owners = [:]
            directoryDescriptors = [:]
            fileDescriptors = [:]
            close(queue)
            queue = -1
        }

        /// Opens watches that are missing; returns files whose watch could newly be opened.
        private func reopenMissing() -> Set<String> {
            var reopened: Set<String> = []
            for directory in filesByDirectory.keys where directoryDescriptors[directory] == nil {
                if let fd = openWatch(directory, isDirectory: true) {
                    directoryDescriptors[directory] = fd
                }
            }
            for path in watchedFiles where fileDescriptors[path] == nil {
                if let fd = openWatch(path, isDirectory: false) {
                    fileDescriptors[path] = fd
                    reopened.insert(path)
                }
            }
            return reopened
        }

        private func openWatch(_ path: String, isDirectory: Bool) -> Int32? {
            let fd = open(path, O_EVTONLY | O_CLOEXEC)
            guard fd >= 0 else { return nil }
            var change = kevent(
                ident: UInt(fd), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                fflags: Self.vnodeFlags, data: 0, udata: nil)
            guard kevent(queue, &change, 1, nil, 0, nil) == 0 else {
                close(fd)
                return nil
            }
            owners[fd] = (isDirectory, path)
            return fd
        }

        /// Closing the descriptor also removes its kevent registration.
        private func closeWatch(_ fd: Int32) {
            owners[fd] = nil
            close(fd)
        }
    }
#endif
