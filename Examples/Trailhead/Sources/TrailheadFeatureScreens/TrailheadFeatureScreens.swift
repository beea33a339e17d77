// Trailhead's screens: Apple-only (SwiftUI); on Linux this target compiles to nothing, and the headless host runs
// it (the DocC article "Running your screens in the headless host").
#if canImport(SwiftUI)
  import Foundation
  import NavigationCore
  public import NavigationSwiftUI
  import SwiftUI
  import TrailheadFeature

  /// Trailhead's screens: one view for each of its routes.
  public struct TrailheadFeatureScreens: FeatureScreens {
    public var module: String { TrailheadFeature().name }

    public init() {}

    public func register(in screens: inout ScreenRegistrar) {
      screens.screen(for: TripList.self) { _, context in TripListScreen(context: context) }
      screens.screen(for: TripDay.self) { day, context in TripDayScreen(day: day, context: context) }
      screens.screen(for: PackingList.self) { list, context in PackingListScreen(list: list, context: context) }
      screens.screen(for: TransportPicker.self) { picker, context in
        TransportPickerScreen(picker: picker, context: context)
      }
      screens.screen(for: TripNote.self) { _, context in TripNoteScreen(context: context) }
    }
  }

  /// The trips ahead: the next three days from today, each opening its day.
  struct TripListScreen: View {
    let context: ScreenContext

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        ForEach([1, 2, 3], id: \.self) { ahead in
          let day = context.today.adding(days: ahead)
          Button(day.title(in: context.localization)) { context.show(TripDay(date: day)) }
        }
      }
      .padding(16)
    }
  }

  /// A day of a trip: its packing list, its transport and its note. The picker's answer is read when the day
  /// shows again, kept by the day, then consumed (a cancelled picker leaves the transport as it was).
  struct TripDayScreen: View {
    let day: TripDay
    let context: ScreenContext
    @State private var transport: TransportMode?

    var body: some View {
      let answer = context.result(of: TransportPicker.self)
      VStack(alignment: .leading, spacing: 12) {
        if let transport {
          let words = context.localization
          Text(TrailheadText.chosenTransport.text(in: words, transport.title.text(in: words)))
        }
        Button(TrailheadText.packingTitle.text(in: context.localization)) {
          context.show(PackingList(date: day.date))
        }
        Button(TrailheadText.transportTitle.text(in: context.localization)) {
          context.show(TransportPicker(date: day.date))
        }
        Button(TrailheadText.noteTitle.text(in: context.localization)) { context.show(TripNote(date: day.date)) }
      }
      .padding(16)
      .onChange(of: answer, initial: true) { _, answer in
        guard let answer else { return }
        if let mode = answer.value { transport = mode }
        context.consumeResult()
      }
    }
  }

  /// What to pack: the sheet opens at half height (the route's first detent) and can be pulled up.
  struct PackingListScreen: View {
    let list: PackingList
    let context: ScreenContext

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        ForEach([TrailheadText.packBoots, .packJacket, .packMap], id: \.self) { item in
          Text(item.text(in: context.localization))
        }
      }
      .padding(16)
    }
  }

  /// The modes of transport: a tap hands the chosen one back to the day and closes the picker.
  struct TransportPickerScreen: View {
    let picker: TransportPicker
    let context: ScreenContext

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        ForEach(TransportMode.allCases, id: \.self) { mode in
          Button(mode.title.text(in: context.localization)) { context.finish(picker, with: mode) }
        }
      }
      .padding(16)
    }
  }

  /// The day's note: what is typed is kept as a draft; Back with words in it asks first (the feature's guard).
  struct TripNoteScreen: View {
    let context: ScreenContext

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        TextField(TrailheadText.noteField.text(in: context.localization), text: context.text("text", saved: ""))
        Button(TrailheadText.save.text(in: context.localization)) { context.send(.request(.save)) }
      }
      .padding(16)
    }
  }
#endif
