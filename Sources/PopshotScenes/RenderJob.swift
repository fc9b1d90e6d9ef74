/// One unit of rendering work: a scene on a variant.
public struct RenderJob: Sendable {
  public let scene: Scene
  public let variant: Variant
  public init(scene: Scene, variant: Variant) {
    self.scene = scene
    self.variant = variant
  }
}
