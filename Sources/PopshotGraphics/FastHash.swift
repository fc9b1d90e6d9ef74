import CPopshotShims

/// A fast 64-bit hash of bytes, as 16 hex digits.
package func fastHash(_ bytes: UnsafeRawBufferPointer) -> String {
  let hex = String(popshot_hash64(bytes.baseAddress, bytes.count, 0), radix: 16)
  return String(repeating: "0", count: 16 - hex.count) + hex
}
