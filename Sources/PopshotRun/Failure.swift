// How a run ends badly: a failure carries the process exit code it maps to, so front ends
// (the popshot executable) only print it.
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport

/// Exit codes (sysexits.h where one fits).
public enum Exit {
  public static let clean: Int32 = 0, failed: Int32 = 1, usage: Int32 = 64, badInput: Int32 = 65
  public static let internalError: Int32 = 70
}

/// A failure to report and exit with: `code` is one of `Exit`'s; `message` may span lines.
public struct Failure: Error, Equatable {
  public let code: Int32
  public let message: String
  public init(code: Int32, message: String) {
    self.code = code
    self.message = message
  }
}

/// "; did you mean 'x'?" for the name nearest to `word`, or `otherwise`.
public func nearestName(_ word: String, _ names: [String], otherwise: String = "") -> String {
  didYouMean(word, in: names, quote: "'", otherwise: otherwise)
}

/// Checks the output folder can be written before any work starts.
public func prepareOut(_ dir: String) throws(Failure) {
  do {
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    // One probe per run: two runs sharing an output folder must not remove each other's.
    let probe =
      "\(dir)/.popshot-write-test.\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)"
    try Data().write(to: URL(fileURLWithPath: probe))
    try FileManager.default.removeItem(atPath: probe)
  } catch {
    let message = "\(dir): cannot write the output folder: \(fileErrorReason(error, for: dir))"
    throw Failure(code: Exit.internalError, message: message)
  }
}
