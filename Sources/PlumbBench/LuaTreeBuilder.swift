import PlumbLayout

/// Builds the benchmark shapes from a Lua script (filled in once the Lua bridge exists).
final class LuaTreeBuilder {
    init() throws {}

    func build(_ shape: Shape, _ n: Int) throws -> (View, Int) {
        shape.build(n)
    }
}
