import Foundation
import Testing

@testable import VitrineUI

/// onDelete, onMove, EditButton, swipeActions, remove(atOffsets:), move(fromOffsets:toOffset:).
@MainActor
@Suite("App screens: editing lists", .timeLimit(.minutes(1)))
struct EditingTests {
  struct Fruits: View {
    @State var fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
      NavigationView {
        List {
          ForEach(fruits, id: \.self) { fruit in
            Text(fruit)
          }
          .onDelete { fruits.remove(atOffsets: $0) }
          .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
        }
        .navigationTitle("Fruits")
        .toolbar { EditButton() }
      }
    }
  }

  // Apple, onDelete(perform:): "adds a delete action … the system calls the closure with the
  // offsets"; on iOS a swipe reveals Delete.
  @Test("a swipe on a row with onDelete reveals Delete, which removes that row")
  func swipeToDelete() {
    let host = mount(Fruits(), width: 393, height: 600)
    #expect(host.swipe("Banana"))
    host.tap("Delete")
    #expect(host.texts == ["Edit", "Fruits", "Apple", "Cherry"])
  }

  // Apple, EditButton: "a button that toggles the edit mode"; in edit mode rows of a
  // ForEach with onDelete show a delete control.
  @Test("EditButton switches edit mode: Edit becomes Done and rows get delete controls")
  func editMode() {
    let host = mount(Fruits(), width: 393, height: 600)
    host.tap("Edit")
    #expect(host.texts.contains("Done"))
    #expect(host.texts.filter { $0 == "Delete" }.count == 3)
    let firstDelete = host.displayList.accessibilityElements.first { $0.label == "Delete" }!
    host.tap(at: CGPoint(x: firstDelete.frame.midX, y: firstDelete.frame.midY))
    #expect(!host.texts.contains("Apple"))
    host.tap("Done")
    #expect(host.texts == ["Edit", "Fruits", "Banana", "Cherry"])
  }

  // Apple, move(fromOffsets:toOffset:): the elements at the offsets are moved before the
  // element at the destination offset; remove(atOffsets:) removes those offsets.
  @Test("move(fromOffsets:toOffset:) and remove(atOffsets:) as SwiftUI defines them")
  func collectionEditing() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
    // a and c go before what was at offset 4 (e): b, d, a, c, e.
    #expect(letters == ["b", "d", "a", "c", "e"])
    letters.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
    #expect(letters == ["e", "b", "d", "a", "c"])
    letters.remove(atOffsets: IndexSet([1, 3, 9]))
    #expect(letters == ["e", "d", "c"])
    letters.move(fromOffsets: IndexSet(integer: 7), toOffset: 1)
    #expect(letters == ["e", "d", "c"])
  }

  struct Mail: View {
    @State var log: [String] = []

    var body: some View {
      List {
        Text("Hello")
          .swipeActions {
            Button("Archive") { log.append("archived") }
          }
        Text("log " + log.joined())
      }
    }
  }

  // Apple, swipeActions(edge:allowsFullSwipe:content:): the buttons appear when the row is
  // swiped; choosing one runs it.
  @Test("swipeActions: a swipe reveals the row's buttons; a tap runs one")
  func swipeActions() {
    let host = mount(Mail(), width: 393, height: 600)
    #expect(!host.texts.contains("Archive"))
    #expect(host.swipe("Hello"))
    host.tap("Archive")
    #expect(host.texts.contains("log archived"))
  }

  struct StackFruits: View {
    @State var fruits = ["Apple", "Banana"]

    var body: some View {
      NavigationStack {
        List {
          ForEach(fruits, id: \.self) { Text($0) }
            .onDelete { fruits.remove(atOffsets: $0) }
        }
        .navigationTitle("Fruits")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { EditButton() }
          ToolbarItem(placement: .topBarLeading) {
            NavigationLink("Add") { Text("New fruit").navigationTitle("New") }
          }
        }
      }
    }
  }

  // Apple, EditButton: "toggles the edit mode for the current edit scope" — a
  // NavigationStack's screen is one; a NavigationLink in its toolbar pushes on that stack.
  @Test("in a NavigationStack, a toolbar EditButton switches edit mode and a toolbar link pushes")
  func stackToolbar() {
    let host = mount(StackFruits(), width: 393, height: 600)
    host.tap("Edit")
    #expect(host.texts.contains("Done"))
    #expect(host.texts.filter { $0 == "Delete" }.count == 2)
    host.tap("Done")
    host.tap("Add")
    #expect(host.texts.contains("New fruit"))
  }
}
