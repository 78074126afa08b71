import SwiftUI

@main
struct HuddleApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
