#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
#if canImport(Combine)
import Combine
#endif

/// 定义多个弹窗类型，
enum CustomPopType: Int {
    case popView1 = 1
    case popView2
    case popView3
    case popView4
    case popView5
    case popView6
    case popView7
}

class CustomPopObserver: ObservableObject {
    
    /// 点击背景是否需要隐藏
    private var isHiddenWhenTapBackground = true
    /// 设置背景颜色
    var backgroundColor = Color.black.opacity(0.3)
    
    /// 展示第一个视图
    var popType: CustomPopType = .popView1 {
        didSet {
            self.isShowShowPopView = true
        }
    }
    
    ///隐藏展示弹窗控制标识，手动来机型send操作，添加变化的animation
    var isShowShowPopView = false {
        didSet{
            withAnimation(.spring()) {
                self.objectWillChange.send()
            }
        }
    }
    
    /// 点击后面背景触发事件
    let backgroundTapPublisher = ObservableObjectPublisher()
    
    private var cancellabelSet = Set<AnyCancellable>()
    
    init() {
        //订阅backgroundTapPublisher，当有事件触发的时候会进行调用
        backgroundTapPublisher.sink { _ in
            if self.isHiddenWhenTapBackground {
                /// 设置所有状态值为false，隐藏弹窗
                self.isShowShowPopView = false                    
            }
        }
        .store(in: &cancellabelSet)
    }

    func clear() {
        cancellabelSet.forEach { cancellable in
            cancellable.cancel()
        }
        cancellabelSet.removeAll()
    }
    
    deinit {
        clear()
    }
}
