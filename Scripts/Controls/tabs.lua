-- A TabView: the selected tab's content above a 49-point tab bar of equal slots, each tab's
-- tabItem (a Label, drawn with its icon above its title) in its slot, the selected one tinted.
-- The first tab holds a NavigationStack with an inline title (a 44-point bar) over a List.
-- golden: --canvas 390x560
-- golden-also: --canvas 390x560 --dynamic-type xxxLarge
return TabView { selection = "inbox",
  NavigationStack {
    List {
      ForEach({ "Plumb 1.2 is out", "Layout review notes", "Lunch?" }, function(subject)
        return VStack { alignment = "leading", spacing = 0,
          Text(subject):font("headline"),
          Text("Tap to read"):foregroundColor("secondary"),
        }
      end),
    }
    :navigationTitle("Inbox")
    :navigationBarTitleDisplayMode("inline"),
  }
  :tabItem(Label("Inbox", { systemImage = "envelope" }))
  :tag("inbox"),
  Text("Calls"):tabItem(Label("Calls", { systemImage = "phone" })):tag("calls"),
  Text("Settings"):tabItem(Label("Settings", { systemImage = "gear" })):tag("settings"),
}
