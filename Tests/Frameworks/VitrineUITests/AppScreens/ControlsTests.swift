import Foundation
import Testing

@testable import VitrineUI

/// Form, Section spellings, Picker styles, Menu, Stepper, Slider, DisclosureGroup.
@MainActor
@Suite("App screens: controls", .timeLimit(.minutes(1)))
struct ControlsTests {
  enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
  }

  struct Order: View {
    @State var flavor = Flavor.chocolate
    @State var size = 1
    @State var style: PickerStyleKind

    var body: some View {
      Form {
        Section(header: Text("Flavor"), footer: Text("Pick one")) {
          Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases) { flavor in
              Text(flavor.rawValue.capitalized)
            }
          }
          .environment(\.pickerStyle, style)
        }
        Section(footer: Text("Size \(size)")) {
          Picker(selection: $size, label: Text("Size")) {
            Text("Small").tag(0)
            Text("Medium").tag(1)
            Text("Large").tag(2)
          }
          .pickerStyle(.segmented)
        }
      }
    }
  }

  // Apple, Picker: "a picker whose options are a ForEach … SwiftUI tags each view with its
  // id"; the menu style (iOS's default in a form) shows the chosen option and opens a menu of
  // them; choosing one sets the selection.
  @Test("a menu picker in a form shows the choice and opens a menu of ForEach's options")
  func menuPicker() throws {
    let host = mount(Order(style: .menu), width: 393, height: 700)
    #expect(host.texts.prefix(3) == ["Flavor", "Flavor", "Chocolate"])
    host.tap("Chocolate")
    #expect(host.contextMenuTitles == ["Chocolate", "Vanilla", "Strawberry"])
    try host.chooseMenuItem("Strawberry")
    #expect(host.texts.contains("Strawberry"))
    #expect(!host.texts.contains("Chocolate"))
  }

  // Apple, SegmentedPickerStyle: the options side by side, the chosen one selected; a tap
  // chooses. The section's footer (iOS 13's Section(header:footer:)) shows below.
  @Test("a segmented picker selects by tag; Section(footer:) shows below the card")
  func segmented() {
    let host = mount(Order(style: .menu), width: 393, height: 700)
    #expect(host.element("Medium")?.traits.contains(.isSelected) == true)
    #expect(host.texts.contains("Size 1"))
    host.tap("Large")
    #expect(host.texts.contains("Size 2"))
    #expect(host.element("Large")?.traits.contains(.isSelected) == true)
    #expect(host.element("Medium")?.traits.contains(.isSelected) == false)
  }

  // Apple, InlinePickerStyle: the options are shown inline as rows, the chosen one checked.
  @Test("an inline picker lists the options as rows and checks the chosen one")
  func inline() {
    let host = mount(Order(style: .inline), width: 393, height: 700)
    #expect(host.element("Chocolate")?.traits.contains(.isSelected) == true)
    host.tap("Vanilla")
    #expect(host.element("Vanilla")?.traits.contains(.isSelected) == true)
    #expect(host.element("Chocolate")?.traits.contains(.isSelected) == false)
  }

  struct Counting: View {
    @State var count = 2
    @State var level = 0.5
    @State var log: [String] = []

    var body: some View {
      VStack {
        Stepper("Count \(count)", value: $count, in: 0...3)
        Slider(value: $level, in: 0...10, step: 1).frame(width: 200)
        Text("Level \(Int(level))")
        Menu("Actions") {
          Button("First") { log.append("first") }
          Menu("More") {
            Button("Second") { log.append("second") }
          }
        }
        Text(log.joined(separator: ","))
      }
    }
  }

  // Apple, Stepper(_:value:in:step:): increments and decrements by the step, within bounds;
  // at a bound, that direction's button is disabled.
  @Test("Stepper moves by its step and stops at its bounds")
  func stepper() {
    let host = mount(Counting(), width: 393, height: 600)
    host.tap("Increment")
    #expect(host.texts.contains("Count 3"))
    host.tap("Increment")
    #expect(host.texts.contains("Count 3"))
    for _ in 0..<5 { host.tap("Decrement") }
    #expect(host.texts.contains("Count 0"))
  }

  // Apple, Slider(value:in:step:): the thumb's place sets the value, a multiple of the step.
  // Accessibility reads the value as a percentage of the range (0.5 of 0…10 is 5 %). The test
  // taps at 87 % of the track: it is split into 20 places, the 18th (17.4 of 20) has its
  // centre at 0.875 of the track → 8.75 of 0…10 → 9 by the step of 1.
  @Test("a tap on the slider's track sets the value there, snapped to the step")
  func slider() {
    let host = mount(Counting(), width: 393, height: 600)
    let slider = host.displayList.accessibilityElements.first {
      $0.value?.hasSuffix("%") == true
    }
    #expect(slider?.value == "5%")
    guard let frame = slider?.frame else { return }
    host.tap(at: CGPoint(x: frame.minX + frame.width * 0.87, y: frame.midY))
    #expect(host.texts.contains("Level 9"))
  }

  // Apple, Menu: "a control for presenting a menu of actions"; a menu inside a menu is a
  // submenu.
  @Test("Menu opens on a tap; a nested Menu opens its own items")
  func menu() throws {
    let host = mount(Counting(), width: 393, height: 600)
    host.tap("Actions")
    #expect(host.contextMenuTitles == ["First", "More"])
    try host.chooseMenuItem("More")
    #expect(host.contextMenuTitles == ["Second"])
    try host.chooseMenuItem("Second")
    #expect(host.contextMenuTitles == nil)
    #expect(host.texts.contains("second"))
  }

  struct Disclosure: View {
    @State var expanded = false

    var body: some View {
      List {
        DisclosureGroup("Audio", isExpanded: $expanded) {
          Text("Treble")
          Text("Bass")
        }
        DisclosureGroup("Video") {
          Text("Brightness")
        }
      }
    }
  }

  // Apple, DisclosureGroup: "a view that shows or hides another content view, based on the
  // state of a disclosure control"; with isExpanded bound, the binding holds the state.
  @Test("DisclosureGroup shows its content when its label is tapped, and hides it again")
  func disclosure() {
    let host = mount(Disclosure(), width: 393, height: 600)
    #expect(host.texts == ["Audio", "Video"])
    #expect(host.element("Audio")?.value == "collapsed")
    host.tap("Audio")
    #expect(host.texts == ["Audio", "Treble", "Bass", "Video"])
    host.tap("Video")
    #expect(host.texts == ["Audio", "Treble", "Bass", "Video", "Brightness"])
    host.tap("Audio")
    #expect(host.texts == ["Audio", "Video", "Brightness"])
  }
}
