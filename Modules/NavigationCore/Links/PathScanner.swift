/// The second of a resolve's three steps (form, path scan, match): splits a link's raw path at `/`, checks each
/// segment's bytes, percent-decodes it exactly once, and tells its typed shape, reading each byte once.
///
/// A segment is never empty, never `.` or `..` (also when escaped), and holds RFC 3986 path characters and
/// `%XX` escapes only; an escape may not decode to a control character or a `/`. One trailing `/` is ignored.
enum PathScanner {
  private typealias ByteClass = ParameterSyntax.ByteClass

  /// One path segment: where it is in the raw bytes and, percent-decoded, in the scratch buffer, and the typed
  /// shape of its decoded value (which trie edge beside a literal it can take). Its literal hash is worked out
  /// only where a trie node has literal children: most segments of a path are values, which no literal matches.
  struct Segment {
    var rawStart: Int
    var rawEnd: Int
    var decodedStart: Int
    var decodedEnd: Int
    var shape: RouteTrie.Edge
  }

  /// The end of `path`'s segments: one trailing `/` is ignored.
  static func segmentsEnd(_ bytes: UnsafeBufferPointer<UInt8>, path: Range<Int>) -> Int {
    path.upperBound > path.lowerBound && bytes[path.upperBound - 1] == UInt8(ascii: "/")
      ? path.upperBound - 1 : path.upperBound
  }

  /// Splits `bytes[start..<end]` into `segments` (decoded bytes into `decoded`, which holds at least
  /// `end - start` bytes); returns how many segments the path has, or the first error, left to right.
  /// Segments beyond `segments`' room are checked and counted, not kept: such a path matches no route.
  ///
  /// Each byte's classes (``ParameterSyntax/ByteClass``) are looked up once and folded into the segment's, from
  /// which its typed shape follows without reading it again; a run of plain path characters (no `/`, no `%`)
  /// is read by a tight inner loop. Offsets stay below the path's length, so they use wrapping arithmetic.
  static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>,
    from start: Int,
    to end: Int,
    into segments: UnsafeMutableBufferPointer<Segment>,
    decoded: UnsafeMutableBufferPointer<UInt8>
  ) throws(DeepLinkError) -> Int {
    guard end > start else { return 0 }
    return try ParameterSyntax.byteClasses.withUnsafeBufferPointer { classes throws(DeepLinkError) in
      var segmentCount = 0
      var output = 0
      var offset = start
      while true {
        let segmentStart = offset
        let decodedStart = output
        let every = try decodeSegment(
          bytes, offset: &offset, end: end, classes: classes, into: decoded, output: &output)
        let value = UnsafeBufferPointer(rebasing: decoded[decodedStart..<output])
        try checkSegment(bytes, from: segmentStart, to: offset, end: end, value: value)
        if segmentCount < segments.count {
          segments[segmentCount] = Segment(
            rawStart: segmentStart, rawEnd: offset, decodedStart: decodedStart, decodedEnd: output,
            shape: shape(of: value, every: every))
        }
        segmentCount &+= 1
        if offset == end { return segmentCount }
        offset &+= 1
      }
    }
  }

  /// Decodes the segment starting at `offset` into `decoded` from `output`, moving both past it, and returns the
  /// classes every decoded byte has. A path character stands for itself and a `%XX` escape for its byte
  /// (``escapedByte(_:at:end:segmentStart:)``); the segment stops at the first other byte, or at `end`.
  private static func decodeSegment(
    _ bytes: UnsafeBufferPointer<UInt8>,
    offset: inout Int,
    end: Int,
    classes: UnsafeBufferPointer<UInt8>,
    into decoded: UnsafeMutableBufferPointer<UInt8>,
    output: inout Int
  ) throws(DeepLinkError) -> ByteClass {
    let segmentStart = offset
    var every = ByteClass.all.rawValue
    while true {
      // The run of plain path characters.
      while offset < end {
        let byte = bytes[offset]
        let byteClass = classes[Int(byte)]
        guard byteClass & ByteClass.path.rawValue != 0 else { break }
        every &= byteClass
        decoded[output] = byte
        output &+= 1
        offset &+= 1
      }
      guard offset < end, bytes[offset] == UInt8(ascii: "%") else { return ByteClass(rawValue: every) }
      let byte = try escapedByte(bytes, at: offset, end: end, segmentStart: segmentStart)
      every &= classes[Int(byte)]
      decoded[output] = byte
      output &+= 1
      offset &+= 3
    }
  }

  /// The byte of the `%` escape at `offset`: two hexadecimal digits follow the `%` before `end`, and the byte
  /// they spell is neither a control character nor a `/`.
  private static func escapedByte(
    _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int, segmentStart: Int
  ) throws(DeepLinkError) -> UInt8 {
    guard offset &+ 2 < end,
      let high = ParameterSyntax.hexValue(bytes[offset &+ 1]),
      let low = ParameterSyntax.hexValue(bytes[offset &+ 2])
    else {
      throw .invalidPercentEncoding(segment: rawSegment(bytes, from: segmentStart, to: end))
    }
    let byte = high << 4 | low
    if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "/") { throw .invalidCharacter(offset: offset) }
    return byte
  }

  /// A decoded segment (`value`, read from `bytes[start..<stop]`) ends at a `/` or at the path's `end`, is not
  /// empty, and is not `.` or `..`; errors in that order, since a byte that ends it early comes first.
  private static func checkSegment(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to stop: Int, end: Int, value: UnsafeBufferPointer<UInt8>
  ) throws(DeepLinkError) {
    if stop < end, bytes[stop] != UInt8(ascii: "/") { throw .invalidCharacter(offset: stop) }
    if stop == start { throw .emptySegment }
    if ParameterSyntax.isDotSegment(value) { throw .dotSegment }
  }

  /// The typed shape of a decoded segment, from the classes all its bytes share: what
  /// ``ParameterSyntax/typedKind(of:)`` says (day `DDDD-DD-DD`, UUID `8-4-4-4-12` hex digits, int: digits), else
  /// a string. Only a segment of a day's or a UUID's length and characters is read again, for where its dashes are.
  private static func shape(of value: UnsafeBufferPointer<UInt8>, every: ByteClass) -> RouteTrie.Edge {
    if every.contains(.digit) { return .int }
    switch value.count {
    case 10 where every.contains(.digitOrDash): return Day.hasDayShape(value) ? .day : .string
    case 36 where every.contains(.hexOrDash): return hasUUIDDashes(value) ? .uuid : .string
    default: return .string
    }
  }

  /// For 36 bytes already known to be hexadecimal digits or dashes: whether the dashes are exactly a UUID's
  /// (`8-4-4-4-12`): one at each of the four places and none elsewhere.
  private static func hasUUIDDashes(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
    let dash = UInt8(ascii: "-")
    guard value[8] == dash, value[13] == dash, value[18] == dash, value[23] == dash else { return false }
    var dashes = 0
    for byte in value where byte == dash { dashes &+= 1 }
    return dashes == 4
  }

  /// The raw text of the segment starting at `start` (for error messages).
  private static func rawSegment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
    var stop = start
    while stop < end, bytes[stop] != UInt8(ascii: "/") { stop += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
  }
}
