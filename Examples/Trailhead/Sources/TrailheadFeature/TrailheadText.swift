public import Foundation
public import NavigationCore

/// Trailhead's words, the keys of its string tables (`Resources/<lang>.lproj/Localizable.strings`): the routes'
/// titles and the guard's question name them, and the screens read their texts through them.
public enum TrailheadText: String, StringTableKey {
  case listTitle = "trailhead.list.title"
  case dayTitle = "trailhead.day.title"
  case packingTitle = "trailhead.packing.title"
  case transportTitle = "trailhead.transport.title"
  case noteTitle = "trailhead.note.title"
  case noteField = "trailhead.note.field"
  case save = "trailhead.save"
  case chosenTransport = "trailhead.transport.chosen"
  case modeTrain = "trailhead.mode.train"
  case modeCar = "trailhead.mode.car"
  case modeBike = "trailhead.mode.bike"
  case packBoots = "trailhead.packing.boots"
  case packJacket = "trailhead.packing.jacket"
  case packMap = "trailhead.packing.map"
  case discardMessage = "trailhead.discard.message"
  case discardConfirm = "trailhead.discard.confirm"
  case discardCancel = "trailhead.discard.cancel"

  public static var bundle: Bundle { .module }
}
