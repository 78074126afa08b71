// w3schools.com/swift (demo_swift_ui_layout_spacers_alignment_advanced)
VStack(alignment: .leading, spacing: 16) {
  HStack(alignment: .firstTextBaseline, spacing: 8) {
    Text("Title").font(.title)
    Text("Aligned").alignmentGuide(.firstTextBaseline) { d in d[.bottom] }
  }
  HStack {
    Text("Left"); Spacer(); Text("Right")
  }
}
.padding()
