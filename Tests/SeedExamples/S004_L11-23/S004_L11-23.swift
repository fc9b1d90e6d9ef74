#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct TestStack: View {
    
    @State var isShow = false
    
    var body: some View {
        ZStack{
            Text("大家来了 ")
            if isShow {
                Text("你好，哈哈哈").transition(.scale).zIndex(1)
            }
        }
    }
}
