import Foundation

extension Bundle {
    /// Reads a JSON file shipped in the bundle. A missing or malformed file is a programming error.
    func decode<T: Decodable>(_ type: T.Type, from fileName: String) -> T {
        guard let url = url(forResource: fileName, withExtension: nil) else {
            fatalError("\(fileName) is not in the bundle.")
        }
        do {
            let data = try Data(contentsOf: url)
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            fatalError("\(fileName) could not be read: \(error)")
        }
    }
}
