import SwiftUI

struct SpeakerRingView: View {
    let turns: [TurnClock.Turn]
    let currentIndex: Int
    let colorway: Colorway

    private var currentName: String {
        turns.indices.contains(currentIndex) ? turns[currentIndex].name : "Wrapping up"
    }

    var body: some View {
        Circle()
            .strokeBorder(lineWidth: 20)
            .opacity(0.3)
            .overlay {
                VStack(spacing: 4) {
                    Text(currentName)
                        .font(.title2.weight(.semibold))
                    Text("has the floor")
                        .font(.subheadline)
                }
            }
            .overlay {
                ForEach(turns.indices, id: \.self) { index in
                    if turns[index].finished {
                        SpeakerArc(index: index, total: turns.count)
                            .rotation(Angle(degrees: -90))
                            .stroke(colorway.inkColor, lineWidth: 12)
                    }
                }
            }
            .padding(.horizontal)
    }
}

/// One participant's slice of the ring, drawn once their turn is over.
struct SpeakerArc: Shape {
    let index: Int
    let total: Int

    func path(in rect: CGRect) -> Path {
        let slice = 360.0 / Double(max(total, 1))
        let start = Angle(degrees: slice * Double(index) + 1)
        let end = Angle(degrees: start.degrees + slice - 2)
        let radius = min(rect.width, rect.height) / 2 - 10
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY),
            radius: radius,
            startAngle: start,
            endAngle: end,
            clockwise: false
        )
        return path
    }
}

#Preview {
    SpeakerRingView(
        turns: [
            TurnClock.Turn(name: "Ines", finished: true),
            TurnClock.Turn(name: "Tomas"),
            TurnClock.Turn(name: "Wren"),
        ],
        currentIndex: 1,
        colorway: .dusk
    )
    .background(Colorway.dusk.mainColor)
}
