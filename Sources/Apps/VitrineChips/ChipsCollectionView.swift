import Foundation
import VitrineUI

/// Chips in one or two rows (see ``ChipCollectionModel``) that scroll sideways, as the
/// source app's chips collection: a tap selects a chip (sets `selection` to its id), a tap on
/// the selected chip clears the selection.
///
/// Layout: a horizontal `ScrollView` without indicators holding a
/// `VStack(alignment: .leading, spacing: 4)` of `HStack(spacing: 4)` rows, with 4 points of
/// horizontal padding. Each chip is its text with 8 points of padding on a
/// `RoundedRectangle(cornerRadius: 20)` filled with the secondary color at 30 % opacity; the
/// selected chip is filled with the accent color, its text white, and carries the
/// "selected" accessibility trait.
public struct ChipsCollectionView: View {
  let items: [ChipItem]
  @Binding var selection: Int?

  /// Creates the collection of `items`, selecting into `selection`.
  public init(items: [ChipItem], selection: Binding<Int?>) {
    self.items = items
    _selection = selection
  }

  /// The rows of chips in a sideways scroll view.
  public var body: some View {
    let model = ChipCollectionModel(items: items)
    ScrollView(.horizontal, showsIndicators: false) {
      VStack(alignment: .leading, spacing: 4) {
        ForEach(Array(model.itemsDict.keys.sorted()), id: \.self) { row in
          HStack(spacing: 4) {
            ForEach(model.itemsDict[row] ?? []) { item in
              ChipView(item: item, selection: $selection)
            }
          }
        }
      }
      .padding(.horizontal, 4)
    }
  }
}

/// One chip.
struct ChipView: View {
  let item: ChipItem
  @Binding var selection: Int?

  var body: some View {
    let isSelected = selection == item.id
    Text(item.description)
      .lineLimit(1)
      .foregroundStyle(isSelected ? Color.white : Color.primary)
      .padding(8)
      .background(
        RoundedRectangle(cornerRadius: 20)
          .fill(isSelected ? Color.accentColor : Color.secondary.opacity(0.3))
      )
      .contentShape(RoundedRectangle(cornerRadius: 20))
      .onTapGesture { selection = isSelected ? nil : item.id }
      .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
  }
}
