import Foundation
import Testing
import VitrineSnapshotTesting
import VitrineUI

/// Every mapped SF Symbol drawn with its name, to look at: the sheet is the reference image.
@MainActor
@Suite("SF Symbols sheet")
struct SymbolSheetSnapshotTests {
  /// Columns of the sheet.
  static let columns = 10
  /// The names, in the table's order, row by row.
  static var rows: [[String]] {
    let names = SymbolTable.names + ["not.a.symbol"]
    return stride(from: 0, to: names.count, by: columns).map {
      Array(names[$0..<min($0 + columns, names.count)])
    }
  }

  struct Sheet: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        ForEach(0..<SymbolSheetSnapshotTests.rows.count) { row in
          HStack(alignment: .top, spacing: 4) {
            ForEach(SymbolSheetSnapshotTests.rows[row], id: \.self) { name in
              VStack(spacing: 3) {
                Image(systemName: name).font(.title3)
                Text(name).font(.system(size: 6.5)).lineLimit(2)
                  .multilineTextAlignment(.center).foregroundStyle(.secondary)
              }
              .frame(width: 76, height: 44, alignment: .top)
            }
          }
        }
      }
      .padding(8)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// The sheet's height: 8 of padding at each end, 44 a row and 6 between rows.
  static var height: CGFloat { CGFloat(rows.count) * 50 - 6 + 16 }

  @Test("every mapped symbol, and the fallback for an unknown name")
  func sheet() {
    assertSnapshot(
      of: Sheet(), as: .image(layout: .fixed(width: 816, height: Self.height), scale: 1))
  }

  @Test("a label row at each image scale, weights regular and bold, light and dark")
  func labels() {
    struct Labels: View {
      var body: some View {
        VStack(alignment: .leading, spacing: 10) {
          ForEach([Image.Scale.small, .medium, .large], id: \.self) { scale in
            HStack(alignment: .firstTextBaseline, spacing: 6) {
              Image(systemName: "cloud.sun.fill").foregroundStyle(.orange)
              Text("Sunny 21°")
              Image(systemName: "heart.fill").foregroundStyle(.red).fontWeight(.bold)
              Text("Bold").bold()
            }
            .imageScale(scale)
          }
          HStack(spacing: 8) {
            Image(systemName: "star.fill").font(.caption)
            Image(systemName: "star.fill").font(.body)
            Image(systemName: "star.fill").font(.title)
            Image(systemName: "star.fill").font(.largeTitle)
            Image(systemName: "gearshape.fill").resizable().frame(width: 40, height: 40)
              .foregroundStyle(.blue)
          }
        }
      }
    }
    assertSnapshot(of: Labels(), as: .image(widget: .systemMedium), named: "light")
    assertSnapshot(
      of: Labels(), as: .image(widget: .systemMedium, colorScheme: .dark), named: "dark")
  }
}
