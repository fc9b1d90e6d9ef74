// Lines and columns in JSON text, as fixture positions give them (SourcePosition): lines from 1,
// columns from 1 in Unicode scalars, so a tab or an "é" is one column. Only "\n" ends a line (a
// "\r" before it is the line's last column).

/// The line and column of any UTF-8 byte offset in a text.
public struct SourceLines: Sendable {
  private let bytes: [UInt8]
  /// The offset where each line starts.
  private let lineStarts: [Int]
  /// The number of scalars before every `stride`-th byte: a column is counted from the mark
  /// before it, not from its line's start, so a fixture written on one line of megabytes costs
  /// at most twice `stride` bytes per position.
  private let scalarsBefore: [Int]
  private static let stride = 256

  public init(_ text: String) { self.init(bytes: Array(text.utf8)) }

  init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var marks: [Int] = []
    marks.reserveCapacity(bytes.count / Self.stride + 1)
    var scalars = 0
    for (k, b) in bytes.enumerated() {
      if k % Self.stride == 0 { marks.append(scalars) }
      if b == 0x0A { starts.append(k + 1) }
      if b & 0xC0 != 0x80 { scalars += 1 }
    }
    if bytes.count % Self.stride == 0 { marks.append(scalars) }
    lineStarts = starts
    scalarsBefore = marks
  }

  /// The number of Unicode scalars that start before byte `offset`.
  private func scalars(before offset: Int) -> Int {
    let mark = offset / Self.stride
    var n = scalarsBefore[mark]
    for b in bytes[(mark * Self.stride)..<offset] where b & 0xC0 != 0x80 { n += 1 }
    return n
  }

  /// The line and column of byte `offset` (clamped to the text).
  public func position(_ offset: Int) -> SourcePosition {
    let offset = min(max(0, offset), bytes.count)
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    let column = scalars(before: offset) - scalars(before: lineStarts[lo]) + 1
    return SourcePosition(line: lo + 1, column: column)
  }
}
