import SwiftUI

struct ProfileHeaderView: View {
    let observer: Observer

    private var initials: String {
        String(observer.name.split(separator: " ").compactMap(\.first))
    }

    var body: some View {
        HStack(alignment: .avatarCenter, spacing: 16) {
            Text(initials)
                .font(.system(size: 34, weight: .bold, design: .rounded))
                .foregroundStyle(.white)
                .frame(width: 88, height: 88)
                .background(Circle().fill(Color.teal.gradient))
                .alignmentGuide(.avatarCenter) { d in d[VerticalAlignment.center] }
            VStack(alignment: .leading, spacing: 4) {
                Text(observer.name)
                    .font(.title2.bold())
                Text("@\(observer.handle)")
                    .font(.headline)
                    .foregroundStyle(.teal)
                    .alignmentGuide(.avatarCenter) { d in d[VerticalAlignment.center] }
                Label(observer.homePatch, systemImage: "mappin.and.ellipse")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text("Member since \(observer.memberSince)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    ProfileHeaderView(observer: .example)
        .padding()
}
