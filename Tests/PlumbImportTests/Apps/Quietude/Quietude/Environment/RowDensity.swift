import SwiftUI

/// How tall the settings rows are; the whole screen reads it from the environment.
enum RowDensity {
    case regular
    case compact

    var iconSize: CGFloat {
        switch self {
        case .regular: 30
        case .compact: 24
        }
    }

    var verticalPadding: CGFloat {
        switch self {
        case .regular: 6
        case .compact: 1
        }
    }
}

private struct RowDensityKey: EnvironmentKey {
    static let defaultValue: RowDensity = .regular
}

private struct SettingsTintKey: EnvironmentKey {
    static let defaultValue: Color = .indigo
}

extension EnvironmentValues {
    var rowDensity: RowDensity {
        get { self[RowDensityKey.self] }
        set { self[RowDensityKey.self] = newValue }
    }

    var settingsTint: Color {
        get { self[SettingsTintKey.self] }
        set { self[SettingsTintKey.self] = newValue }
    }
}

extension View {
    func rowDensity(_ density: RowDensity) -> some View {
        environment(\.rowDensity, density)
    }

    func settingsTint(_ color: Color) -> some View {
        environment(\.settingsTint, color)
    }
}
