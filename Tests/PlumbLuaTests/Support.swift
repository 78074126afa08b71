import PlumbLayout

@testable import PlumbLua

/// Runs `source` and lays its view out in one layout pass, as `plumb run` does.
func layOutScript(
    _ source: String, chunkName: String, options: ScriptOptions = ScriptOptions(), width: Double?, height: Double?,
    environment: EnvironmentValues = EnvironmentValues()
) throws -> (LayoutResult, PlumbScript) {
    let script = try PlumbScript(options: options)
    let view = try script.run(source: source, chunkName: chunkName)
    let result = script.withLayoutPass {
        let tree = LayoutEngine().makeTree(view, environment: environment)
        tree.layout(canvas: ProposedSize(width: width, height: height))
        return tree.result()
    }
    return (result, script)
}

extension LayoutResult {
    func frame(_ id: String) -> Rect? { root.find(id)?.frame }
}

extension PlacedView {
    func find(_ id: String) -> PlacedView? {
        if self.id == id { return self }
        for child in children {
            if let found = child.find(id) { return found }
        }
        return nil
    }
}
