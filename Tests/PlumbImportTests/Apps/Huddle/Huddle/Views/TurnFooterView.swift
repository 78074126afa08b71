import SwiftUI

struct TurnFooterView: View {
    let turns: [TurnClock.Turn]
    var skipAction: () -> Void

    private var turnNumber: Int? {
        guard let index = turns.firstIndex(where: { !$0.finished }) else { return nil }
        return index + 1
    }

    private var isLastTurn: Bool {
        turns.dropLast().allSatisfy(\.finished)
    }

    private var caption: String {
        guard let turnNumber else { return "No more speakers" }
        return isLastTurn ? "Last speaker" : "Speaker \(turnNumber) of \(turns.count)"
    }

    var body: some View {
        HStack {
            Text(caption)
            Spacer()
            if !isLastTurn {
                Button(action: skipAction) {
                    Image(systemName: "forward.fill")
                }
                .accessibilityLabel("Next speaker")
            }
        }
        .padding([.bottom, .horizontal])
    }
}

struct TurnFooterView_Previews: PreviewProvider {
    static var previews: some View {
        TurnFooterView(turns: [TurnClock.Turn(name: "Ines"), TurnClock.Turn(name: "Kofi")], skipAction: {})
            .previewLayout(.sizeThatFits)
    }
}
