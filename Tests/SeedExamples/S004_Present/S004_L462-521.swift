#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
///自定义弹窗
struct PresentViewTest: View {
    /// 引入环境变量
    @Environment(.viewController) private var vcHolder
    
    var body: some View {
        NavigationView {
            Color.blue.opacity(0.3)
                .edgesIgnoringSafeArea(.all)
                .overlay {
                    Button("弹窗展示") {
                        vcHolder?.present(content: {
                            PresentView1()
                        })
                    }
                    .frame(width: 200,height: 35)
                    .background(.purple)
                    .foregroundColor(.white)
                    .cornerRadius(10)
                }
            
        }.navigationTitle("presentTest")
    }
}

struct PresentView1: View {
    /// 引入环境变量
    @Environment(.viewController) private var vcHolder
    
    @State var isShow = false
    
    var body: some View {
        ZStack{
            Color.black.opacity(0.3).edgesIgnoringSafeArea(.all).onTapGesture {
                withAnimation {
                    isShow = false
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2){
                    vcHolder?.dismiss(animated: true)
                }
            }
            
            Text("我是present界面的弹窗")
                .font(.system(size: 14))
                .padding(15)
                .frame(width: 300,height: 200 )
                .foregroundColor(.black)
                .background(.yellow)
                .cornerRadius(10)
                .scaleEffect(isShow ? 1 : 0)
                .rotationEffect(.degrees(isShow ? 360 : 0))
                .opacity(isShow ? 1: 0)
        }
        .onAppear {
            withAnimation(.easeIn(duration: 0.2)) {
                isShow = true
            }
        }
    }
}
