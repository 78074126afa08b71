import MapKit
import SwiftUI

/// MapKit's map view, with a pin for every station.
struct StationMap: UIViewRepresentable {
    let stations: [Station]

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        mapView.pointOfInterestFilter = .excludingAll
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.removeAnnotations(mapView.annotations)
        let pins = stations.map { station -> MKPointAnnotation in
            let pin = MKPointAnnotation()
            pin.coordinate = station.coordinate
            pin.title = station.name
            pin.subtitle = station.status.rawValue.capitalized
            return pin
        }
        mapView.addAnnotations(pins)
        mapView.showAnnotations(pins, animated: false)
    }
}

struct StationMapScreen: View {
    let stations: [Station]

    var body: some View {
        StationMap(stations: stations)
            .ignoresSafeArea(edges: .bottom)
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: 6) {
                    ForEach(Station.Status.allCases, id: \.self) { status in
                        Label(status.rawValue.capitalized, systemImage: status.symbol)
                            .foregroundStyle(status.color)
                    }
                }
                .font(.caption)
                .padding(10)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
                .padding()
            }
            .navigationTitle("Map")
            .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    NavigationStack {
        StationMapScreen(stations: Station.samples)
    }
}
