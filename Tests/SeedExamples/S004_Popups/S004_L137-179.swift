#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif

struct CustomPopViewModifier<T : View>: ViewModifier {
    /// 环境变量，只要有变化就会重绘依赖的view
    @EnvironmentObject var showData: CustomPopObserver
    /// 定义属性的时候不能设置为 some View 只能用一个泛型先替换
    private var customView: T
    /// 展示的时候执行的动画
    var transition: AnyTransition
    /// 弹窗的背景色
    var bgColor: Color

    ///使用ViewBuilder 可以传入多个View 进行动态设置
    init(bgColor: Color = .black.opacity(0.3),
         transition:AnyTransition = .bottomStyle,
         @ViewBuilder content:() -> T){
        self.bgColor = bgColor
        self.transition = transition
        self.customView = content()
    }
    
    func body(content: Content) -> some View {
        ZStack{
            //上层的View，在包装的时放到最下层
            content.zIndex(0)
            //添加背景
            if showData.isShowShowPopView {
                //添加背景图片
                CustomBackgroundView(bgColor: bgColor).transition(.opacity).zIndex(1)
                /// 包裹一层的原因: 在执行动画的时候 从下到现在 在消失是从.bottom 到 .bottom ，不设置为全屏幕的大小不会从边缘进行动画，包裹的这一层是全屏幕大小
                Rectangle()
                    .fill(.clear)
                    .overlay(content: {
                        self.customView
                    })
                    .frame(width: kScreenWidth,height: kScreenHeight)
                    .ignoresSafeArea()
                    .transition(transition)
                    .zIndex(2)
            }
        }.ignoresSafeArea(.keyboard)
    }
}
