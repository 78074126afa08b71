import PlumbLayout
import Testing

@testable import PlumbLua

/// SwiftUI's controls from Lua (ControlBindings, Controls.swift): each one's size with iOS's
/// default metrics, as `ControlMetrics` records them (estimates are Plumb's own choices, tested
/// here as such).
@Suite("Controls from Lua")
struct ControlBindingsTests {
    func layout(_ source: String, width: Double = 320, height: Double = 480) throws -> (LayoutResult, PlumbScript) {
        try layOutScript(source, chunkName: "controls.lua", width: width, height: height)
    }

    func frame(_ source: String, _ id: String, width: Double = 320, height: Double = 480) throws -> Rect {
        let (result, script) = try layout(source, width: width, height: height)
        #expect(script.layoutError == nil, "\(script.layoutError?.message ?? "")")
        return try #require(result.frame(id), "no view \(id)")
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }

    // MARK: Button

    /// On iOS every form style is grouped: `formStyle` is checked and changes nothing.
    @Test func formStyleChangesNothingOnIOS() throws {
        let form = "Form { Section { Text('a'):id('a'), header = Text('Head') } }"
        let plain = try frame("return \(form)", "a")
        for style in ["automatic", "grouped", "columns"] {
            #expect(try frame("return \(form):formStyle('\(style)')", "a") == plain, "\(style)")
        }
    }

    @Test func aBorderlessButtonIsItsLabelTinted() throws {
        let (result, _) = try layout("return Button('Login', function() end):id('b')")
        let button = try #require(result.root.find("b"))
        #expect(button.frame.size == Size(width: 40, height: 16))
        let text = try #require(button.first(type: "Text"))
        #expect(text.foregroundColor == "accentColor")
    }

    @Test func anExplicitColourOutsideWinsOverTheTint() throws {
        let (result, _) = try layout("return Button('Login', function() end):foregroundColor('red'):id('b')")
        #expect(result.root.find("b")?.first(type: "Text")?.foregroundColor == "red")
    }

    @Test func aPlainButtonIsNotTinted() throws {
        let (result, _) = try layout("return Button('Login', function() end):buttonStyle('plain'):id('b')")
        let button = try #require(result.root.find("b"))
        #expect(button.frame.size == Size(width: 40, height: 16))
        #expect(button.first(type: "Text")?.foregroundColor == nil)
    }

    /// Plumb's estimate (no public measurement): a bordered button is its label padded 7/12, at
    /// least a SwiftUI body line (20.33) plus 14 high: label + 24 wide, 34.33 high.
    @Test(arguments: ["bordered", "borderedProminent"])
    func aBorderedButtonIsItsLabelPaddedAndOneLineHigh(_ style: String) throws {
        let (result, _) = try layout("return Button('Login', function() end):buttonStyle('\(style)'):id('b')")
        let button = try #require(result.root.find("b"))
        #expect(button.frame.width == 40 + 24)
        #expect(close(button.frame.height, 20.333 + 14))
        let shape = try #require(button.first(type: "RoundedRectangle"))
        #expect(shape.content == .shape(.roundedRectangle(cornerRadius: 8)))
        #expect(shape.frame == button.frame)
        // The tint: translucent (0.15) behind a bordered button, solid behind a prominent one.
        #expect(shape.foregroundColor == "accentColor")
        #expect(shape.decorations == (style == "bordered" ? [.opacity(0.15)] : []))
        #expect(button.first(type: "Text")?.foregroundColor == (style == "bordered" ? "accentColor" : "white"))
    }

    /// Control size, horizontal inset, height (a SwiftUI line of the font plus both insets:
    /// subheadline 17.94 at mini and small, body 20.33 at regular and large).
    static let borderedSizes: [(String, Double, Double)] = [
        ("mini", 8, 23.941), ("small", 10, 27.941), ("regular", 12, 34.333), ("large", 20, 48.333),
    ]

    @Test(arguments: borderedSizes)
    func controlSizeChangesTheBorderedInsets(_ size: String, _ horizontal: Double, _ height: Double) throws {
        let rect = try frame(
            "return Button('Login', function() end):buttonStyle('bordered'):controlSize('\(size)'):id('b')", "b")
        #expect(rect.width == 40 + 2 * horizontal)
        #expect(abs(rect.height - height) < 0.01, "\(rect.height)")
    }

    @Test func smallControlsUseTheSubheadlineFontUnlessAFontIsSet() throws {
        let (result, _) = try layout(
            """
            return VStack {
              Button('a', function() end):controlSize('small'):id('small'),
              Button('b', function() end):controlSize('small'):font('title'):id('titled'),
            }
            """)
        #expect(result.root.find("small")?.first(type: "Text")?.content == .text(lines: ["a"], font: .subheadline))
        #expect(result.root.find("titled")?.first(type: "Text")?.content == .text(lines: ["b"], font: .title))
    }

    @Test func aButtonStyleOnAContainerStylesEveryButtonInside() throws {
        let (result, _) = try layout(
            """
            return VStack {
              Button("One", function() end):id("one"),
              HStack { Button("Two", function() end):id("two") },
              Button("Three", function() end):buttonStyle("plain"):id("three"),
            }:buttonStyle("bordered")
            """)
        #expect(result.frame("one")?.width == Double(24 + 24))
        #expect(result.frame("two")?.width == Double(24 + 24))
        #expect(result.frame("three")?.width == 40)  // the inner style wins
    }

    @Test func theInnerOfTwoStylesOnOneViewWins() throws {
        let rect = try frame(
            "return Button('Login', function() end):buttonStyle('bordered'):buttonStyle('plain'):id('b')", "b")
        #expect(rect.width == 64)
    }

    @Test func roleAndDisabledChangeNoLayout() throws {
        let (result, _) = try layout(
            """
            return VStack {
              Button("Delete", { role = "destructive" }, function() end):id("delete"),
              Button("Delete", function() end):disabled():id("disabled"),
              Button("Delete", function() end):disabled(false):id("enabled"),
            }:buttonStyle("bordered")
            """)
        #expect(result.frame("delete")?.size == result.frame("disabled")?.size)
        #expect(result.frame("enabled")?.size == result.frame("disabled")?.size)
        #expect(result.root.find("delete")?.first(type: "Text")?.foregroundColor == "red")
    }

    @Test func everySpellingOfAButtonMakesTheSameButton() throws {
        let spellings = [
            "Button('Sign In', function() end)", "Button(function() end, Text('Sign In'))",
            "Button { action = function() end, label = Text('Sign In') }", "Button { title = 'Sign In' }",
            "Button('Sign In')",
        ]
        for spelling in spellings {
            let rect = try frame("return \(spelling):buttonStyle('bordered'):id('b')", "b")
            #expect(rect.width == 7 * 8 + 24, "\(spelling)")
        }
        let label = try frame("return Button('Add', { systemImage = 'plus' }, function() end):id('b')", "b")
        #expect(label.width == 16 + 8 + 24)  // the icon, 8, the title
    }

    /// John Sundell's "Switching between SwiftUI's HStack and VStack": its LoginActionsView with
    /// its ActionButtonStyle, as written.
    @Test func theArticlesButtonStyleFillsTheStackWidth() throws {
        let (result, script) = try layout(
            """
            local ActionButtonStyle = ButtonStyle {
              makeBody = function(configuration)
                return configuration.label:fixedSize():frame { maxWidth = math.huge }:padding()
                  :foregroundColor("white"):background(Color.blue)
              end,
            }
            return VStack {
              Button("Login", function() end):id("login"),
              Button("Reset password", function() end):id("reset"),
              Button("Create account", function() end):id("create"),
            }:buttonStyle(ActionButtonStyle)
            """, width: 480, height: 320)
        #expect(script.layoutError == nil)
        #expect(result.frame("login") == Rect(x: 0, y: 80, width: 480, height: 48))
        #expect(result.frame("reset") == Rect(x: 0, y: 136, width: 480, height: 48))
        #expect(result.frame("create") == Rect(x: 0, y: 192, width: 480, height: 48))
        #expect(result.root.find("login")?.first(type: "Color")?.content == .color("blue"))
    }

    @Test func aStyleFunctionGetsTheConfiguration() throws {
        let (result, _) = try layout(
            """
            local seen
            return Button("Delete", { role = "destructive" }, function() end)
              :buttonStyle(function(configuration)
                seen = tostring(configuration.isPressed) .. " " .. configuration.role
                return configuration.label:padding(4):id(seen)
              end)
            """)
        #expect(result.frame("false destructive")?.size == Size(width: 56, height: 24))
    }

    @Test func anErrorInMakeBodyNamesItsLine() throws {
        let (_, script) = try layout(
            """
            return Button("x", function() end):buttonStyle(ButtonStyle {
              makeBody = function(configuration)
                return configuration.labell:padding()
              end,
            })
            """)
        let message = script.layoutError?.message ?? ""
        #expect(message.hasPrefix("controls.lua:3:"), "\(message)")
    }

    /// A frame inside the label widens the drawn background; one outside the button widens only
    /// the layout box (the background is sized to the padded label, Apple's `ButtonStyle`).
    @Test func aFullWidthBorderedButtonNeedsTheFrameInsideTheLabel() throws {
        let (result, _) = try layout(
            """
            return VStack {
              Button(function() end, Text("Inside"):frame { maxWidth = math.huge }):id("inside"),
              Button("Outside", function() end):frame { maxWidth = math.huge }:id("outside"),
            }:buttonStyle("borderedProminent"):frame { width = 300 }
            """)
        #expect(result.frame("inside")?.width == 300)
        #expect(result.root.find("inside")?.first(type: "RoundedRectangle")?.frame.width == 300)
        #expect(result.frame("outside")?.width == 300)
        #expect(result.root.find("outside")?.first(type: "RoundedRectangle")?.frame.width == Double(56 + 24))
    }

    @Test func buttonBorderShapeChangesOnlyTheShape() throws {
        let (result, _) = try layout(
            """
            return VStack {
              Button("a", function() end):buttonBorderShape("capsule"):id("capsule"),
              Button("b", function() end):buttonBorderShape("roundedRectangle", { radius = 4 }):id("rounded"),
            }:buttonStyle("bordered")
            """)
        #expect(result.root.find("capsule")?.first(type: "Capsule")?.frame.size == result.frame("capsule")?.size)
        #expect(
            result.root.find("rounded")?.first(type: "RoundedRectangle")?.content
                == .shape(.roundedRectangle(cornerRadius: 4)))
    }

    // MARK: Toggle

    /// HStack { label; Spacer; switch 51×31 }: it takes the whole width (OpenSwiftUI's
    /// `SwitchToggleStyle.swift`; the switch's size recorded at openradar 31777116).
    @Test func aToggleTakesTheWholeWidthWithTheSwitchAtTheTrailingEdge() throws {
        let (result, _) = try layout(
            "return VStack { Toggle('Wi-Fi', { isOn = true }):id('t') }:frame { width = 320 }", width: 400)
        let toggle = try #require(result.root.find("t"))
        #expect(toggle.frame.size == Size(width: 320, height: 31))
        let track = try #require(toggle.first(type: "Capsule"))
        #expect(track.frame.minX - toggle.frame.minX == 269)
        #expect(track.frame.size == Size(width: 51, height: 31))
        #expect(track.foregroundColor == "green")
        let knob = try #require(toggle.first(type: "Circle"))
        #expect(knob.frame.size == Size(width: 27, height: 27))
        #expect(knob.frame.maxX == track.frame.maxX - 2)  // on: at the trailing end
        let label = try #require(toggle.first(type: "Text"))
        #expect(label.frame.minX == toggle.frame.minX)
        #expect(label.frame.midY == toggle.frame.midY)
    }

    @Test func anOffToggleHasItsKnobAtTheLeadingEnd() throws {
        let (result, _) = try layout("return Toggle('Wi-Fi', { isOn = false }):id('t')")
        let toggle = try #require(result.root.find("t"))
        #expect(toggle.first(type: "Circle")?.frame.minX == toggle.first(type: "Capsule").map { $0.frame.minX + 2 })
        #expect(toggle.first(type: "Capsule")?.foregroundColor == "gray")
    }

    @Test func aToggleAskedItsIdealSizeIsLabelSpacerAndSwitch() throws {
        let rect = try frame("return Toggle('Wi-Fi', { isOn = true }):fixedSize():id('t')", "t")
        #expect(rect.size == Size(width: 40 + 8 + 51, height: 31))
    }

    @Test func labelsHiddenLeavesTheSwitch() throws {
        let rect = try frame("return Toggle('Wi-Fi', { isOn = true }):labelsHidden():id('t')", "t")
        #expect(rect.size == Size(width: 51, height: 31))
    }

    @Test func aButtonToggleIsABorderedButton() throws {
        let rect = try frame("return Toggle('Bold', { isOn = true }):toggleStyle('button'):id('t')", "t")
        #expect(rect.width == 32 + 24)
        #expect(close(rect.height, 34.333))
    }

    // MARK: ProgressView, Slider, Stepper

    @Test func anIndeterminateProgressViewIsA20PointSpinner() throws {
        #expect(try frame("return ProgressView():id('p')", "p").size == Size(width: 20, height: 20))
        #expect(
            try frame("return ProgressView():controlSize('large'):id('p')", "p").size == Size(width: 37, height: 37))
        // With a label: the spinner above the label, centred, spacing 8.
        let labelled = try frame("return ProgressView('Loading'):id('p')", "p")
        #expect(labelled.size == Size(width: 56, height: 20 + 8 + 16))
    }

    @Test func aDeterminateProgressViewIsA4PointBarAcrossTheWidth() throws {
        let (result, _) = try layout("return ProgressView { value = 0.4 }:frame { width = 200 }:id('p')")
        let bar = try #require(result.root.find("p"))
        #expect(bar.frame.size == Size(width: 200, height: 4))
        let capsules = bar.all(type: "Capsule")
        #expect(capsules.map(\.frame.width) == [200, 80])
        #expect(capsules.map(\.foregroundColor) == ["gray", "accentColor"])
        // Its ideal width is 10 (the 10 a nil proposal becomes: OpenSwiftUI's
        // `ProposedSize.swift`).
        #expect(try frame("return ProgressView { value = 3, total = 4 }:fixedSize():id('p')", "p").width == 10)
    }

    @Test func aProgressViewsLabelsAreAboveAndBelowTheBar() throws {
        let (result, _) = try layout(
            """
            return ProgressView("Downloading", { value = 0.5, currentValueLabel = Text("50%"):id("value") })
              :frame { width = 200 }:id("p")
            """)
        let view = try #require(result.root.find("p"))
        #expect(view.frame.height == 16 + 4 + 4 + 4 + 16)
        #expect(result.frame("value")?.minX == view.frame.minX)
    }

    @Test func aSliderIs31HighWithItsThumbAtTheValue() throws {
        let (result, _) = try layout(
            "return Slider { value = 5, range = { 0, 10 } }:frame { width = 200 }:id('s')")
        let slider = try #require(result.root.find("s"))
        #expect(slider.frame.size == Size(width: 200, height: 31))
        let thumb = try #require(slider.first(type: "Circle"))
        #expect(thumb.frame.size == Size(width: 28, height: 28))
        #expect(thumb.frame.midX - slider.frame.minX == 100)
        let track = try #require(slider.first(type: "Capsule"))
        #expect(track.frame.height == 4)
        #expect(track.frame.midY == slider.frame.midY)
    }

    @Test func aSliderWithValueLabelsIsARow() throws {
        let (result, _) = try layout(
            """
            return Slider { value = 0, minimumValueLabel = Text("0"):id("min"), maximumValueLabel = Text("1") }
              :frame { width = 200 }:id("s")
            """)
        #expect(result.frame("s")?.height == 31)
        #expect(result.frame("min")?.minX == result.frame("s")?.minX)
        let thumb = try #require(result.root.find("s")?.first(type: "Circle"))
        let slider = try #require(result.frame("s"))
        #expect(thumb.frame.minX - slider.minX == 8 + 8)  // value 0: at the track's leading end
    }

    @Test func aStepperIsALabeledControl() throws {
        let (result, _) = try layout("return Stepper('Quantity: 3', { value = 3 }):frame { width = 320 }:id('s')")
        let stepper = try #require(result.root.find("s"))
        #expect(stepper.frame.size == Size(width: 320, height: 32))
        let control = try #require(stepper.first(type: "RoundedRectangle"))
        #expect(control.frame.size == Size(width: 94, height: 32))
        #expect(control.frame.maxX == stepper.frame.maxX)
    }

    // MARK: Label, Link, TextField

    /// A body symbol is a 16-point square (as tall as body's letters), 8 from the title.
    static let labelWidths: [(String, Double)] = [
        ("titleAndIcon", 16 + 8 + 32), ("iconOnly", 16), ("titleOnly", 32), ("automatic", 16 + 8 + 32),
    ]

    @Test(arguments: labelWidths)
    func labelStylesShowTheParts(_ style: String, _ width: Double) throws {
        let rect = try frame("return Label('Home', { systemImage = 'house' }):labelStyle('\(style)'):id('l')", "l")
        #expect(rect.size == Size(width: width, height: 16))
    }

    @Test func aLinkIsItsLabelTinted() throws {
        let (result, _) = try layout("return Link('Apple', { destination = 'https://apple.com' }):id('l')")
        #expect(result.frame("l")?.size == Size(width: 40, height: 16))
        #expect(result.root.find("l")?.first(type: "Text")?.foregroundColor == "accentColor")
    }

    /// Greedy across, one SwiftUI body line (20.33) high (the rest Plumb's estimate); the
    /// placeholder's width as its ideal; `.roundedBorder` insets it by 7 (34.33).
    @Test func aTextFieldTakesTheWidthAndOneLine() throws {
        let plain = try frame("return TextField('Name', { text = '' }):id('f')", "f", width: 300)
        #expect(plain.width == 300)
        #expect(close(plain.height, 20.333))
        let ideal = try frame("return TextField('Name', { text = '' }):fixedSize():id('f')", "f")
        #expect(ideal.width == 32)
        let bordered = try frame(
            "return TextField('Name', { text = '' }):textFieldStyle('roundedBorder'):id('f')", "f", width: 300)
        #expect(bordered.width == 300)
        #expect(close(bordered.height, 34.333))
    }

    @Test func aTextFieldShowsItsTextElseThePlaceholderInGrey() throws {
        let (result, _) = try layout(
            """
            return VStack {
              TextField("Name", { text = "" }):id("empty"),
              TextField("Name", { text = "Ada" }):id("filled"),
              SecureField("Password", { text = "abc" }):id("secure"),
              TextField("Name", { text = "", prompt = Text("Required") }):id("prompt"),
            }
            """)
        #expect(result.root.find("empty")?.first(type: "Text")?.foregroundColor == "gray")
        #expect(result.root.find("filled")?.first(type: "Text")?.content == .text(lines: ["Ada"], font: .body))
        #expect(result.root.find("secure")?.first(type: "Text")?.content == .text(lines: ["•••"], font: .body))
        #expect(result.root.find("prompt")?.first(type: "Text")?.content == .text(lines: ["Required"], font: .body))
    }

    @Test func aTextFieldBesideALabelTakesTheRest() throws {
        let (result, _) = try layout(
            "return HStack { Text('Name'), TextField('Jane', { text = '' }):id('f') }:frame { width = 300 }")
        #expect(result.frame("f")?.width == Double(300 - 32 - 8))
    }

    // MARK: Picker

    @Test func aMenuPickerShowsTheSelectedOption() throws {
        func shown(_ selection: String) throws -> [String] {
            let (result, _) = try layout(
                """
                return Picker("Flavor", { selection = \(selection),
                  Text("Chocolate"):tag("c"), Text("Vanilla"):tag("v"), Text("Mint"),
                }):id("p")
                """)
            let parts = result.root.find("p").map { $0.all(type: "Text") + $0.all(type: "Image") } ?? []
            return parts.compactMap {
                if case .text(let lines, _) = $0.content { lines.first } else { nil }
            }
        }
        #expect(try shown("'v'") == ["Vanilla", "↕"])  // by tag
        #expect(try shown("'Mint'") == ["Mint", "↕"])  // by the Text's string
        #expect(try shown("1") == ["Chocolate", "↕"])  // by position
        #expect(try shown("'none'") == ["↕"])
    }

    @Test func aPickerFindsItsOptionInAForEach() throws {
        let (result, _) = try layout(
            """
            local flavors = { "Chocolate", "Vanilla" }
            return Picker("Flavor", { selection = "Vanilla",
              ForEach(flavors, function(flavor) return Text(flavor):tag(flavor) end),
            }):id("p")
            """)
        #expect(result.frame("p")?.width == Double(56 + 8 + 8))
    }

    // MARK: GroupBox

    @Test func aGroupBoxPadsItsLabelAndContent() throws {
        let (result, _) = try layout("return GroupBox('Settings', { Text('One'), Text('Two') }):id('g')")
        let box = try #require(result.root.find("g"))
        #expect(box.frame.size == Size(width: 64 + 32, height: 16 + 8 + 16 + 8 + 16 + 32))
        #expect(box.first(type: "Text")?.content == .text(lines: ["Settings"], font: .headline))
    }

    // MARK: List and Form

    /// Cards inset 16, rows padded 20 inside them and at least 44 high, sections 35 apart (44:
    /// Apple's `defaultMinListRowHeight` and the HIG; the rest Plumb's estimates).
    @Test func listRowsAre44HighInInsetCards() throws {
        let (result, _) = try layout(
            """
            return List {
              Section { header = "Network",
                Text("Wi-Fi"):id("wifi"),
                Text("Bluetooth"):id("bluetooth"),
              },
              Section { Toggle("Airplane Mode", { isOn = false }):id("airplane") },
            }:id("list")
            """, width: 390, height: 600)
        let list = try #require(result.root.find("list"))
        #expect(list.frame.size == Size(width: 390, height: 600))
        let cards = list.all(type: "RoundedRectangle")
        #expect(cards.count == 2)
        #expect(cards[0].frame == Rect(x: 16, y: 35, width: 358, height: 88))
        #expect(cards[1].frame.minY == 35 + 88 + 35)
        #expect(cards[1].frame.height == 31 + 22)
        #expect(result.frame("wifi")?.minX == 36)
        #expect(result.frame("wifi")?.midY == Double(35 + 22))
        #expect(result.frame("bluetooth")?.midY == Double(35 + 44 + 22))
        #expect(result.frame("airplane")?.width == Double(358 - 40))
        // The header: upper-cased footnote, 6 above its card, aligned with the rows' text.
        let header = try #require(list.first(type: "Text"))
        #expect(header.content == .text(lines: ["NETWORK"], font: .footnote))
        #expect(header.frame.minX == 36)
        #expect(header.frame.maxY == 35 - 6)
        // A separator under every row but a section's last, from the text to the card's edge.
        let separators = list.all(type: "Divider")
        #expect(separators.count == 1)
        #expect(separators.first?.frame.minX == 36)
        #expect(separators.first?.frame.maxX == 374)
        #expect(separators.first?.frame.maxY == Double(35 + 44))
    }

    /// Each row is sized on its own at its ideal height, as SwiftUI's List sizes its cells: a row
    /// of a Spacer or a Color is the minimum 44 and a wrapped title keeps all its lines, even though
    /// the card that stacks them is placed with a height (in an imported course's card the Spacer's row once took
    /// a share of the card, 92, and the title lost two of its four lines).
    @Test func listRowsAreSizedOnTheirOwn() throws {
        let (result, _) = try layout(
            """
            return List {
              Text("This is Heading Title with number"):font("title"):id("title"),
              Spacer():id("spacer"),
              Color.red:id("colour"),
            }
            """, width: 400, height: 600)
        #expect(result.frame("spacer")?.height == Double(44 - 22))
        #expect(result.frame("colour")?.height == Double(44 - 22))
        let title = try #require(result.root.find("title"))
        guard case .text(let lines, _) = title.content else {
            Issue.record("the title is not a text")
            return
        }
        #expect(!lines.joined().contains("…"), "\(lines)")
        #expect(title.frame.height == 96, "\(title.frame)")
    }

    @Test func listRowInsetsReplaceARowsInsets() throws {
        let (result, _) = try layout(
            """
            return List {
              Text("a"):listRowInsets { leading = 4 }:id("a"),
              Text("b"):id("b"),
            }
            """, width: 390)
        #expect(result.frame("a")?.minX == Double(16 + 4))
        #expect(result.frame("a")?.midY == Double(35 + 22))  // still at least 44 high
        #expect(result.root.all(type: "Divider").first?.frame.minX == Double(16 + 4))
        #expect(result.frame("b")?.minX == 36)
    }

    @Test func aLabelsIconIsCentredOnTheTitlesFirstLine() throws {
        let (result, _) = try layout(
            """
            return Label("One two", { systemImage = "star" }):frame { width = 56 }:id("l")
            """)
        let label = try #require(result.root.find("l"))
        let icon = try #require(label.first(type: "Image"))
        let title = try #require(label.first(type: "Text"))
        #expect(title.frame.height == 32)  // two lines
        #expect(icon.frame.minY == title.frame.minY)  // on the first
    }

    @Test func aForEachInAListMakesRows() throws {
        let (result, _) = try layout(
            "return List { ForEach(3, function(i) return Text('Row ' .. i):id('row' .. i) end) }", height: 600)
        #expect(result.frame("row3")?.midY == Double(35 + 44 * 2 + 22))
        #expect(result.root.all(type: "Divider").count == 2)
    }

    @Test func aFormIsAnInsetGroupedList() throws {
        let (form, _) = try layout("return Form { Text('a'):id('a') }")
        let (list, _) = try layout("return List { Text('a'):id('a') }:listStyle('plain')")
        #expect(form.frame("a")?.minX == 36)
        #expect(list.frame("a")?.minX == 16)
        #expect(list.frame("a")?.midY == 22)
    }

    @Test func listSectionSpacingChangesTheGap() throws {
        let (result, _) = try layout("return List { Text('a'):id('a') }:listSectionSpacing(10)")
        #expect(result.frame("a")?.midY == Double(10 + 22))
    }

    @Test func aPickerAndANavigationLinkInAListAreRows() throws {
        let (result, _) = try layout(
            """
            return List {
              Picker("Theme", { selection = 1, Text("Light"):id("value") }):id("picker"),
              NavigationLink("General", { destination = Text("General") }):id("link"),
            }
            """, width: 390)
        #expect(result.frame("picker")?.width == Double(358 - 40))
        #expect(result.frame("value")?.maxX == Double(374 - 20 - 8 - 8))  // the value, 8, the ↕, the inset
        #expect(result.frame("link")?.width == Double(358 - 40))
        #expect(result.root.find("value")?.foregroundColor == "secondary")
    }

    // MARK: NavigationStack, TabView

    @Test func aLargeTitleBarIs96High() throws {
        let (result, _) = try layout(
            """
            return NavigationStack {
              VStack { Text("Top"):id("top"), Spacer() }:navigationTitle("Settings"),
            }:id("nav")
            """, width: 390, height: 600)
        #expect(result.frame("nav")?.size == Size(width: 390, height: 600))
        #expect(result.frame("top")?.minY == 96)
        let title = try #require(result.root.find("nav")?.first(type: "Text"))
        #expect(title.content == .text(lines: ["Settings"], font: .largeTitle))
        #expect(title.frame.minX == 16)
        #expect(title.frame.maxY == 96)
    }

    @Test func anInlineTitleOrNoTitleIs44High() throws {
        let inline = try frame(
            """
            return NavigationStack { VStack { Text("Top"):id("top"), Spacer() }
              :navigationTitle("Settings"):navigationBarTitleDisplayMode("inline") }
            """, "top", width: 390, height: 600)
        #expect(inline.minY == 44)
        let untitled = try frame(
            "return NavigationStack { VStack { Text('Top'):id('top'), Spacer() } }", "top", width: 390, height: 600)
        #expect(untitled.minY == 44)
    }

    @Test func theContentIsCentredBelowTheBar() throws {
        let rect = try frame(
            "return NavigationView { Text('Hello'):id('t'):navigationTitle('Home') }", "t", width: 390, height: 600)
        #expect(rect.midY == 96 + (600 - 96) / 2)
        #expect(rect.midX == 195)
    }

    @Test func aTabViewShowsTheSelectedTabAboveA49PointBar() throws {
        let (result, _) = try layout(
            """
            return TabView { selection = "b",
              Text("A"):id("a"):tabItem(Label("A", { systemImage = "house" })):tag("a"),
              Text("B"):id("b"):tabItem(Label("B", { systemImage = "gear" })):tag("b"),
            }:id("tabs")
            """, width: 390, height: 600)
        #expect(result.frame("tabs")?.size == Size(width: 390, height: 600))
        #expect(result.frame("a") == nil)
        #expect(result.frame("b")?.midY == (600 - 49) / 2.0)
        let items = try #require(result.root.find("tabs")).all(type: "Label")
        #expect(items.map(\.frame.height) == [32, 32])  // icon above title
        #expect(items.map(\.frame.midX) == [97.5, 292.5])
        #expect(items.map(\.frame.midY) == [600 - 24.5, 600 - 24.5])
        #expect(items[1].first(type: "Text")?.foregroundColor == "accentColor")
        #expect(items[0].first(type: "Text")?.foregroundColor == "gray")
    }

    // MARK: Errors

    @Test(arguments: [
        (
            "Toggle('x', { isOn = true, ison = false })",
            "unknown option 'ison' (did you mean 'isOn'?); expected isOn, label, systemImage, title"
        ),
        ("Toggle('x')", "isOn is required"),
        ("Button()", "a title or a label is required"),
        ("Button('a', 'b')", "argument 2: a second title"),
        ("Button('a', Text('b'))", "give a title or a label view, not both"),
        ("Button('a', { rol = 'destructive' })", "unknown option 'rol' (did you mean 'role'?)"),
        ("Button('a', { role = 'destructiv' })", "unknown role 'destructiv' (did you mean 'destructive'?)"),
        (
            "Button('a'):buttonStyle('bordred')",
            "unknown button style 'bordred' (did you mean 'bordered'?); expected automatic, borderless, plain, bordered, borderedProminent"
        ),
        ("Button('a'):buttonStyle(3)", "expected a style name"),
        ("ButtonStyle { makeBdy = function() end }", "unknown option 'makeBdy' (did you mean 'makeBody'?)"),
        ("Text('a'):controlSize('huge')", "unknown control size 'huge'"),
        ("Form { Text('a') }:formStyle('groupd')", "unknown form style 'groupd' (did you mean 'grouped'?)"),
        ("Text('a'):labelStyle('iconOnli')", "did you mean 'iconOnly'?"),
        ("TextField('a')", "text is required"),
        ("TextField('a', { text = '', axis = 'diagonal' })", "unknown axis 'diagonal'"),
        ("Slider { value = 1, range = { 2, 1 } }", "the lower bound (2) must not exceed the upper (1)"),
        ("Slider { valu = 1 }", "did you mean 'value'?"),
        ("ProgressView { value = 1, total = 0 }", "total must be > 0"),
        ("Link('a')", "destination is required"),
        ("Picker('a', { selection = {} })", "selection must be a string, a number or a boolean"),
        ("Text('a'):tag({})", "the tag must be a string, a number or a boolean"),
        ("Text('a'):pickerStyle('wheel')", "unknown picker style 'wheel'"),
        ("Text('a'):tabItem(3)", "expected a label"),
        ("List { selection = {}, Text('a') }", "selection must be a string"),
        ("TabView { selecton = 1 }", "did you mean 'selection'?"),
    ])
    func aWrongOptionIsAClearError(_ expression: String, _ expected: String) throws {
        let script = try PlumbScript()
        #expect {
            _ = try script.run(source: "\nreturn \(expression)", chunkName: "bad.lua")
        } throws: { error in
            let message = (error as? LuaError)?.message ?? ""
            return message.hasPrefix("bad.lua:2:") && message.contains(expected)
        }
    }
}

extension Rect {
    fileprivate var midX: Double { minX + width / 2 }
    fileprivate var midY: Double { minY + height / 2 }
}

extension PlacedView {
    /// The first view of `type` in this tree, depth first.
    func first(type: String) -> PlacedView? {
        if self.type == type { return self }
        for child in children {
            if let found = child.first(type: type) { return found }
        }
        return nil
    }

    /// Every view of `type` in this tree, in painting order.
    func all(type: String) -> [PlacedView] {
        (self.type == type ? [self] : []) + children.flatMap { $0.all(type: type) }
    }
}
