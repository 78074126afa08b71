import SwiftUI

/// The package's entry point: an app target shows this in its WindowGroup.
public struct FieldnotesRootView: View {
    @State private var sightings = Sighting.samples
    private let observer = Observer.example

    public init() {}

    public var body: some View {
        TabView {
            SightingLogView(sightings: $sightings)
                .tabItem {
                    Label("Log", systemImage: "list.bullet.rectangle")
                }
            ObserverProfileView(observer: observer, sightings: sightings)
                .tabItem {
                    Label("Profile", systemImage: "person.crop.circle")
                }
        }
        .tint(.teal)
    }
}

#Preview {
    FieldnotesRootView()
}
