import Foundation
import Observation

/// Counts a huddle down and hands the floor from one participant to the next.
@Observable
final class TurnClock {
    struct Turn: Identifiable {
        let id = UUID()
        let name: String
        var finished = false
    }

    private(set) var turns: [Turn] = []
    private(set) var secondsElapsed = 0
    private(set) var secondsRemaining = 0
    private(set) var currentIndex = 0

    @ObservationIgnored private var ticker: Timer?
    @ObservationIgnored private var secondsPerTurn = 0
    @ObservationIgnored private var secondsIntoTurn = 0

    var currentName: String {
        turns.indices.contains(currentIndex) ? turns[currentIndex].name : "Nobody"
    }

    func reset(lengthInMinutes: Int, names: [String]) {
        turns = names.map { Turn(name: $0) }
        secondsElapsed = 0
        secondsRemaining = lengthInMinutes * 60
        currentIndex = 0
        secondsIntoTurn = 0
        secondsPerTurn = names.isEmpty ? secondsRemaining : secondsRemaining / names.count
    }

    func start() {
        ticker?.invalidate()
        ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    func stop() {
        ticker?.invalidate()
        ticker = nil
    }

    func skipTurn() {
        guard turns.indices.contains(currentIndex) else { return }
        turns[currentIndex].finished = true
        currentIndex += 1
        secondsIntoTurn = 0
    }

    private func tick() {
        guard secondsRemaining > 0 else {
            stop()
            return
        }
        secondsElapsed += 1
        secondsRemaining -= 1
        secondsIntoTurn += 1
        if secondsIntoTurn >= secondsPerTurn {
            skipTurn()
        }
    }
}
