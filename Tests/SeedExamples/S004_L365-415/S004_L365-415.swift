#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct TestView: View {
    @State var state = false
    @State var isSheet = false
    
    var body: some View {
        NavigationView {
            Color.white.edgesIgnoringSafeArea(.all)
                .overlay(content: {
                    VStack{
                        Button("全屏弹窗") {
                            state = true
                        }
                        .foregroundColor(.white)
                        .frame(width: 100,height: 35)
                        .background(.purple)
                        .cornerRadius(10)
                        .padding(.bottom,10)
                        
                        Button("半屏弹窗") {
                            isSheet = true
                        }
                        .foregroundColor(.white)
                        .frame(width: 100,height: 35)
                        .background(.purple)
                        .cornerRadius(10)
                        
                    }
                })
                .fullScreenCover(isPresented: $state) {
                    ZStack{
                        Color.blue.opacity(0.3).contentShape(Rectangle())
                            .onTapGesture {
                                state = false
                            }
                        
                        Text("这是全屏弹窗").foregroundColor(.red).font(.system(size: 18))
                    }.ignoresSafeArea()
            }
            .sheet(isPresented: $isSheet) {
                ZStack{
                    Color.blue.opacity(0.3).contentShape(Rectangle())
                        .onTapGesture {
                            isSheet = false
                        }
                    
                    Text("这是半屏弹窗").foregroundColor(.red).font(.system(size: 18))
                }.ignoresSafeArea()
            }
        }.navigationTitle(Text("swiftUI"))
    }
}
