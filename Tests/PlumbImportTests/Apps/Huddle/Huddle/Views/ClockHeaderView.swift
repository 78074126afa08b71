import SwiftUI

struct ClockHeaderView: View {
    let secondsElapsed: Int
    let secondsRemaining: Int
    let colorway: Colorway

    private var totalSeconds: Int {
        secondsElapsed + secondsRemaining
    }

    private var progress: Double {
        guard totalSeconds > 0 else { return 1 }
        return Double(secondsElapsed) / Double(totalSeconds)
    }

    private var remainingText: String {
        String(format: "%d:%02d", secondsRemaining / 60, secondsRemaining % 60)
    }

    var body: some View {
        VStack(spacing: 8) {
            ProgressView(value: progress)
                .tint(colorway.inkColor)
            HStack {
                VStack(alignment: .leading) {
                    Text("Elapsed")
                        .font(.caption)
                    Label("\(secondsElapsed / 60) min", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Remaining")
                        .font(.caption)
                    Text(remainingText)
                        .monospacedDigit()
                }
            }
        }
        .padding([.top, .horizontal])
    }
}

struct ClockHeaderView_Previews: PreviewProvider {
    static var previews: some View {
        ClockHeaderView(secondsElapsed: 60, secondsRemaining: 540, colorway: .harbor)
            .previewLayout(.sizeThatFits)
    }
}
