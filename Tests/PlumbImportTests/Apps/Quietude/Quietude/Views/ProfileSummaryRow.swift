import SwiftUI

struct ProfileSummaryRow: View {
    let name: String
    let email: String

    private var initials: String {
        name.split(separator: " ")
            .prefix(2)
            .compactMap(\.first)
            .map { String($0) }
            .joined()
    }

    var body: some View {
        HStack(spacing: 14) {
            Text(initials)
                .font(.title3.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 56, height: 56)
                .background(
                    Circle().fill(LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom))
                )
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.title3)
                Text(email)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 4)
    }
}

struct ProfileSummaryRow_Previews: PreviewProvider {
    static var previews: some View {
        List {
            ProfileSummaryRow(name: "Noor Haddad", email: "noor@example.com")
        }
    }
}
