// gist.github.com/onmyway133/fc08111964984ef544a176a6e9806c18 (the Grid and ViewThatFits sections)
struct ContentView: View {
    var body: some View {
        VStack {
            Section {
                grid
                    .frame(height: 150)
            } header: {
                Text("Grid")
            }
            Section {
                viewThatFits
                    .frame(height: 150)
            } header: {
                Text("ViewThatFits")
            }
        }
    }
    private var viewThatFits: some View {
        ViewThatFits {
            Text("one")
            Text("two")
        }
    }
    private var grid: some View {
        Grid {
            GridRow {
                Text("one")
                Text("two")
            }
            GridRow {
                Text("three")
                Text("four")
                Text("five")
            }
        }
    }
}
