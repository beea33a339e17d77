/// Why a link export could not be written.
public enum LinkExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The app id is not `TEAMID.bundle.id`: a team id of upper-case letters and digits, a dot, a bundle id.
  case invalidAppID(String)

  public var description: String {
    switch self {
    case .invalidAppID(let text):
      "'\(text)' is not an app id of the form TEAMID.bundle.id (such as ABCDE12345.com.example.app)"
    }
  }
}
