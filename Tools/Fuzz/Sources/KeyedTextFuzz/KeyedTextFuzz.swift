import AppComposition
import Foundation
import FuzzDriver
@_spi(Fuzzing) import NavigationCore

/// The app as it ships: building its registry declares every feature's string table, as a launch and the
/// composer do, so a text naming one is read back worded.
let registry: RouteRegistry = {
  do { return try AppComposition.makeRegistry() } catch { fatalError("the composed app does not register: \(error)") }
}()
/// The languages a text is worded in: English, a shipped translation, a region of it, and none shipped.
let languages = ["en", "de", "de-AT", "fr"].map { Localization(language: $0) }

/// The kept texts a report's `# start:` holds (its toast, and its alert's question and answers), in the
/// shape the header writes them; a state file's texts decode through the same `LocalizedText`.
struct KeptTexts: Codable {
  struct Alert: Codable {
    var message: LocalizedText
    var actions: [LocalizedText]
  }

  var toast: LocalizedText?
  var alert: Alert?

  var all: [LocalizedText] { [toast].compactMap { $0 } + (alert.map { [$0.message] + $0.actions } ?? []) }
}

/// Stops the fuzzer with a message: libFuzzer records the input as a crash.
func violation(_ message: String, _ bytes: Data) -> Never {
  let text = String(decoding: bytes.prefix(600), as: UTF8.self)
  fatalError("invariant violated: \(message)\ninput (\(bytes.count) bytes): \(String(reflecting: text))")
}

/// The texts `bytes` hold: the bytes as the header's JSON, or, when the first byte is odd, the bytes split at
/// each 0x00 into a key, a table name and arguments, so any string reaches each field whole.
func texts(of bytes: Data) -> [LocalizedText] {
  if bytes.first.map({ $0 & 1 == 1 }) == true {
    let fields = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    var object: [String: Any] = ["key": fields.first ?? ""]
    if fields.count > 1, !fields[1].isEmpty { object["table"] = fields[1] }
    if fields.count > 2 { object["arguments"] = Array(fields.dropFirst(2)) }
    guard let json = try? JSONSerialization.data(withJSONObject: ["toast": object]) else { return [] }
    return (try? JSONDecoder().decode(KeptTexts.self, from: json))?.all ?? []
  }
  return (try? JSONDecoder().decode(KeptTexts.self, from: bytes))?.all ?? []
}

/// What every kept text must give, whatever its key, table and arguments: the same words each time, within a
/// bound of what it holds (a key is never filled, so it cannot multiply its arguments), no "(null)" and no
/// key a table lacks shown as anything but itself; and it saves and reads back as itself.
func check(_ text: LocalizedText, _ bytes: Data) {
  for localization in languages {
    let (key, arguments, words, problem) = text.fuzzed(in: localization)
    let argumentBytes = arguments.reduce(0) { $0 + $1.utf8.count }
    // The longest shipped text is a few hundred bytes and reads each argument at most a few times.
    let bound = key.utf8.count + 4096 + 8 * argumentBytes
    guard words == text.fuzzed(in: localization).words else { violation("a text is worded two ways", bytes) }
    guard words.utf8.count <= bound else {
      violation("\(words.utf8.count) bytes from \(key.utf8.count + argumentBytes) held", bytes)
    }
    let nullGiven = key.contains("(null)") || arguments.contains { $0.contains("(null)") }
    guard nullGiven || !words.contains("(null)") else { violation("a text shows (null)", bytes) }
    guard problem != "a key its table does not have" || words == key else {
      violation("a key no table has is not shown as written", bytes)
    }
  }
  let saved: Data
  do { saved = try JSONEncoder().encode(text) } catch { violation("a text read back cannot be saved: \(error)", bytes) }
  guard (try? JSONDecoder().decode(LocalizedText.self, from: saved)) == text else {
    violation("a text read back does not save and read back as itself", bytes)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  _ = registry
  let bytes = Data(bytes: data, count: size)
  for text in texts(of: bytes) { check(text, bytes) }
  return 0
}

@main
struct KeyedTextFuzz {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
  }
}
