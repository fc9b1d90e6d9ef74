// `.tag`: a value that stands for a view among its siblings (a Picker's option, a TabView's
// tab). It changes nothing in layout or drawing. A container reads it from the views it holds
// (`tagValue(of:)`, before they are reduced) or from their reduced trees, where it is the
// `TagKey` preference.

nonisolated extension View {
  /// The value that stands for this view in a Picker (or a TabView): the selection's value.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modified(TagModifier(tag: AnyHashable(tag)))
  }
}

/// `.tag`: read by containers through `tagValue(of:)`, or as the `TagKey` preference.
struct TagModifier: LayoutModifier {
  let tag: AnyHashable
  /// The outermost tag is the view's: an inner one does not show through.
  func preference(_ key: AnyPreferenceKey, of content: ViewNode) -> Any? {
    key.id == ObjectIdentifier(TagKey.self) ? tag : content.preference(key)
  }
}

/// The tag a reduced child carries.
struct TagKey: PreferenceKey {
  static func reduce(value: inout AnyHashable?, nextValue: () -> AnyHashable?) {
    value = nextValue() ?? value
  }
}

/// The tag set on `view` with `.tag`, looking through the other modifiers around it; nil when it
/// has none.
func tagValue(of view: any View) -> AnyHashable? {
  if let tagged = view as? ModifiedView<TagModifier> { return tagged.modifier.tag }
  if let modified = view as? AnyModifiedView { return tagValue(of: modified.content) }
  if let any = view as? AnyView { return tagValue(of: any.view) }
  if let shown = view as? Conditional { return tagValue(of: shown.view) }
  return nil
}

/// A container's children with their tags: a ForEach gives its rows, tagged with `.tag` or else
/// with their identities; the shown branch of an `if` gives its views; other views stand for
/// themselves.
func taggedChildren(_ list: ViewList) -> [(view: any View, tag: AnyHashable?)] {
  list.views.flatMap { view -> [(view: any View, tag: AnyHashable?)] in
    if let each = view as? any Rows {
      let ids = each.rowIDs()
      return each.rows.enumerated().map { i, row in
        (row, tagValue(of: row) ?? (i < ids.count ? ids[i] : nil))
      }
    }
    if let inner = view as? ViewList { return taggedChildren(inner) }
    // A view of an `if`'s branch shown: what it holds, a ForEach's rows included.
    if let shown = view as? Conditional { return taggedChildren(ViewList.of(shown.view)) }
    return [(view, tagValue(of: view))]
  }
}

/// The text a view shows as a choice (a picker's option): a `Text`'s string, through modifiers and
/// `AnyView`; nil for any other view.
func optionText(of view: any View) -> String? {
  if let text = view as? Text { return text.string }
  if let modified = view as? AnyModifiedView { return optionText(of: modified.content) }
  if let any = view as? AnyView { return optionText(of: any.view) }
  return nil
}
