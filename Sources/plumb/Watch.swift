import ArgumentParser

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a script, draw it, and run it again every time it (or a module it requires) is saved.")

    @Argument(help: "The Lua script.")
    var file: String

    @OptionGroup var drawing: DrawingOptions

    func run() throws {
        throw ExitCode(3)
    }
}
