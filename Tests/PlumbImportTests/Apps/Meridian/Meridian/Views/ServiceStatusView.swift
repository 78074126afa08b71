import SwiftUI

struct ServiceStatusView: View {
    private enum LoadState {
        case loading
        case loaded([ServiceStatus])
        case failed(String)
    }

    @State private var state = LoadState.loading
    private let endpoint = URL(string: "https://status.example.com/api/services.json")!

    var body: some View {
        NavigationStack {
            Group {
                switch state {
                case .loading:
                    ProgressView("Checking services…")
                case .loaded(let services):
                    List(services, id: \.service) { service in
                        HStack {
                            Image(systemName: service.healthy ? "checkmark.seal.fill" : "exclamationmark.triangle.fill")
                                .foregroundStyle(service.healthy ? Color.green : Color.orange)
                            VStack(alignment: .leading) {
                                Text(service.service)
                                Text(service.checkedAt, format: .relative(presentation: .named))
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text("\(service.latencyMilliseconds) ms")
                                .font(.callout.monospacedDigit())
                        }
                    }
                case .failed(let message):
                    ContentUnavailableView(
                        "Status unavailable",
                        systemImage: "wifi.exclamationmark",
                        description: Text(message)
                    )
                }
            }
            .navigationTitle("Service")
            .task {
                await load()
            }
            .refreshable {
                await load()
            }
        }
    }

    private func load() async {
        do {
            let (data, _) = try await URLSession.shared.data(from: endpoint)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let services = try decoder.decode([ServiceStatus].self, from: data)
            state = .loaded(services.sorted { !$0.healthy && $1.healthy })
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}

#Preview {
    ServiceStatusView()
}
