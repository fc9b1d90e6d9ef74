import PopshotGraphics
import Testing

@testable import PopshotUI

/// Text fields: a body-text line is 20.287 pt, laid out as 20.333 (rounded up to the 3x pixel);
/// `.roundedBorder` pads it 7 pt sideways and (34 − 20.333) / 2 above and below, so 34 pt tall
/// (TextFieldMetrics.classic, docs/platform.md "TextField").
@Suite struct TextFieldTests {
  let placeholder = try! SRGBColor(hex: "#3C3C43").opacity(0.3)

  @Test func plainFieldFillsTheWidthOneLineTall() throws {
    let res = try renderControls(
      VStack(spacing: 0) {
        TextField("Name", text: .constant("Jane")).id("a")
        TextField("Email", text: .constant(""), prompt: Text("you@example.com")).id("b")
      })
    let line = SF.lineOnPixels(17)
    expectFrames(res.frames, ["a": r(0, 0, 400, line), "b": r(0, line, 400, line)])
    let a = try #require(res.semantics["a"])
    #expect(a.role == .textField && a.label == "Name" && a.value == "Jane")
    let b = try #require(res.semantics["b"])
    #expect(b.label == "Email" && b.value == "")
    // The prompt is drawn in the placeholder colour (tertiary label).
    let prompt = try #require(res.semantics["b/text"])
    #expect(prompt.label == "you@example.com" && prompt.foreground == placeholder)
    #expect(res.semantics["a/text"]?.foreground == .black)
  }

  @Test func roundedBorderIs34Tall() throws {
    let res = try renderControls(
      TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("f"))
    expectFrames(res.frames, ["f": r(0, 0, 400, 34)])
    let text = try #require(res.semantics["f/text"])
    #expect(text.frame.minX == 7 && near(text.frame.minY, (34 - SF.lineOnPixels(17)) / 2))
    #expect(text.label == "Name")
  }

  /// At Medium (a 16 pt body line, 19.09 rounded up to 19.33) the field stays 34 pt tall with
  /// its text centred, as iOS 18 draws it (ModularHomeInventory's filter sheet, docs/platform.md
  /// "TextField"); the padding alone would make it 19.33 + 2 × 6.83 = 33.
  @Test func roundedBorderKeeps34AtMedium() throws {
    let res = try renderControls(
      TextField("Min", text: .constant("$0")).textFieldStyle(.roundedBorder)
        .environment(\.dynamicTypeSize, .medium).id("f"))
    expectFrames(res.frames, ["f": r(0, 0, 400, 34)])
    let text = try #require(res.semantics["f/text"])
    #expect(near(text.frame.minY, (34 - SF.lineOnPixels(16)) / 2))
  }

  /// `.multilineTextAlignment` places the text in the field, as UITextField's textAlignment
  /// does: after a Spacer in a row the field shares the width and its trailing value sits at the
  /// row's end (TimeSheet's wage stepper row, iOS 18: "15,00 €" just before the stepper); a
  /// centred field centres it. The field fills the 400 pt row either way.
  @Test func textAlignmentPlacesTheText() throws {
    let res = try renderControls(
      VStack(spacing: 0) {
        TextField("Wage", text: .constant("15.00")).multilineTextAlignment(.trailing).id("t")
        TextField("Wage", text: .constant("15.00")).multilineTextAlignment(.center).id("c")
        TextField("Wage", text: .constant("15.00")).id("l")
      })
    let t = try #require(res.semantics["t/text"]?.frame)
    let c = try #require(res.semantics["c/text"]?.frame)
    let l = try #require(res.semantics["l/text"]?.frame)
    #expect(near(t.maxX, 400) && near(l.minX, 0))
    #expect(near(c.midX, 200) && near(t.width, l.width))
  }

  @Test func secureFieldDrawsBullets() throws {
    let res = try renderControls(SecureField("Password", text: .constant("abc")).id("p"))
    #expect(res.semantics["p"]?.value == "•••" && res.semantics["p"]?.label == "Password")
    #expect(res.semantics["p/text"]?.label == "•••")
  }

  /// A vertical field is at least the range's lower bound tall and wraps to its upper bound:
  /// 3 lines of 20.287 pt empty; a long text stops at 5 lines; `reservesSpace` keeps 2 lines.
  /// The lines a field reserves are SF Pro's; a text in it is its own height, rounded up to the
  /// 3x pixel.
  @Test func verticalFieldLineLimits() throws {
    let long = String(repeating: "word ", count: 200)
    let res = try renderControls(
      VStack(spacing: 0) {
        TextField("Bio", text: .constant(""), axis: .vertical).lineLimit(3...5).id("empty")
        TextField("Bio", text: .constant(long), axis: .vertical).lineLimit(3...5).id("long")
        TextField("Bio", text: .constant("x"), axis: .vertical).lineLimit(2, reservesSpace: true)
          .id("two")
      })
    // Body lines 20.287 tall, 22 apart (the type table's leading; the gap between lines only).
    let l = SF.line(17)
    let g = 22 - l
    let long5 = SF.onPixels(5 * l + 4 * g)
    expectFrames(
      res.frames,
      [
        "empty": r(0, 0, 400, 3 * l + 2 * g), "long": r(0, 3 * l + 2 * g, 400, long5),
        "two": r(0, 3 * l + 2 * g + long5, 400, 2 * l + g),
      ])
    #expect(res.semantics["long/text"]?.text?.lineCount == 5)
  }

  /// A TextEditor fills what it is offered; its text sits inside UITextView's 5 × 8 pt insets.
  @Test func textEditorFillsItsFrame() throws {
    let res = try renderControls(TextEditor(text: .constant("Notes")).frame(height: 100).id("e"))
    expectFrames(res.frames, ["e": r(0, 0, 400, 100)])
    #expect(res.semantics["e"]?.role == .textField && res.semantics["e"]?.value == "Notes")
    #expect(res.semantics["e"]?.label == nil)
    let text = try #require(res.semantics["e/text"])
    #expect(text.frame.minX == 5 && text.frame.minY == 8)
  }

  /// The input modifiers compile and change nothing in a still.
  @Test func inputModifiersChangeNothing() throws {
    let plain = try renderControls(TextField("Email", text: .constant("a@b.c")).id("f"))
    let modified = try renderControls(
      TextField("Email", text: .constant("a@b.c")).keyboardType(.emailAddress)
        .textContentType(.emailAddress).autocorrectionDisabled().textInputAutocapitalization(
          .never
        ).submitLabel(.next).onSubmit {}.id("f"))
    #expect(plain.semantics == modified.semantics)
  }
}
