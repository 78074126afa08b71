import Foundation
import PlumbRun

/// What a page asks over the WebSocket: lay the script out at this proposal.
/// `{"type": "propose", "width": 320 | null, "height": 240 | null, "guides": false}`; a null
/// side is unspecified (the root's ideal size).
struct ProposeMessage: Equatable {
    var proposal: PreviewProposal
    var guides: Bool

    /// The largest message a page sends is under 100 bytes; anything over this is refused unread.
    static let maximumBytes = 4_096
    /// The largest side asked for, in points (a 10⁹-point canvas is a mistake, not a layout).
    static let maximumSide = 100_000.0

    /// Parses one message; the error says what was expected.
    static func parse(_ text: String) -> Result<ProposeMessage, MessageError> {
        guard text.utf8.count <= maximumBytes else {
            return .failure(MessageError("message of \(text.utf8.count) bytes refused: at most \(maximumBytes)"))
        }
        struct Wire: Decodable { var type: String }
        let data = Data(text.utf8)
        guard let wire = try? JSONDecoder().decode(Wire.self, from: data) else {
            return .failure(
                MessageError(#"expected a JSON object such as {"type": "propose", "width": 320, "height": 240}"#))
        }
        guard wire.type == "propose" else {
            return .failure(MessageError(#"unknown message type "\#(wire.type)": expected "propose""#))
        }
        struct Side: Decodable {
            var width: Double?
            var height: Double?
        }
        struct Guides: Decodable { var guides: Bool? }
        guard let side = try? JSONDecoder().decode(Side.self, from: data) else {
            return .failure(MessageError("width and height must be numbers of points or null (unspecified)"))
        }
        for (key, value) in [("width", side.width), ("height", side.height)] {
            if let value, !(value.isFinite && value >= 0 && value <= maximumSide) {
                return .failure(
                    MessageError("\(key) must be between 0 and \(Int(maximumSide)) points, or null (unspecified)"))
            }
        }
        guard let flags = try? JSONDecoder().decode(Guides.self, from: data) else {
            return .failure(MessageError("guides must be true or false"))
        }
        let guides = flags.guides ?? false
        let sides = [side.width, side.height]
        return .success(ProposeMessage(proposal: PreviewProposal(width: sides[0], height: sides[1]), guides: guides))
    }
}

struct MessageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }

    /// `{"type": "refused", "message": …}`: what the page sent that the server did not take.
    var json: String { #"{"type":"refused","message":"# + jsonString(message) + "}" }
}

/// What the server pushes to a page: the picture at the page's proposal (the last good run's,
/// when the last run failed) and the error, if any, of the last run.
struct StateMessage {
    var generation: Int
    var proposal: PreviewProposal
    var guides: Bool
    var picture: PreviewPicture?
    var error: PreviewError?

    var json: String {
        var text = #"{"type":"state","generation":"# + String(generation)
        text += #","proposal":"# + proposalJSON(proposal)
        text += #","guides":"# + (guides ? "true" : "false")
        if let picture {
            text += #","picture":{"svg":"# + jsonString(picture.svg)
            text += #","layout":"# + picture.layoutJSON
            text += #","explain":"# + picture.explainJSON + "}"
        } else {
            text += #","picture":null"#
        }
        text += #","error":"# + (error.map(errorJSON) ?? "null")
        return text + "}"
    }
}

func proposalJSON(_ proposal: PreviewProposal) -> String {
    func side(_ value: Double?) -> String {
        guard let value else { return "null" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    return #"{"width":"# + side(proposal.width) + #","height":"# + side(proposal.height) + "}"
}

func errorJSON(_ error: PreviewError) -> String {
    func optional(_ value: Int?) -> String { value.map(String.init) ?? "null" }
    var text = #"{"message":"# + jsonString(error.message)
    text += #","file":"# + (error.file.map(jsonString) ?? "null")
    text += #","line":"# + optional(error.line)
    text += #","column":"# + optional(error.column)
    text += #","sourceLine":"# + (error.sourceLine.map(jsonString) ?? "null")
    text += #","report":"# + jsonString(error.report)
    return text + "}"
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
    var result = "\""
    result.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "<": result += "\\u003c"  // never `</script>` or `<!--` inside a page
        default:
            if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
