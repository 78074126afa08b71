import SwiftSyntax

// Foundation as views use it, with fixed stand-ins so that every run draws the same: a date is
// seconds since Swift's reference date in a table (`Date()` is that date, 2001-01-01 00:00:00
// UTC, as `"\(Date())"` prints it), formatted as an iPhone set to US English formats it.

extension Translator {
    /// `Date()`, `Date.now`, `Date(timeIntervalSinceNow:)`, `Date(timeIntervalSince1970:)`,
    /// `Date(timeIntervalSinceReferenceDate:)`: the date, or nil for another form.
    mutating func dateCall(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String? {
        let labels = c.arguments.map { $0.label?.text }
        guard c.trailingClosure == nil else { return nil }
        helpers.insert("dates")
        switch labels {
        case []:
            pendingNotes += LuaWriter.note(Self.nowNote)
            return "makeDate(0)"
        case ["timeIntervalSinceNow"], ["timeIntervalSinceReferenceDate"]:
            pendingNotes += labels == ["timeIntervalSinceNow"] ? LuaWriter.note(Self.nowNote) : ""
            return "makeDate(\(try expr(c.arguments.first!.expression, indent: indent, role: .any)))"
        case ["timeIntervalSince1970"]:
            let seconds = try expr(c.arguments.first!.expression, indent: indent, role: .any, precedence: 5)
            return "makeDate(\(seconds) - 978307200)"
        default:
            return nil
        }
    }

    static let nowNote =
        "Date(): Swift's reference date, 2001-01-01 00:00:00 UTC, stands for now (Plumb lays out one moment)"

    /// `x.formatted()`, `x.formatted(date: .abbreviated, time: .shortened)`, `x.formatted(.dateTime…)`:
    /// a date as iOS formats it in US English, a number grouped by thousands.
    mutating func formattedCall(_ value: String, _ c: FunctionCallExprSyntax) -> String {
        helpers.insert("dates")
        func style(_ label: String) -> String? {
            c.arguments.first { $0.label?.text == label }?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName
                .text
        }
        let date = style("date")
        let time = style("time")
        if date == nil && time == nil { return "formatted(\(value))" }
        return "formatted(\(value), \(LuaWriter.quote(date ?? "omitted")), \(LuaWriter.quote(time ?? "omitted")))"
    }

    /// `Text(date, style: .date)`: the date as the style shows it at that moment.
    mutating func textWithDateStyle(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String? {
        guard c.arguments.count == 2, let date = c.arguments.first, date.label == nil,
            let style = c.arguments.last, style.label?.text == "style",
            let name = style.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return nil }
        helpers.insert("dates")
        let value = try expr(date.expression, indent: indent, role: .any)
        return "Text(textDate(\(value), \(LuaWriter.quote(name))))"
    }

    /// The Lua of the dates helper.
    static let datesHelper = [
        "-- Swift's Date: seconds since 2001-01-01 00:00:00 UTC in a table; Date() is that moment (Plumb",
        "-- lays out one moment), formatted as an iPhone set to US English formats it, in UTC",
        "local DateMeta = {}",
        "local function makeDate(seconds) return setmetatable({ seconds = seconds }, DateMeta) end",
        "local function isDate(v) return getmetatable(v) == DateMeta end",
        "local function seconds(v) if isDate(v) then return v.seconds end return v end",
        "DateMeta.__add = function(a, b) return makeDate(seconds(a) + seconds(b)) end",
        "DateMeta.__sub = function(a, b)",
        "  if isDate(a) and isDate(b) then return a.seconds - b.seconds end",
        "  return makeDate(seconds(a) - seconds(b))",
        "end",
        "DateMeta.__eq = function(a, b) return seconds(a) == seconds(b) end",
        "DateMeta.__lt = function(a, b) return seconds(a) < seconds(b) end",
        "DateMeta.__le = function(a, b) return seconds(a) <= seconds(b) end",
        "local monthNames = { \"January\", \"February\", \"March\", \"April\", \"May\", \"June\", \"July\",",
        "  \"August\", \"September\", \"October\", \"November\", \"December\" }",
        "local dayNames = { \"Sunday\", \"Monday\", \"Tuesday\", \"Wednesday\", \"Thursday\", \"Friday\", \"Saturday\" }",
        "-- Year, month, day, hour, minute, second and weekday (1 = Sunday) of a date, in UTC",
        "local function civil(date)",
        "  local s = math.floor(seconds(date)) + 978307200",
        "  local days = s // 86400",
        "  local rest = s - days * 86400",
        "  local z = days + 719468",
        "  local era = z // 146097",
        "  local doe = z - era * 146097",
        "  local yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365",
        "  local doy = doe - (365 * yoe + yoe // 4 - yoe // 100)",
        "  local mp = (5 * doy + 2) // 153",
        "  local month = mp < 10 and mp + 3 or mp - 9",
        "  local year = yoe + era * 400 + (month <= 2 and 1 or 0)",
        "  return year, month, doy - (153 * mp + 2) // 5 + 1, rest // 3600, rest % 3600 // 60, rest % 60, (days + 4) % 7 + 1",
        "end",
        "local function formatDate(date, dateStyle, timeStyle)",
        "  local y, m, d, hh, mm, ss, wd = civil(date)",
        "  local parts = {}",
        "  if dateStyle == \"numeric\" then parts[#parts + 1] = string.format(\"%d/%d/%d\", m, d, y)",
        "  elseif dateStyle == \"abbreviated\" then parts[#parts + 1] = string.format(\"%s %d, %d\", monthNames[m]:sub(1, 3), d, y)",
        "  elseif dateStyle == \"long\" then parts[#parts + 1] = string.format(\"%s %d, %d\", monthNames[m], d, y)",
        "  elseif dateStyle == \"complete\" then",
        "    parts[#parts + 1] = string.format(\"%s, %s %d, %d\", dayNames[wd], monthNames[m], d, y)",
        "  end",
        "  local h12 = (hh + 11) % 12 + 1",
        "  local half = hh < 12 and \"AM\" or \"PM\"",
        "  if timeStyle == \"shortened\" then parts[#parts + 1] = string.format(\"%d:%02d %s\", h12, mm, half)",
        "  elseif timeStyle == \"standard\" or timeStyle == \"complete\" then",
        "    parts[#parts + 1] = string.format(\"%d:%02d:%02d %s\", h12, mm, ss, half)",
        "  end",
        "  return table.concat(parts, \", \")",
        "end",
        "DateMeta.__tostring = function(date)",
        "  local y, m, d, hh, mm, ss = civil(date)",
        "  return string.format(\"%04d-%02d-%02d %02d:%02d:%02d +0000\", y, m, d, hh, mm, ss)",
        "end",
        "DateMeta.__concat = function(a, b) return tostring(a) .. tostring(b) end",
        "-- Swift's formatted(): a date as numbers and the time; a number grouped by thousands",
        "local function formatted(value, dateStyle, timeStyle)",
        "  if isDate(value) then return formatDate(value, dateStyle or \"numeric\", timeStyle or \"shortened\") end",
        "  if type(value) ~= \"number\" then return tostring(value) end",
        "  local text = math.type(value) == \"integer\" and tostring(value)",
        "    or string.format(\"%.3f\", value):gsub(\"0+$\", \"\"):gsub(\"%.$\", \"\")",
        "  local sign, int, frac = text:match(\"^(-?)(%d+)(.*)$\")",
        "  int = int:reverse():gsub(\"(%d%d%d)\", \"%1,\"):reverse():gsub(\"^,\", \"\")",
        "  return sign .. int .. frac",
        "end",
        "-- Text(date, style:) at the moment it shows",
        "local function textDate(date, style)",
        "  if style == \"date\" then return formatDate(date, \"long\", \"omitted\") end",
        "  if style == \"time\" then return formatDate(date, \"omitted\", \"shortened\") end",
        "  if style == \"timer\" then return \"0:00\" end",
        "  if style == \"offset\" then return \"+0 seconds\" end",
        "  return \"0 seconds\"",
        "end",
        "local function addingTimeInterval(date, interval) return makeDate(seconds(date) + interval) end",
    ]

    /// Reading the app's bundle as the script can: `url(forResource:withExtension:)` and
    /// `path(forResource:ofType:)` (of `Bundle.main`, or `self` in an extension of Bundle) name a
    /// JSON file of the module; `Data(contentsOf:)` and `String(contentsOf:)` are its text;
    /// `decode(T.self, from: data)` of a JSONDecoder is its values, made by the app's type when T
    /// is one (or a list of one). Nil when the call is none of these.
    mutating func bundleCall(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String? {
        let labels = c.arguments.map { $0.label?.text ?? "_" }
        let callee = c.calledExpression
        let name =
            callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        func argument(_ i: Int) throws(ImportError) -> String {
            try expr(
                c.arguments[c.arguments.index(c.arguments.startIndex, offsetBy: i)].expression, indent: indent,
                role: .any)
        }
        switch (name, labels) {
        case ("url", ["forResource", "withExtension"]), ("path", ["forResource", "ofType"]):
            helpers.insert("bundle")
            return "bundleFile(\(try argument(0)), \(try argument(1)))"
        case ("url", ["forResource"]), ("path", ["forResource"]):
            helpers.insert("bundle")
            return "bundleFile(\(try argument(0)))"
        case ("Data", ["contentsOf"]), ("String", ["contentsOf"]), ("String", ["contentsOf", "encoding"]),
            ("String", ["contentsOfFile"]), ("String", ["contentsOfFile", "encoding"]):
            helpers.insert("bundle")
            return "bundleData(\(try argument(0)))"
        case ("decode", ["_", "from"]) where callee.is(MemberAccessExprSyntax.self):
            helpers.insert("decodeJSON")
            let data = try argument(1)
            // `[Resort].self`, `Resort.self`: the app's type makes each object.
            var type = c.arguments.first!.expression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
            let isList = type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":")
            if isList { type = String(type.dropFirst().dropLast()) }
            guard let info = types[type], info.kind == .other, !info.isEnum else { return "decodeJSON(\(data))" }
            return "decodeJSON(\(data), \(LuaWriter.identifier(info.name))\(isList ? ", true" : ""))"
        default:
            return nil
        }
    }
}
