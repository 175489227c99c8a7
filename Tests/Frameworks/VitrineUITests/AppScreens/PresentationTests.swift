import Foundation
import Testing

@testable import VitrineUI

/// alert forms, confirmationDialog, sheet(item:), fullScreenCover, presentationMode.
@MainActor
@Suite("App screens: presentations", .timeLimit(.minutes(1)))
struct PresentationTests {
  struct Note: Identifiable {
    var id: Int
  }

  struct Screen: View {
    @State var showAlert = false
    @State var showOld = false
    @State var showDialog = false
    @State var note: Note?
    @State var cover = false
    @State var log: [String] = []

    var body: some View {
      VStack {
        Button("Alert") { showAlert = true }
        Button("Old alert") { showOld = true }
        Button("Dialog") { showDialog = true }
        Button("Note") { note = Note(id: 4) }
        Button("Cover") { cover = true }
        Text("log " + log.joined(separator: ","))
      }
      .alert("Delete the photo?", isPresented: $showAlert) {
        Button("Delete", role: .destructive) { log.append("deleted") }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }
      .alert(isPresented: $showOld) {
        Alert(
          title: Text("Saved"), message: Text("All good"), dismissButton: .default(Text("Fine")))
      }
      .confirmationDialog("Share", isPresented: $showDialog, titleVisibility: .visible) {
        Button("Copy") { log.append("copied") }
      }
      .sheet(item: $note) { note in
        NoteSheet(id: note.id)
      }
      .fullScreenCover(isPresented: $cover) {
        CoverScreen()
      }
    }
  }

  struct NoteSheet: View {
    let id: Int
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
      Button("Close note \(id)") { presentationMode.wrappedValue.dismiss() }
    }
  }

  struct CoverScreen: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
      Button("Close cover") { dismiss() }
    }
  }

  // Apple, alert(_:isPresented:actions:message:): the title, the message and the actions'
  // buttons; any button dismisses the alert after its action runs, and sets isPresented false.
  @Test("alert shows title, message and buttons; a button runs and closes it")
  func alert() {
    let host = mount(Screen(), width: 393, height: 700)
    host.tap("Alert")
    #expect(host.texts.contains("Delete the photo?"))
    #expect(host.texts.contains("This cannot be undone."))
    host.tap("Delete")
    #expect(!host.texts.contains("Delete the photo?"))
    #expect(host.texts.contains("log deleted"))
  }

  // Apple, Alert(title:message:dismissButton:) (iOS 13): one button, here "Fine".
  @Test("the iOS 13 Alert struct shows its title, message and dismiss button")
  func oldAlert() {
    let host = mount(Screen(), width: 393, height: 700)
    host.tap("Old alert")
    #expect(host.texts.contains("Saved"))
    #expect(host.texts.contains("All good"))
    host.tap("Fine")
    #expect(!host.texts.contains("Saved"))
  }

  // Apple, confirmationDialog: on iOS an action sheet with the actions and a Cancel button;
  // titleVisibility .visible shows the title.
  @Test("confirmationDialog shows its title, its actions and Cancel; Cancel closes it")
  func dialog() {
    let host = mount(Screen(), width: 393, height: 700)
    host.tap("Dialog")
    #expect(host.texts.contains("Share"))
    #expect(host.texts.contains("Copy"))
    host.tap("Cancel")
    #expect(!host.texts.contains("Copy"))
    host.tap("Dialog")
    host.tap("Copy")
    #expect(host.texts.contains("log copied"))
  }

  // Apple, sheet(item:onDismiss:content:): presents a sheet for the item while it is non-nil;
  // dismissing sets it to nil. presentationMode.dismiss() closes the sheet (iOS 13 spelling).
  @Test("sheet(item:) presents the item's sheet; presentationMode.dismiss() closes it")
  func sheetItem() {
    let host = mount(Screen(), width: 393, height: 700)
    host.tap("Note")
    #expect(host.texts.contains("Close note 4"))
    host.tap("Close note 4")
    #expect(!host.texts.contains("Close note 4"))
    #expect(host.texts.contains("Note"))
  }

  // Apple, fullScreenCover(isPresented:onDismiss:content:): covers the whole screen; no
  // dimmed area, so the screen below takes no taps; dismiss closes it.
  @Test("fullScreenCover covers the screen until dismissed")
  func cover() {
    let host = mount(Screen(), width: 393, height: 700)
    host.tap("Cover")
    #expect(host.texts.contains("Close cover"))
    host.tap("Close cover")
    #expect(!host.texts.contains("Close cover"))
  }
}
