import Foundation
@_spi(Fuzzing) public import NavigationCore

/// A journey: a user story as plain text, one step a line, `#` comments. See DESIGN.md for the steps.
///
/// Lines end in LF or CRLF; a UTF-8 byte order mark before the first line is ignored. A line longer than
/// ``maximumLineBytes`` is a bad line, never a larger buffer.
public struct Journey: Sendable {
  public var steps: [JourneyStep]

  /// The longest journey line, in UTF-8 bytes (without its line ending): room for the longest link
  /// (`NavigationLimits.linkBytes`) or payload value (`NavigationLimits.payloadValueBytes`) with the
  /// step's words. A reader keeps at most this much of a line.
  public static let maximumLineBytes = 16_384

  /// The largest journey file that is read whole, in bytes (64 MiB: millions of steps). A journey file is
  /// read once and every line checked before any step runs, so that the bytes checked are the bytes that
  /// run; a larger file is refused. A journey from a pipe streams, whatever its length.
  public static let maximumFileBytes = 67_108_864

  /// The UTF-8 byte order mark some editors write at the start of a file.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Parses a journey; a line that is not a step is a ``JourneyError`` naming the line.
  ///
  /// Feature verbs (`voice`, `confirm`, `cancel`) come from the registry's commands; tab ids must be
  /// registered. Paths and links are checked when the step runs.
  public static func parse(_ text: String, registry: RouteRegistry) throws(JourneyError) -> Journey {
    var steps: [JourneyStep] = []
    var bytes = Substring(text).utf8[...]
    if bytes.starts(with: byteOrderMark) { bytes = bytes.dropFirst(byteOrderMark.count) }
    for (offset, rawLine) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      if let step = try step(lineBytes: rawLine, number: offset + 1, registry: registry) { steps.append(step) }
    }
    return Journey(steps: steps)
  }

  /// The step of one line's bytes (without its LF; a trailing CR is dropped), or nil for a blank line or a
  /// comment. A line over ``maximumLineBytes`` is a ``JourneyError``.
  public static func step(
    lineBytes: some Collection<UInt8>, number: Int, registry: RouteRegistry
  ) throws(JourneyError) -> JourneyStep? {
    var bytes = Array(lineBytes)
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    guard JourneyHeaders.fits(line: bytes) else {
      throw JourneyHeaders.tooLong(number: number, start: bytes.prefix(40))
    }
    let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    if line.isEmpty || line.hasPrefix("#") { return nil }
    return try JourneyStep(line: line, number: number, registry: registry)
  }

  /// The error for line `number`, longer than ``maximumLineBytes``, that starts with `start`.
  public static func tooLong(number: Int, start: some Collection<UInt8>) -> JourneyError {
    JourneyError(
      line: number, text: String(decoding: start, as: UTF8.self) + "…",
      message: "the line is longer than \(maximumLineBytes) bytes")
  }
}

/// One line of a journey.
public struct JourneyStep: Sendable, CustomStringConvertible {
  public var number: Int
  public var text: String
  /// What the line does, as the journey language declares it (`JourneySteps` in NavigationCore).
  package var action: JourneyAction

  public var description: String { "line \(number): \(text)" }

  /// A step built directly, not parsed: `composer open` sends its link as given this way.
  package init(number: Int, text: String, action: JourneyAction) {
    self.number = number
    self.text = text
    self.action = action
  }

  /// The step of `line`, read by the journey language's declarations (`JourneySteps`).
  init(line: String, number: Int, registry: RouteRegistry) throws(JourneyError) {
    self.number = number
    self.text = line
    do throws(StepProblem) {
      action = try JourneySteps.action(of: line, registry: registry)
    } catch {
      throw JourneyError(line: number, text: line, message: error.message)
    }
  }
}

/// A bad journey line: the composer prints it and exits 64.
public struct JourneyError: Error, Sendable, CustomStringConvertible {
  public var line: Int
  public var text: String
  public var message: String

  public init(line: Int, text: String, message: String) {
    self.line = line
    self.text = text
    self.message = message
  }

  /// One line, whatever the journey's bytes: control characters in the message and the line are escaped.
  public var description: String { "line \(line): \(message.escapedForLog): \(text.escapedForLog)" }
}
