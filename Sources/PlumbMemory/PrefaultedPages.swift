import CPlumbMemory

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Zeroed memory for large columns whose pages a helper thread faults in ahead of their first use
/// (the design note is this module's README).
///
/// Fresh memory costs a page fault per page the first time it is written: the kernel finds a page,
/// zeroes it and maps it. A layout tree of 10⁵ leaves writes 30 MB of node columns in its first
/// pass, and a third of that pass was those faults. A block from here is mapped at once and a
/// helper thread asks the kernel to fault its pages in (`MADV_POPULATE_WRITE`), a slice at a time,
/// while the caller goes on with its work: by the time the caller writes a page, the helper has
/// usually faulted it in, on the other core.
///
/// The helper only faults pages in; it never reads or writes the memory, so it cannot race with
/// the caller's writes. Where the kernel cannot populate (before Linux 5.14, or elsewhere than
/// Linux), blocks are still zeroed mappings and the caller faults them in itself, as it would
/// anyway.
public enum PrefaultedPages {
    /// Blocks smaller than this come from `calloc`: a mapping of their own and a helper's turn
    /// would cost more than their faults.
    public static let minimumMappedBytes = 1 << 20

    /// A zeroed block of `byteCount` bytes, aligned to at least 64 bytes. Give it back with
    /// `deallocate(_:byteCount:)` and the same `byteCount`. Nil when the system has no memory.
    public static func allocate(byteCount: Int) -> UnsafeMutableRawPointer? {
        precondition(byteCount >= 0)
        guard byteCount >= minimumMappedBytes else {
            var pointer: UnsafeMutableRawPointer?
            guard posix_memalign(&pointer, 64, max(byteCount, 1)) == 0, let pointer else { return nil }
            pointer.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
            return pointer
        }
        let length = pageRounded(byteCount)
        guard let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            mapped != MAP_FAILED
        else { return nil }
        Populator.shared.add(mapped, length: length)
        return mapped
    }

    /// Gives back a block from `allocate(byteCount:)`. Waits for the helper if it is faulting in
    /// a slice of this block at that moment (at most one slice).
    public static func deallocate(_ pointer: UnsafeMutableRawPointer, byteCount: Int) {
        guard byteCount >= minimumMappedBytes else {
            free(pointer)
            return
        }
        let length = pageRounded(byteCount)
        Populator.shared.remove(pointer)
        munmap(pointer, length)
    }

    /// Blocks until the helper has nothing left to fault in (for tests: the pages of every live
    /// block are then resident, where the kernel can populate).
    public static func waitUntilIdle() { Populator.shared.waitUntilIdle() }

    /// Whether the kernel faults pages in on request (`MADV_POPULATE_WRITE`, Linux 5.14), asked
    /// once of a page of its own. Without it blocks are plain zeroed mappings.
    public static let kernelPopulates: Bool = {
        #if os(Linux)
            guard let page = mmap(nil, pageSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                page != MAP_FAILED
            else { return false }
            defer { munmap(page, pageSize) }
            return madvise(page, pageSize, populateWrite) == 0
        #else
            return false
        #endif
    }()

    /// Whether a helper thread faults pages in: the kernel populates on request, and the process
    /// may run on more than one processor (on one, the helper would only take turns with the
    /// caller: flat 10⁵ measured 3.6 ms slower end to end under `taskset -c 0`).
    public static let helps: Bool = kernelPopulates && usableProcessors > 1

    /// The processors this process may run on (its affinity mask, as `taskset` sets it).
    static var usableProcessors: Int { Int(plumb_usable_processors()) }

    /// MADV_POPULATE_WRITE (Glibc's headers may predate it).
    static let populateWrite: Int32 = 23

    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    static func pageRounded(_ byteCount: Int) -> Int { (byteCount + pageSize - 1) / pageSize * pageSize }
}

/// The helper thread and its work: the blocks whose pages are not all faulted in yet, taken in
/// turn a slice each, so that blocks written side by side (a tree's columns) fill side by side.
final class Populator: @unchecked Sendable {
    static let shared = Populator()

    /// A block being faulted in.
    private struct Job {
        let base: UnsafeMutableRawPointer
        let length: Int
        /// Bytes faulted in so far, from the start.
        var done = 0
        /// Bytes a turn faults in: a 32nd of the block, whole pages, at least 256 KiB.
        let slice: Int
    }

    /// Everything below is read and written with `lock` held (in memory of their own: a class's
    /// stored property passed with `&` may be a temporary copy).
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var jobs: [Job] = []
    /// The block the helper is faulting in now, outside the lock (nil: none).
    private var busy: UnsafeMutableRawPointer?
    private var started = false
    /// False once the helper could not start or the kernel refused a request.
    private var populates = PrefaultedPages.helps

    private init() {
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    func add(_ base: UnsafeMutableRawPointer, length: Int) {
        withLock {
            guard populates else { return }
            let slice = max(PrefaultedPages.pageRounded(length / 32), 256 << 10)
            jobs.append(Job(base: base, length: length, slice: slice))
            if !started {
                started = true
                startThread()
            }
            pthread_cond_broadcast(changed)
        }
    }

    func remove(_ base: UnsafeMutableRawPointer) {
        withLock {
            jobs.removeAll { $0.base == base }
            while busy == base { pthread_cond_wait(changed, lock) }
        }
    }

    func waitUntilIdle() {
        withLock {
            while !jobs.isEmpty || busy != nil { pthread_cond_wait(changed, lock) }
        }
    }

    private func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }

    private func startThread() {
        var thread = pthread_t()
        let context = Unmanaged.passUnretained(self).toOpaque()
        let created = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<Populator>.fromOpaque(context!).takeUnretainedValue().run()
                return nil
            }, context)
        if created == 0 {
            pthread_detach(thread)
        } else {
            // No helper: the callers fault their pages in themselves.
            populates = false
            jobs.removeAll()
        }
    }

    /// The helper's loop: one slice of the next block in turn, the lock released while the kernel
    /// works.
    private func run() {
        var next = 0
        pthread_mutex_lock(lock)
        while true {
            while jobs.isEmpty { pthread_cond_wait(changed, lock) }
            next %= jobs.count
            let job = jobs[next]
            let count = min(job.slice, job.length - job.done)
            busy = job.base
            pthread_mutex_unlock(lock)
            let outcome = Self.populate(job.base + job.done, count)
            pthread_mutex_lock(lock)
            busy = nil
            if outcome == .unsupported {
                populates = false
                jobs.removeAll()
            } else if let index = jobs.firstIndex(where: { $0.base == job.base }) {
                jobs[index].done += count
                if outcome == .failed || jobs[index].done >= jobs[index].length {
                    jobs.remove(at: index)
                } else {
                    next = index + 1
                }
            }
            pthread_cond_broadcast(changed)
        }
    }

    private enum Outcome {
        case populated
        /// This block could not be (the system is short of memory): the caller will fault it.
        case failed
        /// The kernel does not populate on request.
        case unsupported
    }

    /// Asks the kernel to fault in `count` bytes at `start` for writing.
    private static func populate(_ start: UnsafeMutableRawPointer, _ count: Int) -> Outcome {
        #if os(Linux)
            if madvise(start, count, PrefaultedPages.populateWrite) == 0 { return .populated }
            return errno == EINVAL ? .unsupported : .failed
        #else
            return .unsupported
        #endif
    }
}
