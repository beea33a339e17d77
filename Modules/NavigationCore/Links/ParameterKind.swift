/// The type of a typed path parameter, written after the colon in a pattern: `{date:day}`. A `string` or `int`
/// parameter may list the values it takes after `=` (`{unit:string=kcal|kj}`, `{level:int=1|2|3}`): the cases of
/// a raw-value enum field.
public enum ParameterKind: String, Hashable, Codable, Sendable, CaseIterable {
  /// A calendar day `YYYY-MM-DD`: a real date, not after today in the injected clock and time zone.
  case day
  /// A UUID in its canonical 8-4-4-4-12 hexadecimal form; printed in lower case.
  case uuid
  /// A non-negative decimal integer without leading zeros.
  case int
  /// Any non-empty segment (after percent-decoding once) without `/` or control characters.
  case string
  /// `true` or `false`, exactly (issue 62): a link reads no other spelling, and a `Bool` field prints these.
  case bool
}
