// gist.github.com/Tiagoperes/02cb138c716153da2881ab219b9efa64 (Example1)
import SwiftUI

struct Example1: View {
    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            HStack() { Text("R") }
                .frame(maxWidth: .infinity, maxHeight: 80, alignment: .topLeading)
                .background(Color.red)
            HStack() { Text("G") }
                .frame(maxWidth: .infinity, maxHeight: 50, alignment: .topLeading)
                .background(Color.green)
            HStack() { Text("B") }
                .frame(maxWidth: .infinity, maxHeight: 50, alignment: .topLeading)
                .background(Color.blue)
        }
        .frame(maxWidth: .infinity)
        .background(Color.gray)
    }
}
