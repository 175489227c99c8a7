import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("StackLayout: HStack and VStack")
struct StackLayoutTests {
  @Test("flexible children share the width equally after spacing")
  func equalShares() {
    // 200 wide, one gap of 8: (200 - 8) / 2 = 96 each; the stack is centered in the widget.
    let list = layout(
      HStack {
        Color.red; Color.blue
      }.frame(height: 50))
    #expect(list.frame(ofColor: .red) == rect(0, 75, 96, 50))
    #expect(list.frame(ofColor: .blue) == rect(104, 75, 96, 50))
  }

  @Test("the least flexible child is sized first and leaves the rest to the others")
  func leastFlexibleFirst() {
    // The 40-wide frame is inflexible (min = max = 40), so it goes first with an offer of
    // (200 - 16) / 3 but takes 40; the two colors share 184 - 40 = 144: 72 each.
    let list = layout(
      HStack {
        Color.red
        Color.green.frame(width: 40)
        Color.blue
      }.frame(height: 10))
    #expect(list.frame(ofColor: .red) == rect(0, 95, 72, 10))
    #expect(list.frame(ofColor: .green) == rect(80, 95, 40, 10))
    #expect(list.frame(ofColor: .blue) == rect(128, 95, 72, 10))
  }

  @Test("text gets an equal share next to a color and wraps in it")
  func textSharesWithColor() {
    // Text (flexibility 120 - 5) is less flexible than a color (infinite): offered
    // (200 - 8) / 2 = 96, the 24 characters (120 points) wrap after 19 characters (95 points);
    // the color takes the remaining 192 - 95 = 97. The row is 30 high, the text centered in it.
    let string = "aaaa bbbb cccc dddd eeee"
    let list = layout(
      HStack {
        Text(string).font(font10)
        Color.red
      }.frame(height: 30))
    #expect(list.lines(ofText: string) == ["aaaa bbbb cccc dddd", "eeee"])
    #expect(list.frame(ofText: string) == rect(0, 88, 95, 24))
    #expect(list.frame(ofColor: .red) == rect(103, 85, 97, 30))
  }

  @Test("a higher layout priority is sized first, after lower ones' minimums are set aside")
  func layoutPriority() {
    // Both texts are 22 characters = 110 points, together more than 200 - 8. The priority-1
    // text goes first: the other's minimum (its widest character, 5) is set aside, so it is
    // offered 192 - 5 = 187 and takes 110; the other is offered 192 - 110 = 82 and wraps.
    let list = layout(
      HStack(alignment: .top) {
        Text("aaaaaaaaaaa bbbbbbbbbb").font(font10)
        Text("cccccccccccccccccccccc").font(font10).layoutPriority(1)
      })
    #expect(list.frame(ofText: "cccccccccccccccccccccc")?.width == 110)
    #expect(list.lines(ofText: "aaaaaaaaaaa bbbbbbbbbb") == ["aaaaaaaaaaa", "bbbbbbbbbb"])
    #expect(list.frame(ofText: "aaaaaaaaaaa bbbbbbbbbb")?.width == 55)
  }

  @Test("spacers are sized last and take what is left")
  func spacerTakesRest() {
    // Text takes its 10 × 5 = 50 points even though a spacer is more flexible; the spacer
    // gets 200 - 50 - 8 - 8 - 30 = 104.
    let list = layout(
      HStack {
        Text("aaaaaaaaaa").font(font10)
        Spacer()
        Color.red.frame(width: 30, height: 12)
      })
    #expect(list.frame(ofText: "aaaaaaaaaa") == rect(0, 94, 50, 12))
    #expect(list.frame(ofColor: .red) == rect(170, 94, 30, 12))
  }

  @Test("a spacer keeps its minimum length when space runs out")
  func spacerMinimum() {
    // Offered 100: the spacer's 20 is set aside, so the text gets 100 - 16 - 20 = 64 and wraps.
    let list = layout(
      HStack(spacing: 8) {
        Text("aaaaaaa bbbbbbb").font(font10)
        Spacer(minLength: 20)
        Text("c").font(font10)
      }.frame(width: 100))
    // "c" is 5 wide: sized first (least flexible): offered (100 - 16 - 20) / 2 = 32, takes 5;
    // the long text is then offered 100 - 16 - 20 - 5 = 59 and breaks into two 35-point lines.
    #expect(list.lines(ofText: "aaaaaaa bbbbbbb") == ["aaaaaaa", "bbbbbbb"])
    let long = list.frame(ofText: "aaaaaaa bbbbbbb")!
    let short = list.frame(ofText: "c")!
    #expect(long.minX == 50)
    #expect(short.maxX == 150)
    let gap: CGFloat = 8 + 44 + 8
    #expect(short.minX - long.maxX == gap)
  }

  @Test("with no proposal along the axis children take their ideal sizes")
  func idealSizes() {
    // fixedSize proposes nothing: the text is 30 wide, the color 10 (its default), 8 apart.
    let list = layout(
      HStack {
        Text("aaaaaa").font(font10)
        Color.red
      }.fixedSize())
    #expect(list.frame(ofText: "aaaaaa") == rect(76, 94, 30, 12))
    #expect(list.frame(ofColor: .red) == rect(114, 94, 10, 10).offsetBy(dx: 0, dy: 1))
  }

  @Test("children line up on the cross-axis alignment")
  func crossAlignment() {
    let top = layout(
      HStack(alignment: .top, spacing: 0) {
        Color.red.frame(width: 10, height: 40)
        Color.blue.frame(width: 10, height: 20)
      })
    #expect(top.frame(ofColor: .blue) == rect(100, 80, 10, 20))
    let bottom = layout(
      HStack(alignment: .bottom, spacing: 0) {
        Color.red.frame(width: 10, height: 40)
        Color.blue.frame(width: 10, height: 20)
      })
    #expect(bottom.frame(ofColor: .blue) == rect(100, 100, 10, 20))
    let leading = layout(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 20, height: 10)
      })
    #expect(leading.frame(ofColor: .blue) == rect(80, 100, 20, 10))
  }

  @Test("first text baselines line up across fonts")
  func baselineAlignment() {
    // Baselines are at 1 × the font size: 20 for the large text, 10 for the small one, so the
    // small text sits 10 points lower; the row is 24 (large) high.
    let list = layout(
      HStack(alignment: .firstTextBaseline) {
        Text("Big").font(.system(size: 20))
        Text("small").font(font10)
      })
    let big = list.frame(ofText: "Big")!
    let small = list.frame(ofText: "small")!
    #expect(small.minY - big.minY == 10)
    #expect(big.height == 24)
  }

  @Test("a VStack divides height the same way and spaces children by 8")
  func verticalStack() {
    // (200 - 16) / 3 = 61.33 for each flexible child.
    let list = layout(
      VStack {
        Color.red; Color.green; Color.blue
      }.frame(width: 20))
    let share: CGFloat = 184 / 3
    #expect(isClose(list.frame(ofColor: .red), rect(90, 0, 20, share)))
    #expect(isClose(list.frame(ofColor: .green), rect(90, share + 8, 20, share)))
    #expect(isClose(list.frame(ofColor: .blue), rect(90, 2 * share + 16, 20, share)))
  }

  @Test("nested stacks: a row of a fixed square and a column filling the rest")
  func nestedStacks() {
    // The row: square 50, gap 8, column gets 142. The column: text (12 high) then a color
    // getting 200 - 12 - 4 = 184 high (spacing 4).
    let list = layout(
      HStack(spacing: 8) {
        Color.red.frame(width: 50, height: 50)
        VStack(alignment: .leading, spacing: 4) {
          Text("Title").font(font10)
          Color.blue
        }
      })
    #expect(list.frame(ofColor: .red) == rect(0, 75, 50, 50))
    #expect(list.frame(ofText: "Title") == rect(58, 0, 25, 12))
    #expect(list.frame(ofColor: .blue) == rect(58, 16, 142, 184))
  }

  @Test("children too large for the stack overflow it instead of shrinking")
  func overflow() {
    // Two 150-wide frames in a 200-wide widget: the stack is 308 wide, centered, so it starts
    // at (200 - 308) / 2 = -54.
    let list = layout(
      HStack {
        Color.red.frame(width: 150, height: 10)
        Color.blue.frame(width: 150, height: 10)
      })
    #expect(list.frame(ofColor: .red) == rect(-54, 95, 150, 10))
    #expect(list.frame(ofColor: .blue) == rect(104, 95, 150, 10))
  }

  @Test("min/max frames in a stack that is too small")
  func minMaxFramesInSmallStack() {
    // Offered 100: the minWidth-80 child is never narrower than 80; the maxWidth-30 child is
    // least flexible (0...30) and gets 30; the min frame's minimum of 80 is exceeded by what
    // is left (100 - 8 - 30 = 62), so it overflows to 80 and the stack is 118 wide.
    let list = layout(
      HStack {
        Color.red.frame(minWidth: 80)
        Color.blue.frame(maxWidth: 30)
      }.frame(width: 100, height: 10))
    #expect(list.frame(ofColor: .blue)?.width == 30)
    #expect(list.frame(ofColor: .red)?.width == 80)
    // The 118-wide stack is centered in the 100-wide frame, itself centered in 200.
    #expect(list.frame(ofColor: .red)?.minX == 41)
  }
}

@MainActor
@Suite("StackLayout: baselines and gathered labels")
struct StackBaselineTests {
  @Test("last text baselines line up multiline text with a single line")
  func lastBaseline() {
    // The two-line text's last baseline is at 12 + 10 = 22; the one-line text's at 10, so
    // the one-line text sits 12 points lower than the two-line text's top.
    let list = layout(
      HStack(alignment: .lastTextBaseline) {
        Text("aaaa bbbb").font(font10).frame(width: 25)
        Text("c").font(font10)
      })
    let two = list.frame(ofText: "aaaa bbbb")!
    let one = list.frame(ofText: "c")!
    #expect(one.minY - two.minY == 12)
  }

  @Test("a baseline is found through padding and frames")
  func baselineThroughModifiers() {
    // The padded text's baseline is 6 + 10 = 16 below its padding's top; the plain text's is
    // 10, so the plain text's top is 6 lower than the padding's.
    let list = layout(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("a").font(font10).padding(.top, 6).background(Color.red)
        Text("b").font(font10)
      })
    let padded = list.frame(ofColor: .red)!
    let plain = list.frame(ofText: "b")!
    #expect(plain.minY - padded.minY == 6)
  }

  @Test("views without text align their bottom edge to the baseline")
  func bottomAsBaseline() {
    let list = layout(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Color.red.frame(width: 10, height: 30)
        Text("a").font(font10)
      })
    // The color's "baseline" is its bottom (30); the text's baseline (10) lines up with it.
    let color = list.frame(ofColor: .red)!
    let text = list.frame(ofText: "a")!
    #expect(text.minY - color.minY == 20)
  }
}
