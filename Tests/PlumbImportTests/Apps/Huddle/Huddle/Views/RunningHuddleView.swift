import SwiftUI

struct RunningHuddleView: View {
    @Binding var huddle: Huddle
    @State private var clock = TurnClock()

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(huddle.colorway.mainColor)
            VStack {
                ClockHeaderView(
                    secondsElapsed: clock.secondsElapsed,
                    secondsRemaining: clock.secondsRemaining,
                    colorway: huddle.colorway
                )
                SpeakerRingView(turns: clock.turns, currentIndex: clock.currentIndex, colorway: huddle.colorway)
                TurnFooterView(turns: clock.turns, skipAction: clock.skipTurn)
            }
        }
        .padding()
        .foregroundStyle(huddle.colorway.inkColor)
        .onAppear {
            clock.reset(lengthInMinutes: huddle.lengthInMinutes, names: huddle.participants.map(\.name))
            clock.start()
        }
        .onDisappear {
            clock.stop()
            let record = MeetingRecord(
                date: Date(),
                attendeeNames: huddle.participants.map(\.name),
                minutesUsed: clock.secondsElapsed / 60,
                notes: ""
            )
            huddle.history.insert(record, at: 0)
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    RunningHuddleView(huddle: .constant(Huddle.sampleData[2]))
}
