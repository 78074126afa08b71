/// One face of the generated table (`InterTable`), in its order: Inter (SF's Text design) and
/// Inter Display (SF's Display design), each in Regular, Medium, Semibold and Bold. Every answer is
/// in the face's own font units.
enum InterFace: Int, CaseIterable, Sendable {
    case textRegular, textMedium, textSemibold, textBold
    case displayRegular, displayMedium, displaySemibold, displayBold

    var unitsPerEm: Int { InterTable.unitsPerEm[rawValue] }

    /// The mean advance of a...z: the width of a letter of a script the table does not hold.
    var averageAdvance: Int { InterTable.averageAdvance[rawValue] }

    /// The advance of `scalar`, or nil when the table has none (a scalar outside it, or one the
    /// font has no glyph for). Control characters and the soft hyphen have 0.
    func advance(of scalar: UInt32) -> Int? {
        let value: UInt16
        if scalar < InterTable.denseCount {
            value = InterTable.dense[rawValue][Int(scalar)]
        } else {
            guard let index = Self.extraIndex(of: scalar) else { return nil }
            value = InterTable.extra[rawValue][index]
        }
        return value == InterTable.notMapped ? nil : Int(value)
    }

    /// The position of `scalar` in `InterTable.extraScalars`, by binary search.
    private static func extraIndex(of scalar: UInt32) -> Int? {
        let scalars = InterTable.extraScalars
        var low = 0
        var high = scalars.count
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        return low < scalars.count && scalars[low] == scalar ? low : nil
    }

    /// The kerning between two scalars (0 for a pair the table does not kern). Kerning indexes
    /// come from `kerningIndex(of:)`; -1 (no index) on either side gives 0.
    func kerning(_ left: Int, _ right: Int) -> Int {
        guard left >= 0, right >= 0 else { return 0 }
        return Int(kerningMatrices[rawValue][left * Self.kernedCount + right])
    }

    /// The scalars the table kerns: ASCII printable (indexes 0...94), then these.
    private static let kernedPunctuation: [UInt32] = [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026]
    static let kernedCount = 95 + kernedPunctuation.count

    /// The row or column of `scalar` in a face's kerning matrix, or -1 when the table does not
    /// kern it. A Latin-1 letter kerns as the ASCII letter it decomposes to (`kerningBase`).
    static func kerningIndex(of scalar: UInt32) -> Int {
        var scalar = scalar
        if scalar >= 0xA0 && scalar <= 0xFF { scalar = UInt32(InterTable.kerningBase[Int(scalar - 0xA0)]) }
        if scalar >= 0x20 && scalar < 0x7F { return Int(scalar) - 0x20 }
        if let index = kernedPunctuation.firstIndex(of: scalar) { return 95 + index }
        return -1
    }

    /// Each face's kerning as a dense `kernedCount` × `kernedCount` matrix, made once from the
    /// table's sorted pairs, so that a pair costs one load.
    private static let matrices: [[Int16]] = InterFace.allCases.map { face in
        let family = face.rawValue < 4 ? 0 : 1
        var matrix = [Int16](repeating: 0, count: kernedCount * kernedCount)
        for (pair, value) in zip(InterTable.kerningPairs[family], InterTable.kerning[face.rawValue]) {
            let left = kerningIndex(of: pair >> 16)
            let right = kerningIndex(of: pair & 0xFFFF)
            matrix[left * kernedCount + right] = value
        }
        return matrix
    }

    private var kerningMatrices: [[Int16]] { Self.matrices }
}
