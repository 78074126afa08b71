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

    /// Foundation's and the standard library's values made by a call: number conversions, the
    /// formatters, `NSNumber`, `Locale`, `TimeZone`, `Set`, `Dictionary(grouping:by:)`, a calendar.
    /// Nil for another form of the call.
    mutating func foundationCall(_ name: String, _ c: FunctionCallExprSyntax, indent: Int) throws(ImportError)
        -> String?
    {
        let labels = c.arguments.map { $0.label?.text }
        func only() throws(ImportError) -> String {
            try expr(c.arguments.first!.expression, indent: indent, role: .any)
        }
        switch (name, labels) {
        case ("Int", [nil]):
            // Swift's Int(_:): a number truncated toward zero; a string read as an integer, nil when
            // it is not one. The call is one operand wherever it stands ("Size: " .. swiftInt(w)).
            if let literal = c.arguments.first?.expression.as(IntegerLiteralExprSyntax.self) {
                return literal.literal.text.replacingUnderscores()
            }
            helpers.insert("numbers")
            return "swiftInt(\(try only()))"
        case ("Double", [nil]), ("Float", [nil]):
            // A Double prints as one ("\(Double(3))" is "3.0"); a string is read as Swift reads it.
            let argument = c.arguments.first!.expression
            if let literal = argument.as(IntegerLiteralExprSyntax.self) {
                return literal.literal.text.replacingUnderscores() + ".0"
            }
            if argument.is(FloatLiteralExprSyntax.self) { return try only() }
            helpers.insert("numbers")
            return "swiftDouble(\(try only()))"
        case ("NumberFormatter", []), ("DateFormatter", []):
            helpers.insert("formatters")
            pendingNotes += LuaWriter.note("\(name): formats as an iPhone set to US English, in UTC")
            return "make\(name)()"
        case ("NSNumber", ["value"]):
            return try only()
        case ("Locale", ["identifier"]), ("TimeZone", ["identifier"]), ("TimeZone", ["abbreviation"]):
            // Plumb formats in US English and UTC whatever the formatter is told: the name stands.
            pendingNotes += LuaWriter.note("\(name): Plumb formats in US English and UTC")
            return try only()
        case ("TimeZone", ["secondsFromGMT"]):
            pendingNotes += LuaWriter.note("TimeZone: Plumb formats in UTC")
            return try only()
        case ("Calendar", ["identifier"]):
            helpers.insert("calendar")
            return "currentCalendar" + LuaWriter.note("Calendar: the Gregorian calendar in UTC")
        case ("Set", []):
            return "{}"
        case ("Set", [nil]), ("Set", ["arrayLiteral"]):
            helpers.insert("sets")
            return "setOf(\(try list(c.arguments.first!.expression, indent: indent)))"
        case ("Dictionary", ["grouping", "by"]):
            let items = try list(c.arguments.first!.expression, indent: indent)
            let key: String
            if let path = c.arguments.last!.expression.as(KeyPathExprSyntax.self) {
                key = keyPathFunction(path)
            } else {
                key = try expr(c.arguments.last!.expression, indent: indent, role: .any)
            }
            helpers.insert("dictionaries")
            return "dictionaryGrouping(\(items), \(key))"
        case ("Dictionary", ["grouping"]) where c.trailingClosure != nil:
            let items = try list(c.arguments.first!.expression, indent: indent)
            helpers.insert("dictionaries")
            return "dictionaryGrouping(\(items), \(try closure(c.trailingClosure!, indent: indent, views: false)))"
        case ("Dictionary", []):
            helpers.insert("dictionaries")
            return "dictionaryOf()"
        default:
            return nil
        }
    }

    /// Methods of Foundation's formatters and calendar, told by their labels (`f.string(from: x)`,
    /// `calendar.component(.year, from: d)`): nil for another method.
    mutating func foundationMethod(_ name: String, _ base: ExprSyntax, _ c: FunctionCallExprSyntax, indent: Int)
        throws(ImportError) -> String?
    {
        let labels = c.arguments.map { $0.label?.text }
        let args = Array(c.arguments)
        func argument(_ i: Int) throws(ImportError) -> String {
            try expr(args[i].expression, indent: indent, role: .any)
        }
        /// `.day`, `Calendar.Component.day`: the component's name.
        func component(_ i: Int) throws(ImportError) -> String {
            if let m = args[i].expression.as(MemberAccessExprSyntax.self) {
                return LuaWriter.quote(m.declName.baseName.text)
            }
            return try argument(i)
        }
        /// `[.year, .month]`, a `Set<Calendar.Component>`: a list of names.
        func components(_ i: Int) throws(ImportError) -> String {
            if let array = args[i].expression.as(ArrayExprSyntax.self) {
                let names = array.elements.compactMap {
                    $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                }
                return "{ " + names.map(LuaWriter.quote).joined(separator: ", ") + " }"
            }
            return try argument(i)
        }
        switch (name, labels) {
        case ("string", ["from"]), ("string", ["for"]):
            helpers.insert("formatters")
            let f = try expr(base, indent: indent, role: .any)
            return "formatterString(\(f), \(try argument(0)))"
        case ("component", [nil, "from"]):
            helpers.insert("calendar")
            return "calendarComponent(\(try component(0)), \(try argument(1)))"
        case ("date", ["byAdding", "value", "to"]):
            helpers.insert("calendar")
            return "calendarAdding(\(try component(0)), \(try argument(1)), \(try argument(2)))"
        case ("startOfDay", ["for"]):
            helpers.insert("calendar")
            return "calendarStartOfDay(\(try argument(0)))"
        case ("isDateInToday", [nil]), ("isDateInYesterday", [nil]), ("isDateInTomorrow", [nil]):
            helpers.insert("calendar")
            let offset = ["isDateInToday": "", "isDateInYesterday": ", -1", "isDateInTomorrow": ", 1"][name]!
            return "calendarIsToday(\(try argument(0))\(offset))"
        case ("isDate", [nil, "inSameDayAs"]):
            helpers.insert("calendar")
            return "(calendarDay(\(try argument(0))) == calendarDay(\(try argument(1))))"
        case ("dateComponents", [nil, "from", "to"]):
            helpers.insert("calendar")
            return "calendarBetween(\(try components(0)), \(try argument(1)), \(try argument(2)))"
        case ("dateComponents", [nil, "from"]):
            helpers.insert("calendar")
            return "calendarComponentsOf(\(try components(0)), \(try argument(1)))"
        default:
            return nil
        }
    }

    /// `x.formatted(style)` and `Text(x, format: style)` with a number's format style (`.number`,
    /// `.percent`, `.currency(code:)`, with `.precision(.fractionLength(…))` and `.grouping(…)`): the
    /// text as US English shows it. Nil when the style is not a number's (`.dateTime…`).
    mutating func formatStyleCall(_ value: String, _ style: ExprSyntax, indent: Int) throws(ImportError) -> String? {
        var options: [String] = ["formatStyle = true"]
        var base: String?
        var x = style
        var steps: [FunctionCallExprSyntax] = []
        // The chain from its root: `.currency(code: "USD").precision(.fractionLength(0))`.
        while true {
            if let c = x.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self) {
                if let b = m.base {
                    steps.insert(c, at: 0)
                    x = b
                    continue
                }
                guard m.declName.baseName.text == "currency", let code = c.arguments.first, code.label?.text == "code"
                else { return nil }
                base = "currency"
                options.append("currencyCode = \(try expr(code.expression, indent: indent, role: .any))")
            } else if let m = x.as(MemberAccessExprSyntax.self), m.base == nil {
                base = m.declName.baseName.text
            }
            break
        }
        guard let style = base, ["number", "percent", "currency"].contains(style) else { return nil }
        options.insert("numberStyle = \(LuaWriter.quote(style))", at: 0)
        if style == "percent", value.allSatisfy(\.isNumber) {
            // `25.formatted(.percent)`: an integer's percent is the integer ("25%").
            options.append("wholePercent = true")
        }
        for step in steps {
            let name = step.calledExpression.as(MemberAccessExprSyntax.self)!.declName.baseName.text
            let argument = step.arguments.first?.expression
            switch name {
            case "precision":
                guard let call = argument?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "fractionLength",
                    let length = call.arguments.first?.expression
                else {
                    throw fail(
                        step, "a precision other than .fractionLength(…) is not translated",
                        construct: step.calledExpression.trimmedDescription,
                        suggestion: "write .precision(.fractionLength(2))")
                }
                if let range = rangeLiteral(length) {
                    let lo = try expr(range.elements.first!, indent: indent, role: .any)
                    var hi = try expr(range.elements.last!, indent: indent, role: .any)
                    if range.elements.dropFirst().first?.trimmedDescription == "..<" { hi = LuaWriter.minusOne(hi) }
                    options.append("minimumFractionDigits = \(lo), maximumFractionDigits = \(hi)")
                } else {
                    let n = try expr(length, indent: indent, role: .any)
                    options.append("minimumFractionDigits = \(n), maximumFractionDigits = \(n)")
                }
            case "grouping":
                let never = argument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "never"
                options.append("usesGroupingSeparator = \(never ? "false" : "true")")
            case "locale":
                pendingNotes += LuaWriter.note(".locale: Plumb formats in US English")
            case "rounded" where step.arguments.isEmpty:
                continue
            default:
                throw fail(
                    step.calledExpression, "the format style's .\(name) is not translated", construct: ".\(name)",
                    suggestion:
                        "Plumb formats numbers with .number, .percent and .currency(code:), their precision and grouping"
                )
            }
        }
        helpers.insert("numbers")
        return "formatNumber(\(value), { \(options.joined(separator: ", ")) })"
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
        "-- Swift's formatted(): a date as numbers and the time; a number grouped by thousands, up to six fraction digits",
        "local function formatted(value, dateStyle, timeStyle)",
        "  if isDate(value) then return formatDate(value, dateStyle or \"numeric\", timeStyle or \"shortened\") end",
        "  if type(value) ~= \"number\" then return tostring(value) end",
        "  return formatNumber(value, { numberStyle = \"number\" })",
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

    /// The Lua of the numbers helper: Swift's conversions and number formats.
    static let numbersHelper = lines(
        #"""
        -- Swift's numbers as text, as an iPhone set to US English shows them. Int(_:) and Double(_:) of a
        -- string read it as Swift does (nil when it is not a number); a formatter or format style is a
        -- table: numberStyle ("none", NumberFormatter's default, "decimal", "currency", "percent", or
        -- "number", a format style's), the fraction digits and the currency code; ties round to even
        local function swiftInt(v)
          if type(v) == "string" then
            if not v:match("^[+-]?%d+$") then return nil end
            return math.tointeger(tonumber(v))
          end
          if type(v) ~= "number" or v ~= v or v == math.huge or v == -math.huge then return nil end
          return math.tointeger(math.modf(v))
        end
        local function swiftDouble(v)
          if type(v) == "string" then
            if v:match("^%s") or v:match("%s$") then return nil end
            local word = v:lower():gsub("^[+-]", "")
            if word == "inf" or word == "infinity" then return v:sub(1, 1) == "-" and -math.huge or math.huge end
            if word == "nan" then return 0 / 0 end
            local n = tonumber(v)
            return n and n + 0.0
          end
          if type(v) ~= "number" then return nil end
          return v + 0.0
        end
        -- A non-negative number's digits as plain decimal text, the shortest that reads back as it
        local function numberDecimalText(x)
          if math.type(x) == "integer" then return tostring(x) end
          local s
          for p = 1, 17 do
            s = string.format("%." .. p .. "g", x)
            if tonumber(s) == x then break end
          end
          local mantissa, exponent = s:match("^([^e]+)e([-+]%d+)$")
          if not mantissa then return s end
          local int, frac = mantissa:match("^(%d+)%.?(%d*)$")
          local digits, point = int .. frac, #int + tonumber(exponent)
          if point <= 0 then return "0." .. string.rep("0", -point) .. digits end
          if point >= #digits then return digits .. string.rep("0", point - #digits) end
          return digits:sub(1, point) .. "." .. digits:sub(point + 1)
        end
        -- Decimal text rounded to at most `places` fraction digits, ties to even: its integer and fraction digits
        local function numberRoundDecimal(text, places)
          local int, frac = text:match("^(%d+)%.?(%d*)$")
          if #frac <= places then return int, frac end
          local digits, rest = int .. frac:sub(1, places), frac:sub(places + 1)
          local first = rest:sub(1, 1)
          local up = first > "5" or (first == "5" and (rest:sub(2):match("[1-9]") ~= nil or digits:byte(-1) % 2 == 1))
          if up then
            local out, carry = {}, 1
            for i = #digits, 1, -1 do
              local d = digits:byte(i) - 48 + carry
              carry = d // 10
              out[i] = tostring(d % 10)
            end
            digits = (carry > 0 and "1" or "") .. table.concat(out)
          end
          return digits:sub(1, #digits - places), digits:sub(#digits - places + 1)
        end
        local currencySymbols = { USD = "$", EUR = "€", GBP = "£", JPY = "¥", CNY = "CN¥", INR = "₹", KRW = "₩",
          CAD = "CA$", AUD = "A$", MXN = "MX$", BRL = "R$", HKD = "HK$", NZD = "NZ$", TWD = "NT$", ILS = "₪", VND = "₫" }
        local function formatNumber(value, f)
          f = f or {}
          value = tonumber(value) or 0
          local style = f.numberStyle or "none"
          local least, most, grouped, prefix, suffix = 0, 0, true, "", ""
          if style == "decimal" then most = 3
          elseif style == "number" then most = 6
          elseif style == "currency" then
            local code = f.currencyCode or "USD"
            least = (code == "JPY" or code == "KRW" or code == "VND") and 0 or 2
            most = least
            prefix = f.currencySymbol or currencySymbols[code] or (code .. "\u{A0}")
          elseif style == "percent" then
            if not f.wholePercent then value = value * 100 end
            suffix = "%"
            if f.formatStyle then most = 6 end
          else grouped = false end
          if f.usesGroupingSeparator ~= nil then grouped = f.usesGroupingSeparator end
          if f.minimumFractionDigits then
            least = f.minimumFractionDigits
            if most < least then most = least end
          end
          if f.maximumFractionDigits then
            most = f.maximumFractionDigits
            if least > most then least = most end
          end
          if value ~= value then return "NaN" end
          local sign = value < 0 and "-" or ""
          if value == math.huge or value == -math.huge then return sign .. prefix .. "∞" .. suffix end
          local int, frac = numberRoundDecimal(numberDecimalText(math.abs(value)), most)
          frac = frac:gsub("0+$", "")
          if #frac < least then frac = frac .. string.rep("0", least - #frac) end
          if grouped then
            local separator = f.groupingSeparator or ","
            int = int:reverse():gsub("(%d%d%d)", "%1" .. separator:reverse()):reverse()
            if int:sub(1, #separator) == separator then int = int:sub(#separator + 1) end
          end
          return sign .. prefix .. int .. (frac ~= "" and (f.decimalSeparator or ".") .. frac or "") .. suffix
        end
        """#)

    /// The Lua of the formatters helper: DateFormatter and NumberFormatter.
    static let formattersHelper = lines(
        #"""
        -- Swift's DateFormatter and NumberFormatter: tables of their settings; a date formatted with a
        -- pattern (dateFormat) or with its styles, as an iPhone set to US English formats it, in UTC
        local function makeNumberFormatter() return { numberStyle = "none" } end
        local function makeDateFormatter() return { isDateFormatter = true, dateStyle = "none", timeStyle = "none" } end
        local patternFields = {
          y = function(y) return tostring(y) end, yy = function(y) return string.format("%02d", y % 100) end,
          M = function(_, m) return tostring(m) end, MM = function(_, m) return string.format("%02d", m) end,
          MMM = function(_, m) return monthNames[m]:sub(1, 3) end, MMMM = function(_, m) return monthNames[m] end,
          MMMMM = function(_, m) return monthNames[m]:sub(1, 1) end,
          d = function(_, _, d) return tostring(d) end, dd = function(_, _, d) return string.format("%02d", d) end,
          E = function(_, _, _, _, _, _, wd) return dayNames[wd]:sub(1, 3) end,
          EEEE = function(_, _, _, _, _, _, wd) return dayNames[wd] end,
          EEEEE = function(_, _, _, _, _, _, wd) return dayNames[wd]:sub(1, 1) end,
          EEEEEE = function(_, _, _, _, _, _, wd) return dayNames[wd]:sub(1, 2) end,
          H = function(_, _, _, hh) return tostring(hh) end, HH = function(_, _, _, hh) return string.format("%02d", hh) end,
          h = function(_, _, _, hh) return tostring((hh + 11) % 12 + 1) end,
          hh = function(_, _, _, hh) return string.format("%02d", (hh + 11) % 12 + 1) end,
          m = function(_, _, _, _, mm) return tostring(mm) end, mm = function(_, _, _, _, mm) return string.format("%02d", mm) end,
          s = function(_, _, _, _, _, ss) return tostring(ss) end, ss = function(_, _, _, _, _, ss) return string.format("%02d", ss) end,
          a = function(_, _, _, hh) return hh < 12 and "AM" or "PM" end,
          Z = function() return "+0000" end, ZZZZZ = function() return "Z" end, z = function() return "UTC" end,
          zzzz = function() return "Coordinated Universal Time" end,
        }
        patternFields.yyyy = function(y) return string.format("%04d", y) end
        patternFields.EE, patternFields.EEE = patternFields.E, patternFields.E
        patternFields.LLL, patternFields.LLLL = patternFields.MMM, patternFields.MMMM
        patternFields.L, patternFields.LL = patternFields.M, patternFields.MM
        patternFields.ZZZ, patternFields.zzz = patternFields.Z, patternFields.z
        -- A date by a Unicode pattern (`"MMM d, yyyy"`): letters in runs are fields, 'quoted' text is as written
        local function dateFormatPattern(date, pattern)
          local y, m, d, hh, mm, ss, wd = civil(date)
          local out, i = {}, 1
          while i <= #pattern do
            local c = pattern:sub(i, i)
            if c == "'" then
              local j = pattern:find("'", i + 1, true) or (#pattern + 1)
              out[#out + 1] = j == i + 1 and "'" or pattern:sub(i + 1, j - 1)
              i = j + 1
            elseif c:match("%a") then
              local j = i
              while pattern:sub(j + 1, j + 1) == c do j = j + 1 end
              local run = pattern:sub(i, j)
              local field = patternFields[run] or (c == "S" and function() return string.rep("0", #run) end)
              out[#out + 1] = field and field(y, m, d, hh, mm, ss, wd) or run
              i = j + 1
            else
              out[#out + 1] = c
              i = i + 1
            end
          end
          return table.concat(out)
        end
        local dateStylePatterns = { short = "M/d/yy", medium = "MMM d, y", long = "MMMM d, y", full = "EEEE, MMMM d, y" }
        local timeStylePatterns = { short = "h:mm a", medium = "h:mm:ss a", long = "h:mm:ss a z", full = "h:mm:ss a zzzz" }
        -- formatter.string(from:): a date by its formatter's pattern or styles (long and full join the date
        -- and time with " at ", as US English does), a number by its formatter's style
        local function formatterString(f, value)
          if f == nil or value == nil then return nil end
          if not f.isDateFormatter then return formatNumber(value, f) end
          if f.dateFormat and f.dateFormat ~= "" then return dateFormatPattern(value, f.dateFormat) end
          local date = dateStylePatterns[f.dateStyle] and dateFormatPattern(value, dateStylePatterns[f.dateStyle])
          local time = timeStylePatterns[f.timeStyle] and dateFormatPattern(value, timeStylePatterns[f.timeStyle])
          if date and time then
            return date .. ((f.dateStyle == "long" or f.dateStyle == "full") and " at " or ", ") .. time
          end
          return date or time or ""
        end
        """#)

    /// The Lua of the calendar helper: `Calendar.current`'s methods.
    static let calendarHelper = lines(
        #"""
        -- Swift's Calendar.current: the Gregorian calendar in UTC, its today the reference date's day, its
        -- symbols US English's
        local currentCalendar = { identifier = "gregorian", firstWeekday = 1, minimumDaysInFirstWeek = 1,
          weekdaySymbols = dayNames, monthSymbols = monthNames,
          shortWeekdaySymbols = { "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" },
          veryShortWeekdaySymbols = { "S", "M", "T", "W", "T", "F", "S" },
          shortMonthSymbols = { "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" },
          veryShortMonthSymbols = { "J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D" } }
        local componentSeconds = { second = 1, minute = 60, hour = 3600, day = 86400, weekday = 86400, weekOfYear = 604800,
          weekOfMonth = 604800 }
        local function calendarDaysInMonth(y, m)
          if m == 2 then return (y % 4 == 0 and (y % 100 ~= 0 or y % 400 == 0)) and 29 or 28 end
          return (m == 4 or m == 6 or m == 9 or m == 11) and 30 or 31
        end
        -- Seconds since the reference date of a day of the Gregorian calendar at a time, in UTC
        local function calendarSeconds(y, m, d, hh, mm, ss)
          y = m <= 2 and y - 1 or y
          local era = y // 400
          local yoe = y - era * 400
          local doy = (153 * (m > 2 and m - 3 or m + 9) + 2) // 5 + d - 1
          local doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
          local days = era * 146097 + doe - 719468
          return days * 86400 + (hh or 0) * 3600 + (mm or 0) * 60 + (ss or 0) - 978307200
        end
        local function calendarComponent(component, date)
          local y, m, d, hh, mm, ss, wd = civil(date)
          local values = { year = y, month = m, day = d, hour = hh, minute = mm, second = ss, weekday = wd, nanosecond = 0,
            era = 1, quarter = (m - 1) // 3 + 1 }
          if component == "weekOfYear" then return (calendarSeconds(y, m, d) - calendarSeconds(y, 1, 1)) // 604800 + 1 end
          return values[component]
        end
        local function calendarAdding(component, value, date)
          if componentSeconds[component] then return makeDate(seconds(date) + value * componentSeconds[component]) end
          local y, m, d, hh, mm, ss = civil(date)
          local fraction = seconds(date) - math.floor(seconds(date))
          if component == "year" then y = y + value
          elseif component == "month" then
            local months = y * 12 + (m - 1) + value
            y, m = months // 12, months % 12 + 1
          else return nil end
          return makeDate(calendarSeconds(y, m, math.min(d, calendarDaysInMonth(y, m)), hh, mm, ss) + fraction)
        end
        local function calendarStartOfDay(date) local y, m, d = civil(date) return makeDate(calendarSeconds(y, m, d)) end
        local function calendarDay(date) return math.floor(seconds(date)) // 86400 end
        local function calendarIsToday(date, offset) return calendarDay(date) == (offset or 0) end
        -- calendar.dateComponents([.day], from: a, to: b): whole units between two dates
        local function calendarBetween(components, from, to)
          local out = {}
          for _, c in ipairs(components) do
            if componentSeconds[c] then
              local n = (seconds(to) - seconds(from)) / componentSeconds[c]
              out[c] = math.tointeger(n < 0 and math.ceil(n) or math.floor(n))
            elseif c == "month" or c == "year" then
              local y1, m1, d1 = civil(from)
              local y2, m2, d2 = civil(to)
              local months = (y2 - y1) * 12 + (m2 - m1)
              if months > 0 and d2 < d1 then months = months - 1 elseif months < 0 and d2 > d1 then months = months + 1 end
              out[c] = c == "month" and months or math.tointeger(months < 0 and -((-months) // 12) or months // 12)
            end
          end
          return out
        end
        local function calendarComponentsOf(components, date)
          local out = {}
          for _, c in ipairs(components) do out[c] = calendarComponent(c, date) end
          return out
        end
        """#)

    /// A helper's Lua written as one text, as lines.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
