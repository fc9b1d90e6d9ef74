// JSON read where it lies. A tree of `JSON` values costs several times its text (a 3.5 MB fixture
// made a 19 MB tree), and a fixture is read once, front to back, into views. So one pass checks
// the syntax and notes only where each object and list ends (8 bytes each); strings and numbers
// are decoded from the text when the reader asks for them. Errors are those of the tree-building
// parser it replaced, at the same places, so messages did not change.

/// JSON text checked and indexed, read in place: valid only inside `read`.
package final class JSONDocument {
  /// The text's UTF-8 bytes (borrowed from the String for the length of `read`).
  package let bytes: UnsafeBufferPointer<UInt8>
  /// For each object and list, in the order they open: the offset just past its closing bracket,
  /// and the number of the first object or list that opens after it.
  package let containers: [Container]
  private let rootOffset: Int
  package var root: JSONRef { JSONRef(document: self, offset: rootOffset, ordinal: 0) }

  package struct Container {
    package var end: UInt32
    package var next: UInt32
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, containers: [Container], root: Int) {
    self.bytes = bytes
    self.containers = containers
    self.rootOffset = root
  }

  /// Checks `text` and passes its value to `body`, which must not keep it; a syntax error is
  /// thrown as `syntaxError` makes it.
  package static func read<R, E: Error>(
    _ text: String, syntaxError: (JSONSyntaxError) -> E, body: (JSONRef) throws(E) -> R
  ) throws(E) -> R {
    var text = text
    let result: Result<R, E> = text.withUTF8 { bytes in
      var indexer = JSONIndexer(bytes: bytes)
      let root: Int
      do throws(JSONSyntaxError) {
        root = try indexer.document()
      } catch {
        return .failure(syntaxError(error))
      }
      let document = JSONDocument(bytes: bytes, containers: indexer.containers, root: root)
      do throws(E) { return .success(try body(document.root)) } catch { return .failure(error) }
    }
    return try result.get()
  }

  /// The path of the value at `offset`, as fixture errors write it (`page.view.vstack[2]`, ""
  /// for the whole value): worked out only when an error names it, not kept for every value.
  package func path(to offset: Int) -> String {
    var path = ""
    var at: JSONRef = root
    while at.offset != offset {
      var children = at.children()
      var found = false
      while let c = children.next() {
        let child = c.value
        let inside =
          child.isContainer && child.offset < offset && offset < Int(containers[child.ordinal].end)
        guard child.offset == offset || inside else { continue }
        if let key = c.key {
          path = path.isEmpty ? key.quotable : "\(path).\(key.quotable)"
        } else {
          path += "[\(c.index)]"
        }
        at = child
        found = true
        break
      }
      if !found { break }
    }
    return path
  }
}

/// A value in a JSONDocument: where it starts, and which object or list it is or comes before.
package struct JSONRef {
  package let document: JSONDocument
  /// The offset of the value's first byte.
  package let offset: Int
  /// An object's or list's number in `document.containers`; for any other value, the number of
  /// the next object or list to open.
  package let ordinal: Int

  private var first: UInt8 { document.bytes[offset] }
  package var isObject: Bool { first == UInt8(ascii: "{") }
  package var isArray: Bool { first == UInt8(ascii: "[") }
  package var isContainer: Bool { isObject || isArray }
  package var path: String { document.path(to: offset) }

  /// The value itself for a string, number, boolean or null; an empty object or list for a
  /// container, whose contents `members` and `items` read.
  package var shallow: JSON {
    var reader = JSONIndexer(bytes: document.bytes, at: offset)
    switch first {
    case UInt8(ascii: "{"): return .object([])
    case UInt8(ascii: "["): return .array([])
    case UInt8(ascii: "\""): return .string(reader.decodedString())
    case UInt8(ascii: "t"): return .bool(true)
    case UInt8(ascii: "f"): return .bool(false)
    case UInt8(ascii: "n"): return .null
    default: return .number(reader.decodedNumber())
    }
  }

  /// An object's members in order (none for any other value).
  package var members: [(key: String, value: JSONRef)] {
    var all: [(key: String, value: JSONRef)] = []
    guard isObject else { return all }
    var children = children()
    while let c = children.next() { all.append((c.key ?? "", c.value)) }
    return all
  }

  /// A list's items in order (none for any other value).
  package var items: [JSONRef] {
    var all: [JSONRef] = []
    guard isArray else { return all }
    var children = children()
    while let c = children.next() { all.append(c.value) }
    return all
  }

  package func children() -> Children { Children(of: self) }

  /// An object's members or a list's items, one by one: the key (nil in a list), the index and
  /// the value.
  package struct Children: IteratorProtocol {
    private let document: JSONDocument
    private var reader: JSONIndexer
    private var ordinal: Int
    private var index = 0
    private let isObject: Bool
    private var done: Bool

    package init(of container: JSONRef) {
      document = container.document
      reader = JSONIndexer(bytes: document.bytes, at: container.offset + 1)
      ordinal = container.ordinal + 1
      isObject = container.isObject
      done = !container.isContainer
    }

    package mutating func next() -> (key: String?, index: Int, value: JSONRef)? {
      guard !done else { return nil }
      reader.skipSpace()
      guard reader.i < document.bytes.count,
        document.bytes[reader.i] != UInt8(ascii: isObject ? "}" : "]")
      else {
        done = true
        return nil
      }
      var key: String?
      if isObject {
        key = reader.decodedString()
        reader.skipSpace()
        reader.i += 1  // the colon
        reader.skipSpace()
      }
      let value = JSONRef(document: document, offset: reader.i, ordinal: ordinal)
      if value.isContainer {
        let c = document.containers[ordinal]
        reader.i = Int(c.end)
        ordinal = Int(c.next)
      } else {
        reader.skipScalar()
      }
      reader.skipSpace()
      if reader.i < document.bytes.count && document.bytes[reader.i] == UInt8(ascii: ",") {
        reader.i += 1
      }
      index += 1
      return (key, index - 1, value)
    }
  }
}

/// The syntax check that builds a JSONDocument's index, and the decoding of its strings and
/// numbers when they are read.
package struct JSONIndexer {
  package let bytes: UnsafeBufferPointer<UInt8>
  package var i: Int
  package var containers: [JSONDocument.Container] = []

  package init(bytes: UnsafeBufferPointer<UInt8>, at offset: Int = 0) {
    self.bytes = bytes
    self.i = offset
  }

  /// Checks the whole text; returns where its value starts.
  package mutating func document() throws(JSONSyntaxError) -> Int {
    // Offsets are kept in 32 bits, so that the index costs 8 bytes per object or list.
    guard bytes.count < Int(UInt32.max) else { throw error("the text is larger than 4 GiB") }
    skipSpace()
    let root = i
    try value(depth: 0)
    skipSpace()
    if i < bytes.count { throw error("unexpected text after the end of the JSON value") }
    return root
  }

  package func error(_ message: String) -> JSONSyntaxError {
    var line = 1
    var column = 1
    for b in bytes[0..<min(i, bytes.count)] {
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSyntaxError(line: line, column: column, message: message)
  }

  package mutating func skipSpace() {
    while i < bytes.count {
      let b = bytes[i]
      guard b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D else { return }
      i += 1
    }
  }

  /// Opens the next object or list in the index; returns its number.
  private mutating func open() -> Int {
    containers.append(JSONDocument.Container(end: 0, next: 0))
    return containers.count - 1
  }
  private mutating func close(_ k: Int) {
    containers[k] = JSONDocument.Container(end: UInt32(i), next: UInt32(containers.count))
  }

  /// Reads an opening bracket and the space after it: the container's number, or nil when its
  /// closing bracket follows at once (read, and the empty container closed).
  private mutating func start(closing: Unicode.Scalar) -> Int? {
    let k = open()
    i += 1
    skipSpace()
    if i < bytes.count && bytes[i] == UInt8(ascii: closing) {
      i += 1
      close(k)
      return nil
    }
    return k
  }

  /// After an object's member or a list's element: true at the closing bracket (read, and the
  /// container closed), false at a comma (read).
  private mutating func next(closing: Unicode.Scalar, _ k: Int) throws(JSONSyntaxError) -> Bool {
    skipSpace()
    guard i < bytes.count else {
      throw error("expected ',' or '\(closing)', found the end of the file")
    }
    if bytes[i] == UInt8(ascii: ",") {
      i += 1
      return false
    }
    if bytes[i] == UInt8(ascii: closing) {
      i += 1
      close(k)
      return true
    }
    throw error("expected ',' or '\(closing)'")
  }

  private mutating func value(depth: Int) throws(JSONSyntaxError) {
    guard depth < 200 else { throw error("nested too deeply") }
    guard i < bytes.count else { throw error("expected a value, found the end of the file") }
    switch bytes[i] {
    case UInt8(ascii: "{"):
      guard let k = start(closing: "}") else { return }
      var keys = Keys()
      while true {
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
          throw error("expected a key in double quotes")
        }
        let key = try string(keeping: true)
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
          throw error("expected ':' after the key \"\(key)\"")
        }
        i += 1
        skipSpace()
        guard keys.insert(key) else { throw error("the key \"\(key)\" appears twice") }
        try value(depth: depth + 1)
        if try next(closing: "}", k) { return }
      }
    case UInt8(ascii: "["):
      guard let k = start(closing: "]") else { return }
      while true {
        skipSpace()
        try value(depth: depth + 1)
        if try next(closing: "]", k) { return }
      }
    case UInt8(ascii: "\""):
      _ = try string(keeping: false)
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default:
      _ = try number()
    }
  }

  /// An object's keys so far, to refuse a second one. Compared as Swift strings (canonically
  /// equivalent keys are the same key); a set once there are more than a few, so that an object
  /// with many keys is checked in linear time.
  private struct Keys {
    var list: [String] = []
    var set: Set<String>?
    mutating func insert(_ key: String) -> Bool {
      if set != nil { return set!.insert(key).inserted }
      if list.contains(key) { return false }
      list.append(key)
      if list.count > 16 {
        set = Set(list)
        list = []
      }
      return true
    }
  }

  private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
    let n = word.utf8CodeUnitCount
    guard i + n <= bytes.count,
      (0..<n).allSatisfy({ bytes[i + $0] == word.utf8Start[$0] })
    else {
      throw error("expected a value")
    }
    i += n
  }

  /// The offset past the string, number or literal at `i`, which the check has passed.
  package mutating func skipScalar() {
    switch bytes[i] {
    case UInt8(ascii: "\""):
      i += 1
      while bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
      i += 1
    case UInt8(ascii: "t"), UInt8(ascii: "n"): i += 4
    case UInt8(ascii: "f"): i += 5
    default: skipNumber()
    }
  }

  private mutating func skipNumber() {
    if i < bytes.count && bytes[i] == UInt8(ascii: "-") { i += 1 }
    while i < bytes.count {
      switch bytes[i] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"),
        UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"):
        i += 1
      default: return
      }
    }
  }

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = i
    skipNumber()
    // The bytes are ASCII (digits, signs, point and exponent): decoding cannot fail or change.
    guard i > start,
      let v = Double(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)),
      v.isFinite
    else {
      i = start
      throw error("expected a value")
    }
    return v
  }

  /// The number at `i`, which the check has passed.
  package mutating func decodedNumber() -> Double { (try? number()) ?? 0 }

  /// The string at `i`, which the check has passed.
  package mutating func decodedString() -> String { (try? string(keeping: true)) ?? "" }

  /// Reads the string at `i`; returns its value when `keeping`, and "" after only checking it.
  private mutating func string(keeping: Bool) throws(JSONSyntaxError) -> String {
    i += 1  // the opening quote
    let start = i
    var out: [UInt8] = []
    var escaped = false
    // Whether every byte of the value is below 0x80, noted on the way (see `utf8String`).
    var ascii = true
    while true {
      guard i < bytes.count else { throw error("unterminated string") }
      let b = bytes[i]
      if b == UInt8(ascii: "\"") { break }
      if b < 0x20 { throw error("control character in a string") }
      if b >= 0x80 { ascii = false }
      if b == UInt8(ascii: "\\") {
        if keeping && !escaped { out.append(contentsOf: bytes[start..<i]) }
        escaped = true
        i += 1
        guard i < bytes.count else { throw error("unterminated string") }
        var scalar: [UInt8] = []
        switch bytes[i] {
        case UInt8(ascii: "\""): scalar = [0x22]
        case UInt8(ascii: "\\"): scalar = [0x5C]
        case UInt8(ascii: "/"): scalar = [0x2F]
        case UInt8(ascii: "b"): scalar = [0x08]
        case UInt8(ascii: "f"): scalar = [0x0C]
        case UInt8(ascii: "n"): scalar = [0x0A]
        case UInt8(ascii: "r"): scalar = [0x0D]
        case UInt8(ascii: "t"): scalar = [0x09]
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800...0xDBFF).contains(code) {
            guard i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "\\"),
              bytes[i + 2] == UInt8(ascii: "u")
            else {
              throw error("unpaired surrogate in \\u escape")
            }
            i += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
              throw error("unpaired surrogate in \\u escape")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let s = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
          if code >= 0x80 { ascii = false }
          if keeping { scalar = Array(String(Character(s)).utf8) }
        default: throw error("invalid escape in a string")
        }
        if keeping { out.append(contentsOf: scalar) }
        i += 1
        continue
      }
      if keeping && escaped { out.append(b) }
      i += 1
    }
    let end = i
    i += 1  // the closing quote
    guard keeping else { return "" }
    let s =
      escaped
      ? out.withUnsafeBufferPointer { JSONIndexer.utf8String($0, ascii: ascii) }
      : JSONIndexer.utf8String(UnsafeBufferPointer(rebasing: bytes[start..<end]), ascii: ascii)
    guard let s else {
      i = end + 1
      throw error("invalid UTF-8 in a string")
    }
    return s
  }

  /// The string the bytes spell, or nil when they are not UTF-8, as Foundation's
  /// `String(bytes:encoding: .utf8)` reads them (the tree-building parser used it; it drops one
  /// leading byte order mark). `ascii` bytes (all below 0x80, as the caller saw while reading
  /// them) are always valid and never a byte order mark, so they are decoded directly:
  /// Foundation's generic path, with its type lookups, was most of the cost of reading a
  /// sidecar's strings.
  static func utf8String(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool) -> String? {
    ascii ? String(decoding: bytes, as: UTF8.self) : String(bytes: bytes, encoding: .utf8)
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    // Four hexadecimal digits exactly (UInt32(_:radix:) alone would also take a sign: "+041").
    guard i + 4 < bytes.count,
      bytes[(i + 1)...(i + 4)].allSatisfy({
        ($0 >= 0x30 && $0 <= 0x39) || (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x66)
      }),
      let v = UInt32(String(decoding: bytes[(i + 1)...(i + 4)], as: UTF8.self), radix: 16)
    else {
      throw error("invalid \\u escape")
    }
    i += 4
    return v
  }
}

// Typed reading of one value, for readers that decode a known shape themselves (the sidecar
// reader): each answers nil when the value is of another kind, so the reader can give the whole
// document to a stricter decoder instead.
extension JSONRef {
  /// The string, or nil for any other value.
  package var stringValue: String? {
    guard first == UInt8(ascii: "\"") else { return nil }
    var reader = JSONIndexer(bytes: document.bytes, at: offset)
    return reader.decodedString()
  }

  /// The number (as `Double(_:)` reads its text), or nil for any other value.
  package var numberValue: Double? {
    switch first {
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      var reader = JSONIndexer(bytes: document.bytes, at: offset)
      return reader.decodedNumber()
    default: return nil
    }
  }

  /// The number when it is written as a whole number in digits alone (`12`, `-3`; not `1.0` or
  /// `1e2`) and fits an Int; nil otherwise.
  package var intValue: Int? {
    let bytes = document.bytes
    var i = offset
    let negative = bytes[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    var value = 0
    var digits = 0
    while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times.addingReportingOverflow(Int(bytes[i] - UInt8(ascii: "0")))
      guard !o1, !o2 else { return nil }
      value = sum
      digits += 1
      i += 1
    }
    guard digits > 0 else { return nil }
    if i < bytes.count {
      switch bytes[i] {
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
      default: break
      }
    }
    return negative ? -value : value
  }

  /// true or false, or nil for any other value.
  package var boolValue: Bool? {
    switch first {
    case UInt8(ascii: "t"): return true
    case UInt8(ascii: "f"): return false
    default: return nil
    }
  }

  package var isNull: Bool { first == UInt8(ascii: "n") }

  /// Calls `member` with each key and value of an object, in order; true when this is an object
  /// and `member` took every member (it answers false for a key it does not know or a value
  /// that does not read).
  package func eachMember(_ member: (String, JSONRef) -> Bool) -> Bool {
    guard isObject else { return false }
    var children = children()
    while let c = children.next() {
      guard member(c.key ?? "", c.value) else { return false }
    }
    return true
  }

  /// An object's or list's text, brackets included (empty for any other value).
  package var containerBytes: UnsafeBufferPointer<UInt8> {
    guard isContainer else { return UnsafeBufferPointer(rebasing: document.bytes[0..<0]) }
    return UnsafeBufferPointer(
      rebasing: document.bytes[offset..<Int(document.containers[ordinal].end)])
  }
}

/// Each item of a list read with `item`; nil when `value` is not a list or an item is not read.
package func readList<T>(_ value: JSONRef, _ item: (JSONRef) -> T?) -> [T]? {
  guard value.isArray else { return nil }
  var out: [T] = []
  // A long list (a large sidecar's elements) is counted first, so that its items are read into
  // one array of their number, not one that doubles as it grows (three times the list's size
  // at the last doubling).
  if value.containerBytes.count > 1 << 16 {
    var count = 0
    var counting = value.children()
    while counting.next() != nil { count += 1 }
    out.reserveCapacity(count)
  }
  var children = value.children()
  while let c = children.next() {
    guard let x = item(c.value) else { return nil }
    out.append(x)
  }
  return out
}

/// Sets `slot` to `made`; false when there is nothing (the value did not read). Inlinable, as
/// `takeUnlessNull` is, so that each reader's call is specialized to its type, not dispatched.
@inlinable
package func take<T>(_ slot: inout T?, _ made: T?) -> Bool {
  slot = made
  return made != nil
}

/// For a key `decodeIfPresent` would read: a null value (`null`) leaves `slot` nil (true); any
/// other must read (`made`, not evaluated for a null).
@inlinable
package func takeUnlessNull<T>(_ slot: inout T?, null: Bool, _ made: @autoclosure () -> T?)
  -> Bool
{
  null || take(&slot, made())
}
