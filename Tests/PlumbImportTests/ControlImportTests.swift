import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Buttons, button styles, pickers, labels, progress and tab items written here, imported and laid
/// out on a 400×600 canvas; text is 8×16 points a character. Where Apple's documentation states the
/// numbers, the test keeps them and names the page.
@Suite("Controls and labels imported")
struct ControlImportTests: ConstructSuite {
    @Test func aButtonUnderATitleDropsItsAction() throws {
        let (r, script) = try layOut(
            swift: #"""
                VStack {
                    Text("Welcome")
                    Image(systemName: "hand.wave")
                    Button(action: {
                        // would sign in
                    }) {
                        Text("Sign in")
                    }
                }
                """#, width: 400, height: 600)
        #expect(texts(r) == ["Welcome", "Sign in"])  // the title and the button's label
        #expect(frames(of: "Button", in: r).count == 1)
        #expect(script.lua.contains("action dropped"))
    }

    /// A segmented picker is a 32-point control across its Form row.
    @Test func aSegmentedPickerIsLaidOut() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Journal: View {
                @State private var reminders = false
                @State private var mood = "Calm"
                @State private var moods = ["Calm", "Busy", "Tired"]

                var body: some View {
                    Form {
                        Section(footer: Text("Reminders arrive at nine")) {
                            Picker("Mood", selection: $mood) {
                                ForEach(moods, id: \.self) {
                                    Text($0)
                                }
                            }
                            .pickerStyle(.segmented)
                            Toggle("Reminders", isOn: $reminders)
                        }
                        Section {
                            Button("Save entry") {
                                // store it
                            }
                        }
                    }
                }
            }

            struct Journal_Preview: PreviewProvider {
                static var previews: some View {
                    Journal()
                }
            }
            """#)
        let segmented = frames(of: "segmented", in: r)
        #expect(segmented.count == 1 && segmented.first?.height == 32)
    }

    /// labelStyle(.titleAndIcon): each of the three labels shows its icon before its title
    /// (developer.apple.com/documentation/swiftui/labelstyle/titleandicon).
    @Test func labelsShowTheirIconBeforeTheirTitle() throws {
        let r = try lay(
            #"""
            VStack {
                Label("Wind", systemImage: "wind")
                Label("Fog", systemImage: "cloud.fog")
                Label("Hail", systemImage: "cloud.hail")
            }
            .labelStyle(.titleAndIcon)
            """#)
        let icons = frames(of: "Image", in: r)
        let titles = frames(of: "Text", in: r)
        #expect(icons.count == 3 && titles.count == 3)
        #expect(zip(icons, titles).allSatisfy { $1.minX - $0.maxX == 8 })
    }

    /// TitleOnlyLabelStyle(): the title alone; IconOnlyLabelStyle(): the icon alone; both: both.
    @Test func labelStylesNamedByType() throws {
        let r = try lay(
            #"""
            VStack {
            Label("Words", systemImage: "textformat")
            .font(.title)
            .labelStyle(TitleOnlyLabelStyle())
            Label("Picture", systemImage: "photo")
            .font(.title)
            .labelStyle(IconOnlyLabelStyle())
            Label("Together", systemImage: "link")
            .font(.title)
            .labelStyle(TitleAndIconLabelStyle())
            }
            """#)
        #expect(texts(r) == ["Words", "Together"])
        #expect(frames(of: "Image", in: r).count == 2)
    }

    /// A ButtonStyle: the label padded 16 on each side, in a capsule.
    @Test func aButtonStylePadsItsLabelInACapsule() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding()
                        .background(Color(red: 0.2, green: 0.5, blue: 0.2))
                        .foregroundColor(.white)
                        .clipShape(Capsule())
                }
            }

            struct ContentView: View {
                var body: some View {
                    Button("Continue") {
                        print("continued")
                    }
                    .buttonStyle(Pill())
                    .padding()
                }
            }

            struct ContentView_Previews: PreviewProvider {
                static var previews: some View {
                    ContentView()
                }
            }
            """#)
        let label = try #require(frames(of: "Text", in: r).first)
        let capsule = try #require(frames(of: "background", in: r).first)
        #expect(capsule.width == label.width + 32 && capsule.height == label.height + 32)
    }

    /// A page of Swift with its @State at the top level (it does not compile as such) is laid out
    /// leniently: the picker in a list, showing the selection.
    @Test func aTopLevelStateAndItsPickerShowTheSelection() throws {
        let r = try lay(
            #"""
            enum Size: String, CaseIterable, Identifiable {
                case small, medium, large
                var id: Self { self }
            }

            @State private var chosenSize: Size = .medium

            List {
                Picker("Size", selection: $chosenSize) {
                    Text("Small").tag(Size.small)
                    Text("Medium").tag(Size.medium)
                    Text("Large").tag(Size.large)
                }
            }
            """#)
        #expect(texts(r).contains("Medium") && !texts(r).contains("Large"))
    }

    /// Each tab's icon is above its title, whatever their order in the Swift.
    @Test(arguments: [
        #"""
        import SwiftUI

        struct Tabs: View {
            var body: some View {
                TabView {
                    Text("Home page")
                        .tabItem {
                            Image(systemName: "house")
                            Text("Home")
                        }
                    Text("Search page")
                        .tabItem {
                            Image(systemName: "magnifyingglass")
                            Text("Search")
                        }
                    Text("Profile page")
                        .tabItem {
                            Image(systemName: "person")
                            Text("Profile")
                        }
                }
                .font(.headline)
            }
        }

        #Preview {
            Tabs()
        }
        """#,
        #"""
        import SwiftUI

        struct Tabs: View {
            var body: some View {
                TabView(selection: /*@START_MENU_TOKEN@*//*@PLACEHOLDER=Selection@*/.constant(2)/*@END_MENU_TOKEN@*/) {
                    Text("Page A").tabItem { /*@START_MENU_TOKEN@*/Text("A");/*@END_MENU_TOKEN@*/ Image(systemName: "a.circle") }.tag(1)
                    Text("Page B").tabItem { Text("B"); Image(systemName: "b.circle") }.tag(2)
                    Text("Page C").tabItem { /*@START_MENU_TOKEN@*/Text("C")/*@END_MENU_TOKEN@*/; Image(systemName: "c.circle") }.tag(3)
                }
            }
        }

        struct Tabs_Previews: PreviewProvider {
            static var previews: some View {
                Tabs()
            }
        }
        """#,
    ])
    func tabItemsShowTheIconAboveTheTitle(_ swift: String) throws {
        let r = try lay(swift)
        let icons = frames(of: "Image", in: r)
        let titles = frames(of: "Text", in: r).filter { $0.minY > 551 }
        #expect(icons.count == 3 && titles.count == 3 && zip(icons, titles).allSatisfy { $0.maxY <= $1.minY })
    }

    /// The pickers show their selections: the fruit's emoji, and "Low" for the tag 2.
    @Test func pickersShowTheirSelections() throws {
        let fruit = try lay(
            #"""
            enum Fruit: String, CaseIterable, Identifiable {
                case apple = "🍎"
                case pear = "🍐"
                case lemon = "🍋"
                var id: Self { self }
            }

            struct FruitPicker: View {
                @State private var chosen: Fruit = .pear

                var body: some View {
                    VStack {
                        Text(chosen.rawValue)
                            .font(.system(size: 120))
                        Picker("Fruit", selection: $chosen) {
                            ForEach(Fruit.allCases) { fruit in
                                Text(fruit.rawValue)
                            }
                        }
                    }
                }
            }
            """#)
        #expect(texts(fruit).filter { $0 == "🍐" }.count == 2)
        let level = try lay(
            #"""
            struct Level: View {
              @State private var level: UInt8 = 2

              var body: some View {
                Picker("Level: ", selection: $level) {
                  Text("High").tag(1)
                  Text("Low").tag(2)
                }
                .padding()
              }
            }
            """#)
        #expect(texts(level).first == "Low")
    }

    /// Button styles pad their labels: 16 with the pressed-or-not background, 14 in the shape one.
    @Test func buttonStylesPadTheirLabels() throws {
        let a = try lay(
            #"""
            import SwiftUI

            struct Pressable: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding()
                        .background(configuration.isPressed ? Color.orange : Color.purple)
                        .foregroundColor(.white)
                        .cornerRadius(6)
                        .scaleEffect(configuration.isPressed ? 0.95 : 1.0)
                        .animation(.easeInOut(duration: 0.1), value: configuration.isPressed)
                }
            }

            struct ContentView: View {
                var body: some View {
                    VStack {
                        Button("Send") {
                            print("sent")
                        }
                        .buttonStyle(Pressable())
                    }
                    .padding()
                }
            }

            #Preview {
                ContentView()
            }
            """#)
        let label = try #require(frames(of: "Text", in: a).first)
        let background = try #require(frames(of: "background", in: a).first)
        #expect(background.width == label.width + 32 && background.height == label.height + 32)
        let b = try lay(
            #"""
            struct Tinted: ButtonStyle {
                var backdrop: some View {
                    RoundedRectangle(cornerRadius: 8, style: .continuous)
                        .fill(Color.green)
                        .opacity(0.4)
                }

                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(14)
                        .background(backdrop)
                        .scaleEffect(configuration.isPressed ? 0.9 : 1)
                }
            }

            struct ContentView: View {
                var body: some View {
                    Button("Go on", action: { })
                        .buttonStyle(Tinted())
                }
            }
            """#)
        let text = try #require(frames(of: "Text", in: b).first)
        #expect(frames(of: "RoundedRectangle", in: b).first.map { [$0.width, $0.height] } == [text.width + 28, 44])
    }

    /// Label: the symbol, then the title 8 points after it (developer.apple.com/documentation/swiftui/label).
    @Test func aLabelIsIconThenTitle() throws {
        let r = try lay(#"Label("Thunder", systemImage: "cloud.bolt")"#)
        let icon = try #require(frames(of: "Image", in: r).first)
        let title = try #require(frames(of: "Text", in: r).first)
        #expect(title.minX - icon.maxX == 8 && icon.midY == title.midY)
        #expect(texts(r) == ["Thunder"])
    }

    /// A linear ProgressView at 0.5: a bar across the width, filled halfway, the button below
    /// (developer.apple.com/documentation/swiftui/progressview).
    @Test func aProgressViewIsHalfFilled() throws {
        let r = try lay(
            #"""
            struct Upload: View {
                @State private var done = 0.5

                var body: some View {
                    VStack {
                        ProgressView(value: done)
                        Button("Faster") { done += 0.1 }
                    }
                }
            }
            """#)
        #expect(frames(of: "Capsule", in: r).map(\.width) == [400, 200])
        #expect(texts(r) == ["Faster"])
    }

    /// A Gauge at 0.4: its label above a bar across the width, filled to 40 % (the style's metrics are
    /// Plumb's estimate) (developer.apple.com/documentation/swiftui/gauge).
    @Test func aGaugeIsALinearBar() throws {
        let r = try lay(
            #"""
            struct Tank: View {
                @State private var fuel = 0.4

                var body: some View {
                    Gauge(value: fuel) {
                        Text("Fuel")
                    }
                }
            }
            """#)
        #expect(frames(of: "Capsule", in: r).map(\.width) == [400, 160])
        #expect(texts(r) == ["Fuel"])
    }

    /// A Link is its title, tinted (`URL(string:)!` is its text: Plumb loads nothing).
    @Test func aLinkIsItsTitle() throws {
        let r = try lay(
            #"""
            Link("Read the manual",
                  destination: URL(string: "https://example.org/manual")!)
            """#)
        #expect(texts(r) == ["Read the manual"])
        #expect(frames(of: "Link", in: r).first?.width == Double(15 * 8))
    }

    /// The sign-in button's label framed 200×50; the fields across the width.
    @Test func aSignInButtonAndItsFields() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct SignIn: View {
                @State private var email: String = ""
                @State private var secret: String = ""

                var body: some View {
                    VStack {
                        Text("Sign in")
                            .font(.largeTitle)
                            .padding(.bottom, 30)
                        TextField("Email", text: $email)
                            .padding()
                            .background(Color(.secondarySystemBackground))
                            .cornerRadius(4.0)
                            .padding(.bottom, 12)
                        SecureField("Secret", text: $secret)
                            .padding()
                            .background(Color(.secondarySystemBackground))
                            .cornerRadius(4.0)
                            .padding(.bottom, 12)
                        Button(action: {
                            print("signing in")
                        }) {
                            Text ("Continue")
                                .font(.headline)
                                .foregroundColor(.white)
                                .padding()
                                .frame(width: 200, height: 50)
                                .background(Color.green)
                                .cornerRadius(10.0)
                        }
                        .padding()
                    }
                }
            }

            #Preview {
                SignIn()
            }
            """#)
        #expect(frames(of: "Button", in: r).map(\.size) == [Size(width: 200, height: 50)])
        #expect(frames(of: "TextField", in: r).first?.width == Double(400 - 32))
    }

    /// controlSize(_:)'s example is 450 wide: on a 400-point canvas it overflows 25 on each side
    /// (developer.apple.com/documentation/swiftui/view/controlsize(_:)).
    @Test func aWideControlSizeExampleOverflowsTheCanvas() throws {
        let r = try lay(
            #"""
            struct Sizes: View {
                var body: some View {
                    VStack {
                        Row(title: "Tiny")
                            .controlSize(.mini)
                        Row(title: "Small")
                            .controlSize(.small)
                        Row(title: "Usual")
                            .controlSize(.regular)
                    }
                    .padding()
                    .frame(width: 450)
                    .border(Color.gray)
                }
            }

            struct Row: View {
                var title: String
                @State private var amount = 5.0
                @State private var pick = 2

                var body: some View {
                    HStack {
                        Text(title + ":")
                        Picker("Pick", selection: $pick) {
                            Text("first").tag(1)
                            Text("second").tag(2)
                        }
                        Slider(value: $amount, in: 0...10)
                        Button("Done") { }
                    }
                }
            }
            """#)
        let frame = try #require(frames(of: "frame", in: r).first)
        #expect(frame.width == 450 && frame.minX == -25)
    }

    /// The button keeps its own width inside a frame as wide as the padded stack.
    @Test func aButtonKeepsItsWidthInAWideFrame() throws {
        let r = try lay(
            #"""
            import SwiftUI

            struct Offer: View {
            var body: some View {
            VStack(spacing: 12) {
            Text("Go Further")
            .font(.largeTitle.bold())
            Text("More rooms, more pipes, more everything.")
            .foregroundStyle(.secondary)
            Spacer(minLength: 30)
            Button("Try it") {}
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .frame(maxWidth: .infinity)
            }
            .padding()
            }
            }
            """#)
        let button = try #require(frames(of: "Button", in: r).first)
        let frame = try #require(frames(of: "frame", in: r).first)
        #expect(frame.width == 400 - 2 * 16 && button.width < frame.width && button.midX == 200)
        #expect(frames(of: "Spacer", in: r).first.map { $0.height >= 30 } == true)
    }

    /// A DatePicker: the documented stand-in, its label and the date it shows.
    @Test func aDatePickerStandsInAsItsLabelAndDate() throws {
        let r = try lay(
            #"""
            @State private var due = Date()

            var body: some View {
                DatePicker(
                    "Due",
                    selection: $due,
                    displayedComponents: [.date]
                )
            }
            """#)
        #expect(textLines(r) == [["Due"], ["Jan 1, 2001"]])
    }

    /// Of three label styles the closest to the label wins: the title only.
    @Test func theClosestLabelStyleWins() throws {
        let r = try lay(
            #"""
            // The innermost style applies:
            Label("Moon", systemImage: "moon")
              .labelStyle(TitleOnlyLabelStyle())
              .labelStyle(IconOnlyLabelStyle())
              .labelStyle(DefaultLabelStyle())
            """#)
        #expect(texts(r) == ["Moon"] && frames(of: "Image", in: r).isEmpty)
    }
}
