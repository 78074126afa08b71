import Foundation

/// What the importer reads of an Xcode project file (`project.pbxproj`, an old-style property list):
/// only the paths of the local Swift packages it depends on.
enum XcodeProject {
    /// The paths of the local packages the project names, in the order written (quotes and escapes
    /// of the old-style format removed).
    static func localPackagePaths(in text: String) -> [String] {
        // Xcode 15 on: `XCLocalSwiftPackageReference` objects. Before: the package's folder added to
        // the project as a file reference of type `wrapper` (the caller keeps those holding a
        // `Package.swift`).
        let found =
            objectPaths(in: text, isa: "isa = XCLocalSwiftPackageReference;", field: "relativePath = ")
            + objectPaths(in: text, isa: "isa = PBXFileReference; lastKnownFileType = wrapper;", field: "path = ")
        return found.sorted { $0.at < $1.at }.map(\.path)
    }

    /// The value of `field` in each object whose fields include `isa`, with where the object is.
    static func objectPaths(in text: String, isa marker: String, field name: String) -> [(
        at: String.Index, path: String
    )] {
        var paths: [(at: String.Index, path: String)] = []
        var rest = Substring(text)
        while let isa = rest.range(of: marker) {
            // The object is `ID /* comment */ = { isa = …; relativePath = …; };`: its fields run to `};`.
            let objectStart =
                rest[..<isa.lowerBound].range(of: "= {", options: .backwards)?.upperBound ?? isa.lowerBound
            let objectEnd = rest[isa.upperBound...].range(of: "};")?.lowerBound ?? rest.endIndex
            let object = rest[objectStart..<objectEnd]
            if let field = object.range(of: name) {
                let value = object[field.upperBound...].prefix { $0 != ";" }
                paths.append((objectStart, unquoted(value.trimmingCharacters(in: .whitespaces))))
            }
            rest = rest[objectEnd...]
        }
        return paths
    }

    /// A value of the old-style property list format: `"a b"` unquoted, `\"` and `\\` unescaped.
    static func unquoted(_ value: String) -> String {
        guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return value }
        var out = ""
        var escaped = false
        for character in value.dropFirst().dropLast() {
            if escaped {
                out.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
