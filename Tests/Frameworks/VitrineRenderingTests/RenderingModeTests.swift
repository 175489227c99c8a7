import Foundation
import Testing
import VitrineUI
import VitrineWidgetCore

@testable import VitrineRendering

@MainActor
@Suite("Rendering modes: vibrant, accented, and the place's environment")
struct RenderingModeTests {
  let white = ResolvedColor(red: 1, green: 1, blue: 1)
  /// A tint whose colours are easy to tell apart in pixels.
  let tint = WidgetTint(
    primary: ResolvedColor(red: 0, green: 1, blue: 0),
    accent: ResolvedColor(red: 1, green: 0, blue: 1),
    backdrop: ResolvedColor(red: 0, green: 0, blue: 1))

  @Test("luminance becomes opacity: white opaque, black clear, grey half, red a fifth")
  func luminanceToAlpha() throws {
    // Four 10×10 squares: white, black, 50% grey, red.
    let greyLevel = 128.0 / 255
    let grey = ResolvedColor(red: greyLevel, green: greyLevel, blue: greyLevel)
    let items = [
      fill(CGRect(x: 0, y: 0, width: 10, height: 10), white),
      fill(CGRect(x: 10, y: 0, width: 10, height: 10), black),
      fill(CGRect(x: 20, y: 0, width: 10, height: 10), grey),
      fill(CGRect(x: 30, y: 0, width: 10, height: 10), red),
    ]
    var options = RenderOptions(scale: 1)
    options.renderingMode = .vibrant
    options.tint = WidgetTint(primary: white, accent: white, backdrop: nil)
    let image = try renderer.rasterize(list(40, 10, items), options: options)
    #expect(image.color(x: 5, y: 5) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(image.color(x: 15, y: 5).alpha == 0)
    // 0.2126 × 128 + 0.7152 × 128 + 0.0722 × 128 = 128.
    #expect(image.color(x: 25, y: 5).alpha == 128)
    // Pure red: 0.2126 × 255 = 54.2 → 54.
    #expect(image.color(x: 35, y: 5).alpha == 54)
  }

  @Test("vibrant: light parts glow in the primary tint, dark parts show the backdrop")
  func vibrantOverBackdrop() throws {
    let view = ZStack {
      Color.black
      Circle().fill(Color.white).frame(width: 20, height: 20)
    }
    var target = WidgetRenderTarget(family: .accessoryCircular, scale: 1)
    target.tint = tint
    let image = try renderer.rasterize(view, target: target)
    // The standard iPhone's circular widget is 72 points: its centre is in the white circle.
    #expect(image.color(x: 36, y: 36) == RGBA8(red: 0, green: 255, blue: 0))
    // Inside the round widget but outside the white circle: the backdrop.
    #expect(image.color(x: 36, y: 6) == RGBA8(red: 0, green: 0, blue: 255))
    // The circular widget is round: the corners of its square are empty.
    #expect(image.color(x: 2, y: 2).alpha == 0)
  }

  @Test("accented: the widgetAccentable group in the accent, the rest in the primary tint")
  func accentedGroups() throws {
    let view = HStack(spacing: 0) {
      Color.white
      Color.white.widgetAccentable()
    }
    var target = WidgetRenderTarget(
      family: .systemMedium, scale: 1, contentMarginsDisabled: true)
    target.renderingMode = .accented
    target.tint = tint
    let image = try renderer.rasterize(view, target: target)
    // 338 points wide: the left half is the default group, the right half the accent group.
    #expect(image.color(x: 80, y: 79) == RGBA8(red: 0, green: 255, blue: 0))
    #expect(image.color(x: 250, y: 79) == RGBA8(red: 255, green: 0, blue: 255))
  }

  @Test("splitting keeps each group's items and the groups around them, dropping empty ones")
  func split() {
    var accent = GroupItem(children: [fill(CGRect(x: 0, y: 0, width: 1, height: 1), red)])
    accent.widgetAccentable = true
    var optOut = GroupItem(children: [fill(CGRect(x: 1, y: 0, width: 1, height: 1), blue)])
    optOut.widgetAccentable = false
    accent.children.append(DisplayItem(frame: .zero, content: .group(optOut)))
    let items = [
      fill(CGRect(x: 2, y: 0, width: 1, height: 1), black),
      DisplayItem(frame: .zero, content: .group(accent)),
    ]
    let base = RenderingModeCompositor.split(items, in: .primary, keeping: .primary)
    let accented = RenderingModeCompositor.split(items, in: .primary, keeping: .accent)
    // Default group: the black square, and the blue one that opted out inside the accent
    // group; accent group: the red square alone.
    #expect(base.count == 2)
    #expect(String(describing: base).contains("#0000FF"))
    #expect(accented.count == 1)
    guard case .group(let kept) = accented[0].content else {
      Issue.record("the accent group was not kept")
      return
    }
    #expect(kept.children.count == 1)
  }

  @Test("accented content is a silhouette: black shows in the tint as much as white")
  func accentedSilhouette() throws {
    var options = RenderOptions(scale: 1)
    options.renderingMode = .accented
    options.tint = tint
    let image = try renderer.rasterize(
      list(20, 10, [fill(CGRect(x: 0, y: 0, width: 10, height: 10), black)]), options: options)
    #expect(image.color(x: 5, y: 5) == RGBA8(red: 0, green: 255, blue: 0))
    #expect(image.color(x: 15, y: 5).alpha == 0)
  }

  @Test(
    "an image's accented rendering mode: full colour, accented, desaturated in either tint",
    arguments: [
      (WidgetAccentedRenderingMode.fullColor, RGBA8(red: 255, green: 0, blue: 0)),
      (.accented, RGBA8(red: 255, green: 0, blue: 255)),
      // Red's luminance is 0.2126 × 255 = 54: the tint at 54 / 255 opacity.
      (.desaturated, RGBA8(red: 0, green: 255, blue: 0, alpha: 54)),
      (.accentedDesaturated, RGBA8(red: 255, green: 0, blue: 255, alpha: 54)),
    ])
  func imageModes(mode: WidgetAccentedRenderingMode, expected: RGBA8) throws {
    var group = GroupItem(children: [fill(CGRect(x: 0, y: 0, width: 10, height: 10), red)])
    group.widgetAccentedRenderingMode = mode
    var options = RenderOptions(scale: 1)
    options.renderingMode = .accented
    options.tint = WidgetTint(primary: tint.primary, accent: tint.accent, backdrop: nil)
    let image = try renderer.rasterize(
      list(
        10, 10,
        [DisplayItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), content: .group(group))]),
      options: options)
    let pixel = image.color(x: 5, y: 5)
    #expect(pixel.alpha == expected.alpha)
    if expected.alpha == 255 { #expect(pixel == expected) }
  }

  @Test("the place sets the environment: mode, dark appearance, container background")
  func placeEnvironment() {
    let home = WidgetRenderTarget(family: .systemSmall)
    #expect(home.environment.widgetRenderingMode == .fullColor)
    #expect(home.environment.showsWidgetContainerBackground)
    #expect(home.renderOptions.drawsContainerBackground)
    let lock = WidgetRenderTarget(family: .accessoryRectangular)
    #expect(lock.environment.widgetRenderingMode == .vibrant)
    #expect(lock.environment.colorScheme == .dark)
    #expect(!lock.environment.showsWidgetContainerBackground)
    #expect(!lock.renderOptions.drawsContainerBackground)
    #expect(lock.renderOptions.defaultBackground == WidgetTint.defaultWallpaper)
    var tinted = WidgetRenderTarget(family: .systemSmall)
    tinted.renderingMode = .accented
    #expect(tinted.environment.widgetRenderingMode == .accented)
    #expect(!tinted.environment.showsWidgetContainerBackground)
    #expect(tinted.renderOptions.tint == .tinted())
    tinted.containerBackgroundRemovable = false
    #expect(tinted.renderOptions.drawsContainerBackground)
  }

  @Test("a material blurs what is behind it: red and blue meet as a mix under it")
  func materialBlursBackdrop() throws {
    let view = ZStack {
      HStack(spacing: 0) {
        Color.red
        Color.blue
      }
      Rectangle().fill(.ultraThinMaterial).frame(width: 60, height: 60)
    }
    let target = WidgetRenderTarget(family: .systemSmall, scale: 1, contentMarginsDisabled: true)
    let image = try renderer.rasterize(view, target: target)
    // Without the blur the column left of the middle (x = 78) would be pure red under the
    // white tint; blurred by 10 points, blue from 1 point away reaches it.
    let edge = image.color(x: 78, y: 79)
    #expect(edge.blue > 110)
    #expect(edge.red > 110)
    // Outside the material nothing is blurred.
    #expect(image.color(x: 10, y: 79) == RGBA8(red: 255, green: 59, blue: 48))
  }
}
