import SwiftUI

struct AboutView: View {
    private let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
    private let build = Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "1"

    private var year: String {
        Calendar.current.component(.year, from: Date()).formatted(.number.grouping(.never))
    }

    var body: some View {
        List {
            Section {
                VStack(spacing: 8) {
                    Image(systemName: "moon.stars.fill")
                        .font(.system(size: 48))
                        .foregroundStyle(.indigo)
                    Text("Quietude")
                        .font(.title2.bold())
                    Text("Version \(version) (\(build))")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical)
            }
            Section {
                LabeledContent("Made in", value: "Lisbon")
                LabeledContent("Licences", value: "3")
                Link(destination: URL(string: "https://example.com/quietude")!) {
                    Label("Website", systemImage: "safari")
                }
            }
            Section {
                Text("© \(year) Quietude")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle("About")
    }
}

#Preview {
    NavigationStack {
        AboutView()
    }
}
