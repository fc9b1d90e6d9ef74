// EditButton (SwiftUI's EditButton): the "Edit" bar button that turns on edit mode. A still is
// not in edit mode, so it reads "Edit"; it is a button with the action "edit".

/// A button that toggles the edit mode of the views around it (SwiftUI's EditButton).
public nonisolated struct EditButton: View {
  public init() {}
  public var body: some View { Button("Edit", actionName: "edit") }
}
