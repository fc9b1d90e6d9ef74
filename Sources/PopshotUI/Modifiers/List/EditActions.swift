// `.onDelete` and `.onMove` on a ForEach: deleting and reordering rows are gestures and edit mode,
// which a still does not show, so they change nothing.

extension ForEach {
  /// Lets rows be deleted by swiping or in edit mode; changes nothing in a still.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
  /// Lets rows be reordered in edit mode; changes nothing in a still.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}
