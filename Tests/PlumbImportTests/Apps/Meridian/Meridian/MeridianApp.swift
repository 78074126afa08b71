import SwiftUI

@main
struct MeridianApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
