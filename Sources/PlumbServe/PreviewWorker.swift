import Foundation
import PlumbRun

/// The one thread that owns the `PreviewDocument` (its Lua state never changes threads), with a
/// large stack (layout and drawing recurse once per tree level). Jobs run in the order given.
final class PreviewWorker: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [(PreviewDocument) -> Void] = []
    private var stopped = false

    init(makeDocument: @escaping @Sendable () -> PreviewDocument) {
        let thread = Thread { [self] in
            let document = makeDocument()
            while let job = nextJob() { job(document) }
        }
        thread.stackSize = 512 << 20
        thread.name = "plumb-preview"
        thread.start()
    }

    private func nextJob() -> ((PreviewDocument) -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty && !stopped { condition.wait() }
        if jobs.isEmpty { return nil }
        return jobs.removeFirst()
    }

    /// Runs `job` on the worker's thread, after the jobs given before it; false (and `job` never
    /// runs) once the worker is stopped.
    @discardableResult
    func enqueue(_ job: @escaping (PreviewDocument) -> Void) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { return false }
        jobs.append(job)
        condition.signal()
        return true
    }

    /// Runs `job` on the worker's thread and returns its result; nil once the worker is stopped.
    func perform<T: Sendable>(_ job: @escaping (PreviewDocument) -> T) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            if !enqueue({ continuation.resume(returning: job($0)) }) { continuation.resume(returning: nil) }
        }
    }

    /// Ends the thread once the jobs given so far have run.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
