/// One unit of rendering work: a scene on a variant.
public struct RenderJob: Sendable {
  public let scene: Scene
  public let variant: Variant
  /// The only audit rules the job runs, by id (the clipping sweep's `text.clipped`): such a job
  /// is laid out and audited, never verified nor written as a render. Nil: a whole job.
  public let rules: Set<AuditRuleID>?
  public init(scene: Scene, variant: Variant, rules: Set<AuditRuleID>? = nil) {
    self.scene = scene
    self.variant = variant
    self.rules = rules
  }
}
