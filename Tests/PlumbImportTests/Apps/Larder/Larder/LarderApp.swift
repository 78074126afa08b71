import SwiftUI

@main
struct LarderApp: App {
    @State private var book = RecipeBook()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(book)
        }
    }
}
