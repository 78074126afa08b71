import Foundation
import PlumbLayout
import PlumbRender
import PlumbRun
import PlumbScriptAPI

/// What a page asks (the body of `POST /propose`, less its `token` and `seq`: `ProposeRequest`):
/// lay the script out at this proposal.
/// `{"type": "propose", "width": 320 | null, "height": 240 | null, "guides": false}`; a null
/// side is unspecified (the root's ideal size). The toggles, each optional (null or missing:
/// the command line's or the script's value): `"dynamicType": "accessibility3"`, `"sizeClass":
/// "compact"`, `"verticalSizeClass": "regular"`, `"text": "points"`, `"variants":
/// ["size-class=compact,regular"]`
/// (a contact sheet; `[]`: the script's declared variants).
struct ProposeMessage: Equatable {
    var proposal: PreviewProposal
    var guides: Bool
    var options = PreviewOptions()

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
        var message = ProposeMessage(proposal: PreviewProposal(width: sides[0], height: sides[1]), guides: guides)
        switch parseOptions(data) {
        case .success(let options): message.options = options
        case .failure(let error): return .failure(error)
        }
        return .success(message)
    }

    private static func parseOptions(_ data: Data) -> Result<PreviewOptions, MessageError> {
        struct Toggles: Decodable {
            var dynamicType: String?
            var sizeClass: String?
            var verticalSizeClass: String?
            var text: String?
        }
        struct Sheet: Decodable { var variants: [String]? }
        guard let toggles = try? JSONDecoder().decode(Toggles.self, from: data) else {
            return .failure(MessageError("dynamicType, sizeClass, verticalSizeClass and text must be strings or null"))
        }
        guard let sheet = try? JSONDecoder().decode(Sheet.self, from: data) else {
            return .failure(MessageError(#"variants must be null or a list such as ["size-class=compact,regular"]"#))
        }
        var options = PreviewOptions(variants: sheet.variants)
        if let name = toggles.dynamicType {
            guard let size = DynamicTypeSize(rawValue: name) else {
                let all = DynamicTypeSize.allCases.map(\.rawValue)
                return .failure(
                    MessageError(
                        "dynamicType \"\(name)\" is not one of \(all.joined(separator: ", "))\(nearest(name, in: all))")
                )
            }
            options.dynamicTypeSize = size
        }
        if let name = toggles.text {
            guard let measurement = TextMeasurement(rawValue: name) else {
                return .failure(MessageError("text \"\(name)\" is not cells or points"))
            }
            options.textMeasurement = measurement
        }
        for (key, name) in [("sizeClass", toggles.sizeClass), ("verticalSizeClass", toggles.verticalSizeClass)] {
            guard let name else { continue }
            guard let sizeClass = UserInterfaceSizeClass(rawValue: name) else {
                return .failure(MessageError("\(key) \"\(name)\" is not compact or regular"))
            }
            if key == "sizeClass" {
                options.horizontalSizeClass = sizeClass
            } else {
                options.verticalSizeClass = sizeClass
            }
        }
        if let variants = sheet.variants, let refusal = PreviewOptions.refusal(variants: variants) {
            return .failure(MessageError(refusal))
        }
        return .success(options)
    }

    /// " (did you mean "large"?)" for the valid name nearest `name` (the script API's rule), or "".
    static func nearest(_ name: String, in names: [String]) -> String {
        nearestName(to: name, in: names).map { " (did you mean \"\($0)\"?)" } ?? ""
    }
}

/// The body of `POST /propose`: a `ProposeMessage` with the page it is for, `"token"` (the string
/// of the first message on that page's socket, `HelloMessage`), and `"seq"`, a number the page
/// raises with every request (optional): requests travel on several connections and may arrive out
/// of order, and one older than the newest the server has taken from that page is ignored.
struct ProposeRequest: Equatable {
    var token: String
    var seq: Int?
    var message: ProposeMessage

    /// Parses a body of at most `ProposeMessage.maximumBytes`; the error says what was expected.
    static func parse(_ body: Data) -> Result<ProposeRequest, MessageError> {
        let message: ProposeMessage
        switch ProposeMessage.parse(String(decoding: body, as: UTF8.self)) {
        case .success(let parsed): message = parsed
        case .failure(let error): return .failure(error)
        }
        struct Token: Decodable { var token: String? }
        struct Sequence: Decodable { var seq: Int? }
        guard let token = (try? JSONDecoder().decode(Token.self, from: body))?.token, PageToken.isWellFormed(token)
        else {
            return .failure(
                MessageError(
                    #"token must be the string the page's socket sent first ({"type":"hello","token":…}): 32 hex digits"#
                ))
        }
        guard let sequence = try? JSONDecoder().decode(Sequence.self, from: body), (sequence.seq ?? 0) >= 0 else {
            return .failure(
                MessageError("seq must be a whole number of 0 or more, raised with every request, or absent"))
        }
        return .success(ProposeRequest(token: token, seq: sequence.seq, message: message))
    }
}

/// A page's name for the server: 128 random bits, in hex, given to the page as the first message
/// on its socket and carried by each of its `POST /propose` requests. Only a page of the server's
/// origin can open the socket (Host and Origin are checked), so only it learns its token.
enum PageToken {
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 32 && token.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}

/// The first message on a page's socket: `{"type": "hello", "token": …}`.
func helloJSON(token: String) -> String { #"{"type":"hello","token":"# + jsonString(token) + "}" }

struct MessageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }

    /// `{"type": "refused", "message": …}`: what the page sent that the server did not take (the
    /// body of `POST /propose`'s 400).
    var json: String { #"{"type":"refused","message":"# + jsonString(message) + "}" }
}

/// What the server pushes to a page: the picture at the page's proposal (the last good run's,
/// when the last run failed) and the error, if any, of the last run.
struct StateMessage {
    var generation: Int
    var proposal: PreviewProposal
    var guides: Bool
    var options = PreviewOptions()
    var picture: PreviewPicture?
    var error: PreviewError?
    /// The script's text for the source pane (the latest load's, good or not).
    var source: PreviewSource?

    var json: String {
        var text = #"{"type":"state","generation":"# + String(generation)
        text += #","proposal":"# + proposalJSON(proposal)
        text += #","guides":"# + (guides ? "true" : "false")
        text += #","options":"# + optionsJSON(options)
        if let picture {
            text += #","picture":{"svg":"# + jsonString(picture.svg)
            text += #","layout":"# + picture.layoutJSON
            text += #","explain":"# + picture.explainJSON
            text += #","sheet":"# + (picture.sheetSVG.map(jsonString) ?? "null")
            text += #","declaredVariants":["# + picture.declaredVariants.map(jsonString).joined(separator: ",") + "]}"
        } else {
            text += #","picture":null"#
        }
        text += #","error":"# + (error.map(errorJSON) ?? "null")
        text += #","source":"# + (source.map(sourceJSON) ?? "null")
        return text + "}"
    }
}

/// `{"file": …, "language": "lua" | "swift", "text": …, "lineMap": {"12": 8, …} | null}`.
func sourceJSON(_ source: PreviewSource) -> String {
    var text = #"{"file":"# + jsonString(source.file)
    text += #","language":"# + jsonString(source.language)
    text += #","text":"# + jsonString(source.text)
    if let map = source.lineMap {
        text +=
            #","lineMap":{"# + map.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",")
            + "}}"
    } else {
        text += #","lineMap":null}"#
    }
    return text
}

/// The toggles as the page sent them: `{"dynamicType", "sizeClass", "verticalSizeClass", "text",
/// "variants"}`, null where unset.
func optionsJSON(_ options: PreviewOptions) -> String {
    func name(_ value: String?) -> String { value.map(jsonString) ?? "null" }
    var text = #"{"dynamicType":"# + name(options.dynamicTypeSize?.rawValue)
    text += #","sizeClass":"# + name(options.horizontalSizeClass?.rawValue)
    text += #","verticalSizeClass":"# + name(options.verticalSizeClass?.rawValue)
    text += #","text":"# + name(options.textMeasurement?.rawValue)
    text +=
        #","variants":"# + (options.variants.map { "[" + $0.map(jsonString).joined(separator: ",") + "]" } ?? "null")
    return text + "}"
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

/// `text` as a JSON string literal a page may hold.
func jsonString(_ text: String) -> String { jsonStringLiteral(text, embeddedInHTML: true) }
