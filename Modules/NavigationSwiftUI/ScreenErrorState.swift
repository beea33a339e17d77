#if canImport(SwiftUI)
  import Foundation
  public import SwiftUI

  /// A screen's error state: what went wrong, and the one way out every error state offers, "Go to Today"
  /// (``ScreenContext/recover()``: every modal closes and the default tab shows its root).
  ///
  /// ```swift
  /// if let entry, context.screen.error == nil {
  ///   EntryView(entry: entry)
  /// } else {
  ///   ScreenErrorState(context.errorMessage ?? "That entry no longer exists.", context: context)
  /// }
  /// ```
  public struct ScreenErrorState: View {
    let message: String
    let context: ScreenContext

    /// The error state showing `message`.
    public init(_ message: String, context: ScreenContext) {
      self.message = message
      self.context = context
    }

    public var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text(message)
        Button(context.recoveryActionTitle) { context.recover() }
      }
    }
  }
#endif
