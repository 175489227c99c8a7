import Testing
import VitrineChips

@Suite("ChipCollectionModel row rules")
struct ChipCollectionModelTests {
  @Test("no items: no rows")
  func empty() {
    let model = ChipCollectionModel(items: [])
    #expect(model.itemsDict.isEmpty)
    #expect(model.rows == 0)
  }

  @Test("one item: one row")
  func one() {
    let items = [ChipItem].makeDemoList(count: 1)
    let model = ChipCollectionModel(items: items)
    #expect(model.itemsDict == [1: items])
    #expect(model.rows == 1)
  }

  @Test("four items (fewer than 5): one row with all of them")
  func four() {
    let items = [ChipItem].makeDemoList(count: 4)
    let model = ChipCollectionModel(items: items)
    #expect(model.itemsDict == [1: items])
    #expect(model.rows == 1)
  }

  @Test("five items: two rows, ceil(5 / 2) = 3 in the first")
  func five() {
    let items = [ChipItem].makeDemoList(count: 5)
    let model = ChipCollectionModel(items: items)
    #expect(model.rows == 2)
    #expect(model.itemsDict[1]?.map(\.id) == [1, 2, 3])
    #expect(model.itemsDict[2]?.map(\.id) == [4, 5])
  }

  @Test("six items: two rows of 3")
  func six() {
    let items = [ChipItem].makeDemoList(count: 6)
    let model = ChipCollectionModel(items: items)
    #expect(model.rows == 2)
    #expect(model.itemsDict[1]?.map(\.id) == [1, 2, 3])
    #expect(model.itemsDict[2]?.map(\.id) == [4, 5, 6])
  }

  @Test("fifteen items: 8 in the first row, 7 in the second")
  func fifteen() {
    let model = ChipCollectionModel(items: .makeDemoList(count: 15))
    #expect(model.rows == 2)
    #expect(model.itemsDict[1]?.count == 8)
    #expect(model.itemsDict[2]?.count == 7)
  }

  @Test("sixteen items (more than the design's 15): still two rows of 8, none dropped")
  func sixteen() {
    let model = ChipCollectionModel(items: .makeDemoList(count: 16))
    #expect(model.rows == 2)
    #expect(model.itemsDict[1]?.map(\.id) == Array(1...8))
    #expect(model.itemsDict[2]?.map(\.id) == Array(9...16))
  }

  @Test("order is kept: rows read in order give the items in order")
  func orderKept() {
    let items = [7, 3, 9, 1, 5, 2, 8].map { ChipItem(id: $0, description: "item \($0)") }
    let model = ChipCollectionModel(items: items)
    // ceil(7 / 2) = 4 in the first row.
    #expect(model.itemsDict[1] == Array(items[0..<4]))
    #expect(model.itemsDict[2] == Array(items[4...]))
    #expect((model.itemsDict[1] ?? []) + (model.itemsDict[2] ?? []) == items)
  }

  @Test("makeDemoList numbers its chips from 1")
  func demoList() {
    let items = [ChipItem].makeDemoList(count: 3)
    #expect(items.map(\.id) == [1, 2, 3])
    #expect(items.map(\.description) == ["Chip 1", "Chip 2", "Chip 3"])
    #expect([ChipItem].makeDemoList(count: 0).isEmpty)
    #expect([ChipItem].makeDemoList(count: -2).isEmpty)
  }
}
