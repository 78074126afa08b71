/// Just enough of PNG to read back what `rsvg-convert -f png` and Chromium's screenshots write: 8-bit RGBA or RGB,
/// non-interlaced, zlib-compressed with stored, fixed or dynamic Huffman blocks. Test code: it
/// checks CRCs and Adler sums not at all, and throws on anything else.
public struct PNGImage: Sendable {
    public struct Pixel: Equatable, Sendable, CustomStringConvertible {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
        public var alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) { self.description = description }
    }

    public let width: Int
    public let height: Int
    private let channels: Int
    private let pixels: [UInt8]

    public subscript(x: Int, y: Int) -> Pixel {
        let base = (y * width + x) * channels
        return Pixel(
            red: pixels[base], green: pixels[base + 1], blue: pixels[base + 2],
            alpha: channels == 4 ? pixels[base + 3] : 255)
    }

    public init(data bytes: [UInt8]) throws {
        guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure(description: "not a PNG")
        }
        var offset = 8
        var width = 0
        var height = 0
        var colorType = 0
        var compressed: [UInt8] = []
        func be32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        while offset + 8 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = (offset + 8)..<(offset + 8 + length)
            switch type {
            case "IHDR":
                width = be32(body.lowerBound)
                height = be32(body.lowerBound + 4)
                let depth = bytes[body.lowerBound + 8]
                colorType = Int(bytes[body.lowerBound + 9])
                let interlace = bytes[body.lowerBound + 12]
                guard depth == 8, colorType == 6 || colorType == 2, interlace == 0 else {
                    throw Failure(description: "unsupported PNG: depth \(depth), colour type \(colorType)")
                }
            case "IDAT":
                compressed += bytes[body]
            default:
                break
            }
            offset = body.upperBound + 4
        }
        let channels = colorType == 6 ? 4 : 3
        var inflater = Inflater(bytes: compressed, offset: 2)  // past the zlib header
        let raw = try inflater.inflate()
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw Failure(description: "short image data") }
        var pixels = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let line = row * (stride + 1) + 1
            for i in 0..<stride {
                let x = raw[line + i]
                let a = i >= channels ? Int(pixels[row * stride + i - channels]) : 0
                let b = row > 0 ? Int(pixels[(row - 1) * stride + i]) : 0
                let c = i >= channels && row > 0 ? Int(pixels[(row - 1) * stride + i - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure(description: "bad filter \(filter)")
                }
                pixels[row * stride + i] = UInt8(truncatingIfNeeded: Int(x) + predicted)
            }
        }
        self.width = width
        self.height = height
        self.channels = channels
        self.pixels = pixels
    }
}

/// DEFLATE (RFC 1951) decoding.
private struct Inflater {
    let bytes: [UInt8]
    var offset: Int
    var bitBuffer = 0
    var bitCount = 0
    var output: [UInt8] = []

    init(bytes: [UInt8], offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard offset < bytes.count else { throw PNGImage.Failure(description: "compressed data ends early") }
            bitBuffer |= Int(bytes[offset]) << bitCount
            offset += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    /// A canonical Huffman code: symbols by code length, and how many codes each length has.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    mutating func decode(_ huffman: Huffman) throws -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - first < count { return huffman.symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw PNGImage.Failure(description: "bad Huffman code")
    }

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    mutating func inflate() throws -> [UInt8] {
        var isLast = false
        while !isLast {
            isLast = try bits(1) == 1
            switch try bits(2) {
            case 0:
                bitBuffer = 0
                bitCount = 0
                guard offset + 4 <= bytes.count else { throw PNGImage.Failure(description: "short stored block") }
                let length = Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
                offset += 4
                output += bytes[offset..<(offset + length)]
                offset += length
            case 1:
                let lengths =
                    [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                    + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
                try block(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let literalCount = try bits(5) + 257
                let distanceCount = try bits(5) + 1
                let codeCount = try bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
                let codeHuffman = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < literalCount + distanceCount {
                    let symbol = try decode(codeHuffman)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16: lengths += [Int](repeating: lengths.last ?? 0, count: 3 + (try bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
                    }
                }
                try block(
                    Huffman(lengths: Array(lengths[0..<literalCount])),
                    Huffman(lengths: Array(lengths[literalCount...])))
            default:
                throw PNGImage.Failure(description: "bad block type")
            }
        }
        return output
    }

    mutating func block(_ literals: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let distanceSymbol = try decode(distances)
                let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                let start = output.count - distance
                guard start >= 0 else { throw PNGImage.Failure(description: "distance too far back") }
                for step in 0..<length { output.append(output[start + step]) }
            }
        }
    }
}
