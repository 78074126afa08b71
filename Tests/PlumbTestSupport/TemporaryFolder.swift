import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A fresh temporary folder, inside this test process's own folder, which is removed when the
/// process exits (the tests leave nothing behind in the system's temporary folder).
public func temporaryFolder() throws -> URL {
    let url = testRunFolder.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// `plumb-tests-<pid>` in the temporary folder, made once and removed at exit: what a test
/// forgets to remove does not stay behind.
public let testRunFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: testRunFolder) }
    return url
}()

/// Writes `source` to `name` in a fresh folder and returns the folder.
public func scriptFolder(_ name: String, _ source: String) throws -> URL {
    let folder = try temporaryFolder()
    try source.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
    return folder
}
