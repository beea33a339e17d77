package import Foundation

/// The one JSON form the package writes: keys sorted, slashes as they are, pretty only where a person reads
/// the file. The same value always gives the same bytes: a snapshot's checksum, a report's header and a
/// result's value are compared as text, and a committed file diffs only where it changed.
package enum CanonicalJSON {
  /// An encoder of the canonical form; `pretty` indents it for a file a person edits.
  package static func encoder(pretty: Bool = false) -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// `value` in the canonical form, as text; nil when it cannot be encoded.
  package static func text(_ value: some Encodable, pretty: Bool = false) -> String? {
    guard let data = try? encoder(pretty: pretty).encode(value) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
