extension Localization {
  /// The one place a text's arguments are put in: each `%N$@` of `template` (N from 1 to 999) is replaced by
  /// the Nth of `arguments`, and nothing else is read. Any other `%` (an unknown specifier such as `%d`, `%s`,
  /// `%@` or `%%`, a number with no argument) is shown as written, so a template never reads memory or an
  /// argument that is not there, and filling it reads its bytes once and each argument it puts in. An
  /// argument is put in as written too: a `%` in it is never read again.
  ///
  /// The templates come from the tables (or an app's overrides of the core's); a key from outside that no table
  /// has is shown as written and never reaches here (``text(_:in:table:_:)``).
  package static func fill(_ template: String, _ arguments: [String]) -> String {
    let bytes = Array(template.utf8)
    guard !arguments.isEmpty, bytes.contains(UInt8(ascii: "%")) else { return template }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if let found = Placeholder(in: bytes, at: index), found.number <= arguments.count {
        result += arguments[found.number - 1].utf8
        index = found.end
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The argument numbers a template's `%N$@` read, in the order written.
  package static func placeholderNumbers(_ template: String) -> [Int] {
    let bytes = Array(template.utf8)
    var numbers: [Int] = []
    var index = 0
    while index < bytes.count {
      if let found = Placeholder(in: bytes, at: index) {
        numbers.append(found.number)
        index = found.end
      } else {
        index += 1
      }
    }
    return numbers
  }

  /// The specifiers of a template that are not `%N$@` (`%d`, `%@`, `%1$s`, `%%`): shown as written, which in a
  /// table is a mistake the table checks report.
  package static func unknownSpecifiers(_ template: String) -> [String] {
    template.matches(of: /%(\d+\$)?[-+#0-9.]*(hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGaAcCsSp%]/)
      .map { String($0.output.0) }
      .filter { Placeholder(in: Array($0.utf8), at: 0)?.end != $0.utf8.count }
  }
}

/// A `%N$@` at a position of a template's bytes: N, 1 to 999, and the position after it.
private struct Placeholder {
  let number: Int
  let end: Int

  init?(in bytes: [UInt8], at start: Int) {
    guard bytes[start] == UInt8(ascii: "%") else { return nil }
    var index = start + 1
    var number = 0
    while index < bytes.count, index - start <= 3, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      number = number * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
    }
    guard number >= 1, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "@")
    else { return nil }
    self.number = number
    end = index + 2
  }
}
