/// Identifies how pixels are made, for baseline sidecars: bump `renderer` whenever a deliberate
/// change alters pixels (rasterizer, compositing, text drawing, layout rules, chrome).
public enum PopshotVersion {
  public static let renderer = "popshot-renderer 1"
}
