import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The executables `plumb` runs beside itself: `plumb-import` (Swift in, Lua out; swift-syntax
/// takes minutes to build) and `plumb-serve` (`plumb` with the browser preview's server; FlyingFox
/// brings FoundationNetworking, which would cost every `plumb` process 7 ms to load). Each is
/// found the same way: the environment variable that names it, then beside the running
/// executable (the same build folder), then on `PATH`.
enum Companion {
    /// Where the executable `name` is, or nil. A non-empty `variable` is the only place looked
    /// at; an empty one counts as unset.
    static func locate(_ name: String, variable: String, console: Console) -> String? {
        let fileManager = FileManager.default
        if let path = console.environment[variable], !path.isEmpty {
            return fileManager.isExecutableFile(atPath: path) ? path : nil
        }
        var candidates: [String] = []
        if let executable = Bundle.main.executablePath {
            let folder = (executable as NSString).deletingLastPathComponent
            candidates.append((folder as NSString).appendingPathComponent(name))
        }
        for folder in (console.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append((String(folder) as NSString).appendingPathComponent(name))
        }
        return candidates.first { fileManager.isExecutableFile(atPath: $0) }
    }

    /// Replaces this process by `path`, run with `arguments` (without the program's name): the
    /// same process id, standard streams and terminal. Returns only when it could not, with the
    /// reason.
    static func replaceProcess(with path: String, arguments: [String]) -> String {
        fflush(nil)  // every C stream, so nothing written so far is lost with the process image
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        execv(path, argv)
        return String(cString: strerror(errno))
    }

    /// Whether `path` is the running executable itself (a companion that is `plumb` would hand the
    /// process over to itself for ever).
    static func isThisExecutable(_ path: String) -> Bool {
        guard let own = Bundle.main.executablePath else { return false }
        return realPath(own) == realPath(path)
    }

    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
