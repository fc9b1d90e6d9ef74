#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct CustomBackgroundView: View {
    /// 环境变量 统一控制
    @EnvironmentObject var popObserve: CustomPopObserver
    
    var bgColor: Color = .black.opacity(0.3)
    /// 记录键盘状态
    @State var isShowKeyBoard = false
    
    var body: some View {
        bgColor
            .edgesIgnoringSafeArea(.all)
            .transition(.opacity)
            //对View extension 下面有具体实现
            .keyBoardObserver({ noti, status in
                self.isShowKeyBoard = status
            })
            .onTapGesture {
                if self.isShowKeyBoard {
                    self.hideKeyBoard()
                }else {
                    //自己消失
                    popObserve.backgroundTapPublisher.send()
                }
            }
    }
}
