#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif

struct CustomPopPage: View {
    
    @ObservedObject private var popObserve = CustomPopObserver()
  
    let gradientList: [Gradient] = [.red,.orange,.yellow,.orange,.blue,.indigo,.purple]

    var body: some View {
        VStack{
            Spacer()
            ForEach(0..<7){ index in
                Button("展示弹窗(index + 1)"){
                    popViewAction(index+1)
                }
                .frame(width: 200,height: 40)
                .foregroundColor(.white)
                .background(LinearGradient(gradient: gradientList[index], startPoint: .top, endPoint: .bottom))
                .cornerRadius(10)
                .padding(.top,5)
            }
            Spacer()
        }
        .modifier(CustomPopViewModifier(transition: getTransitionWithIndex(popObserve.popType),content: {
            switch popObserve.popType {
            case .popView1:
                CustomPopView1()
            case .popView2:
                CustomPopView2()
            case .popView3:
                CustomPopView3()
            case .popView4:
                CustomPopView4()
            case .popView5:
                CustomPopView1()
            case .popView6:
                CustomPopView2()
            case .popView7:
                CustomPopView1()
            }
        }))
        .environmentObject(popObserve)
    }
    
    func popViewAction(_ idx: Int)  {
        guard let type = CustomPopType(rawValue: idx) else {
            return
        }
        popObserve.popType = type
    }
    
    func getTransitionWithIndex(_ index: CustomPopType) -> AnyTransition {
        switch index.rawValue {
        case 1:
            return .topStyle
        case 2:
            return .bottomStyle
        case 3:
            return .topAndBottomStyle
        case 4:
            return .bottomAndTopStyle
        case 5:
            return .leadingStyle
        case 6:
            return .leadingAndTrailingStyle
        case 7:
            return .trailingStyle
        default:
            return .bottomStyle
        }
    }
}
