import PlumbLayout
import PlumbScriptAPI
import PlumbUIKit
import Testing

/// The value sets against the layout core's own raw values: a case added to a core enum and not
/// to the registry (or the other way round) fails here, so a script, the types file and the
/// importer can never offer a name the layout does not have.
@Suite("The script API's value sets")
struct ValueSetTests {
    @Test func coloursAreTheRenderersNamedColours() {
        #expect(ScriptAPI.colours.values == PlumbColor.Named.allCases.map(\.rawValue))
        // Every spelling is a name the drawing knows, standing for a value of the set.
        for (spelling, value) in ScriptAPI.colours.spellings {
            #expect(ColorValue.named[spelling] == ColorValue.named[value], "\(spelling)")
            #expect(ScriptAPI.colours.values.contains(value))
        }
        #expect(Set(ColorValue.named.keys) == ScriptAPI.colours.accepted)
    }

    @Test func textAndFontSetsAreTheCoresEnums() {
        #expect(ScriptAPI.textStyles.values == FontStyle.allCases.map(\.rawValue))
        #expect(ScriptAPI.fontWeights.values == Font.Weight.allCases.map(\.rawValue))
        #expect(ScriptAPI.fontDesigns.values == Font.Design.allCases.map(\.rawValue))
        #expect(ScriptAPI.textAlignments.values == TextAlignment.allCases.map(\.rawValue))
        #expect(ScriptAPI.truncationModes.values == TruncationMode.allCases.map(\.rawValue))
        #expect(ScriptAPI.dynamicTypeSizes.values == DynamicTypeSize.allCases.map(\.rawValue))
    }

    @Test func environmentAndControlSetsAreTheCoresEnums() {
        #expect(ScriptAPI.sizeClasses.values == UserInterfaceSizeClass.allCases.map(\.rawValue))
        #expect(ScriptAPI.controlSizes.values == ControlSize.allCases.map(\.rawValue))
        #expect(ScriptAPI.imageScales.values == ImageScale.allCases.map(\.rawValue))
        #expect(ScriptAPI.contentModes.values == ContentMode.allCases.map(\.rawValue))
        #expect(ScriptAPI.linePatterns.values == LinePattern.allCases.map(\.rawValue))
        #expect(ScriptAPI.buttonStyles.values == ButtonStyle.named.map(\.0))
        #expect(ScriptAPI.labelStyles.values == LabelStyle.allCases.filter { $0 != .tabItem }.map(\.rawValue))
        #expect(ScriptAPI.titleDisplayModes.values == TitleDisplayMode.allCases.map(\.rawValue))
        #expect(ScriptAPI.tabViewStyles.values == TabViewStyle.allCases.map(\.rawValue))
        #expect(ScriptAPI.textCases.values == TextCase.allCases.map(\.rawValue))
        #expect(ScriptAPI.buttonBorderShapes.values == ButtonBorderShape.named.map(\.0))
        #expect(ScriptAPI.toggleStyles.values == ToggleStyle.allCases.map(\.rawValue))
        #expect(ScriptAPI.textFieldStyles.values == TextFieldStyle.allCases.map(\.rawValue))
        #expect(ScriptAPI.pickerStyles.values == PickerStyle.allCases.map(\.rawValue))
        #expect(ScriptAPI.progressViewStyles.values == ProgressViewStyle.allCases.map(\.rawValue))
        #expect(ScriptAPI.listStyles.values == ListStyle.allCases.map(\.rawValue))
    }

    @Test func uiKitSetsAreTheStacksEnums() {
        #expect(ScriptAPI.stackDistributions.values == StackDistribution.allCases.map(\.rawValue))
        // `top` and `bottom` are UIKit's other names for `leading` and `trailing`.
        #expect(
            Set(ScriptAPI.stackAlignments.values)
                == Set(StackAlignment.allCases.map(\.rawValue)).union(["top", "bottom"]))
    }

    @Test func everySetIsNamedOnceAndListsEachValueOnce() {
        var names: Set<String> = []
        for set in ScriptAPI.valueSets {
            #expect(names.insert(set.name).inserted, "\(set.name) is declared twice")
            #expect(Set(set.values).count == set.values.count, "\(set.name) lists a value twice")
            #expect(set.spellings.keys.allSatisfy { !set.values.contains($0) }, "\(set.name)")
            #expect(!set.summary.isEmpty, "\(set.name)")
        }
    }

    @Test func aSetReadsItsSpellings() {
        #expect(ScriptAPI.colours.value("grey") == "gray")
        #expect(ScriptAPI.colours.value("gray") == "gray")
        #expect(ScriptAPI.colours.value("Gray") == nil)
        #expect(ScriptAPI.horizontalAlignments.listed == "leading, center, trailing")
        #expect(
            ScriptAPI.horizontalAlignments.luaType == "\"leading\"|\"center\"|\"trailing\"|HorizontalAlignmentValue")
    }
}
