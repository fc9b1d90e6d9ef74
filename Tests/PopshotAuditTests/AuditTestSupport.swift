// What the suites share: an iPhone 15 variant, a page, and a scene's findings.
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotAudit

let iPhone15 = Variant(device: Device.named("iphone-15")!, orientation: .portrait, design: .classic)

func findings(_ scene: Scene, profile: Profile = .hig, variant: Variant = iPhone15) throws
  -> [Finding]
{
  var config = AuditConfig()
  config.profile = profile
  return Auditor(config: config).audit(
    fixture: scene.name, try SceneRenderer().render(scene, variant))
}

func page(_ view: some View) -> Scene { Scene(name: "t", page: view) }
