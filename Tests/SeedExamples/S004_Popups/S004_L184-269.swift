#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
extension AnyTransition {
    
    static let popupBackgroundStyle = AnyTransition.opacity
    
    static let bottomStyle = AnyTransition.slideToEdge(insertion: .bottom, removal: .bottom)
    
    static let topStyle = AnyTransition.slideToEdge(insertion: .top, removal: .top)
    
    static let leadingStyle = AnyTransition.slideToEdge(insertion: .leading,removal: .leading)
    
    static let trailingStyle = AnyTransition.slideToEdge(insertion: .trailing,removal: .trailing)
    
    static let leadingAndTrailingStyle = AnyTransition.slideToEdge(insertion: .leading,removal:.trailing)
    
    static let trailingAndLeadingStyle = AnyTransition.slideToEdge(insertion: .trailing,removal:.leading)
    
    static let topAndBottomStyle = AnyTransition.slideToEdge(insertion: .top,removal: .bottom)
    
    static let bottomAndTopStyle = AnyTransition.slideToEdge(insertion: .bottom,removal: .top)
    
    private enum MoveDirection {
        case leading
        case trailing
        case top
        case bottom
    }
    
    private static func slideToEdge(
        insertion: MoveDirection? = .leading,
        removal: MoveDirection? = .trailing
    ) -> AnyTransition {
        return AnyTransition.asymmetric(
            insertion: createMoveTransition(insertion!),
            removal: createMoveTransition(removal!)
        )
    }

    private static func createMoveTransition(
        _ direction: MoveDirection
    ) -> AnyTransition {
        switch direction {
            case .leading:  return AnyTransition.move(edge: .leading)
            case .trailing: return AnyTransition.move(edge: .trailing)
            case .top:      return AnyTransition.move(edge: .top)
            case .bottom:   return AnyTransition.move(edge: .bottom)
        }
    }
}

extension AnyTransition {
    static var fly: AnyTransition {
        AnyTransition.modifier(active: FlyModifier(pct: 0), identity: FlyModifier(pct: 1))
    }
}

struct FlyModifier: GeometryEffect {
    var pct: Double
    
    var animatableData: Double {
        get {
            pct
        }
        set {
            pct = newValue
        }
    }
    
    func effectValue(size: CGSize) -> ProjectionTransform {
        let a = CGFloat(Angle(degrees: 90 * (1 - pct)).radians)
        
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        
        transform3d = CATransform3DRotate(transform3d, a, 1, 0, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2.0, -size.width / 2.0, 0)
        
        let afffineTransform1 = ProjectionTransform(CGAffineTransform(translationX: size.width / 2.0, y: size.width / 2.0))
        let afffineTransform2 = ProjectionTransform(CGAffineTransform(scaleX: CGFloat(pct * 2), y: CGFloat(pct * 2)))
        
        if pct <= 0.5 {
            return ProjectionTransform(transform3d).concatenating(afffineTransform2).concatenating(afffineTransform1)
        } else {
            return ProjectionTransform(transform3d).concatenating(afffineTransform1)
        }
    }
}
