// gist.github.com/sturdysturge/e3024f0fe22de63b781650127f16910e (alignment = .center)
// (declarations the source states in its text, added for the test)
let alignment = HorizontalAlignment.center
Grid {
    GridRow {
        Text("Aligned")
            .gridColumnAlignment(alignment)
        ForEach(1...2, id: \.self) { index in
            Text("Cell A\(index)")
                .padding()
                .border(Color(red: 1 / Double(index), green: 0, blue: 0), width: 3)
        }
    }
    GridRow {
        ForEach(1...3, id: \.self) { index in
            Text("Cell B\(index)")
                .padding()
                .border(Color(red: 0, green: 1 / Double(index), blue: 0), width: 3)
        }
        Rectangle()
            .frame(width: 2, height: 15)
            .gridColumnAlignment(alignment)
    }
}
.frame(maxWidth: .infinity)
