import Foundation
import Testing

@testable import NavigationCore

/// A focus target as saved data: typed in what this version writes, an older version's label placed by the
/// one rule, and the bytes the state budget counts equal to the bytes written.
struct SavedFocusTests {
  func json(_ focus: SavedFocus) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(focus), as: UTF8.self)
  }

  func decoded(_ text: String) throws -> SavedFocus {
    try JSONDecoder().decode(SavedFocus.self, from: Data(text.utf8))
  }

  @Test func aTargetIsWrittenByItsKindAndReadBack() throws {
    let forms: [(SavedFocus, String)] = [
      (.target(.screen(path: "/history/2024-11-18")), #"{"screen":"/history/2024-11-18"}"#),
      (.target(.floatingButton), #"{"floatingButton":true}"#),
      (.label("Voice input button"), #""Voice input button""#),
    ]
    for (focus, bytes) in forms {
      #expect(try json(focus) == bytes)
      #expect(try decoded(bytes) == focus)
      #expect(focus.storedBytes == bytes.utf8.count, "\(bytes)")
    }
  }

  @Test func theBudgetCountsALabelsEscapes() throws {
    let label = SavedFocus.label("Say \"hi\"\u{1}\\")
    #expect(label.storedBytes == (try json(label)).utf8.count)
  }

  @Test func savedDataThatNamesNoTargetIsRefused() {
    for bytes in ["{}", #"{"floatingButton":false}"#, #"{"screen":3}"#, "3"] {
      #expect(throws: DecodingError.self) { try decoded(bytes) }
    }
  }

  @Test func anOlderLabelIsTheFloatingButtonOnlyWhenItIsTheButtonsLabel() {
    let button = "Voice input button"
    #expect(SavedFocus.label(button).target(floatingButton: button, screen: "/today") == .floatingButton)
    #expect(SavedFocus.label("Today").target(floatingButton: button, screen: "/today") == .screen(path: "/today"))
    #expect(SavedFocus.label(button).target(floatingButton: nil, screen: "/today") == .screen(path: "/today"))
    // A typed target is kept as it is.
    #expect(
      SavedFocus.target(.screen(path: "/settings")).target(floatingButton: button, screen: "/today")
        == .screen(path: "/settings"))
  }
}
