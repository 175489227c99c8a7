import Foundation
import VitrineHTTPServer
import VitrineHomeScreen
import VitrineHost
import VitrineUI
import VitrineWidgetCore

extension WebHomeApp {
  /// The phone, its apps, its widgets placed on the grid, the clock, and the feed's position.
  func homeState(_ appearance: PageAppearance) async throws -> HomeState {
    let home = try await placements()
    var widgets: [WidgetState] = []
    for placement in home.placements {
      guard let instance = home.instances[placement.id] else { continue }
      widgets.append(try await widgetState(placement, instance, appearance))
    }
    let grid = home.grid
    let pages = (home.placements + home.icons).map(\.page).max().map { $0 + 1 } ?? 1
    return HomeState(
      device: DeviceState(home.device), devices: HomeGrid.phones.map(DeviceState.init),
      apps: home.icons.compactMap { HomeApps.icon($0.id, at: $0) },
      dock: HomeApps.inDock.compactMap { HomeApps.icon($0) },
      grid: GridState(
        cellWidth: grid.cell.width, cellHeight: grid.cell.height, gapWidth: grid.gap.width,
        gapHeight: grid.gap.height, originX: grid.origin.x, originY: grid.origin.y,
        rowsPerPage: grid.rowsPerPage, pages: pages),
      widgets: widgets, lockScreen: lockScreenWidgets(language: appearance.language),
      clock: clock.state,
      sequence: feed.lastSequence, maximumWidgets: Self.maximumWidgets)
  }

  /// One widget's state, as in ``homeState(_:)``.
  func widgetState(_ id: String, _ appearance: PageAppearance) async throws -> WidgetState {
    let home = try await placements()
    guard let placement = home.placements.first(where: { $0.id == id }),
      let instance = home.instances[id]
    else {
      throw RequestError(404, "no widget '\(id.prefix(40))'")
    }
    return try await widgetState(placement, instance, appearance)
  }

  /// The phone and the widgets placed on its grid, from one reading of the layout and of the
  /// host's instances (every answer about a widget needs both; the layout is a store read).
  private func placements() async throws -> (
    device: WidgetDevice, grid: HomeGrid, placements: [HomeGrid.Placement],
    icons: [HomeGrid.Placement], instances: [String: WidgetInstance]
  ) {
    let instances = await session.host.instances
    let byID = Dictionary(uniqueKeysWithValues: instances.map { ($0.id, $0) })
    let layout = try layout(of: instances.map(\.id))
    let device = Self.phone(layout.deviceID)
    let grid = HomeGrid(device: device) ?? HomeGrid(device: .standard)!
    let placed = grid.place(
      widgets: layout.order.compactMap { id in byID[id].map { (id, $0.family) } },
      icons: HomeApps.onGrid)
    return (device, grid, placed.widgets, placed.icons, byID)
  }

  private func instance(_ id: String) async throws -> WidgetInstance {
    guard let instance = await session.host.instances.first(where: { $0.id == id }) else {
      throw RequestError(404, "no widget '\(id.prefix(40))'")
    }
    return instance
  }

  private func widgetState(
    _ placement: HomeGrid.Placement, _ instance: WidgetInstance, _ appearance: PageAppearance
  ) async throws -> WidgetState {
    let (shown, version) = try await presentation(of: instance, appearance)
    let list = shown.displayList
    let regions = list.interactiveRegions.enumerated().map { index, region in
      let label = list.accessibilityElements.first { $0.frame == region.frame }?.label
      switch region.action {
      case .intent(let intent):
        return WidgetState.Region(
          index: index, frame: Rect(region.frame), kind: "intent",
          label: label ?? type(of: intent).title.key, url: nil, action: region.action.description)
      case .link(let url):
        return WidgetState.Region(
          index: index, frame: Rect(region.frame), kind: "link", label: label ?? url.absoluteString,
          url: url.absoluteString, action: region.action.description)
      }
    }
    let summary = list.accessibilityElements.compactMap(\.label).filter { !$0.isEmpty }
    return WidgetState(
      id: instance.id, kind: instance.kind, family: instance.family.rawValue,
      displayName: words.word(
        "widget.\(instance.kind)", in: appearance.language, or: shown.widget.displayName),
      version: version, frame: Rect(placement.frame),
      column: placement.column, row: placement.row, page: placement.page,
      image: "/widgets/\(instance.id).png?v=\(version)&\(appearance.query)",
      label: summary.joined(separator: ", "), regions: regions,
      widgetURL: list.widgetURL?.absoluteString, configurable: shown.widget.intent != nil,
      isPlaceholder: shown.isPlaceholder)
  }

  /// The widget's picture now, at the device's scale (drawn once per version and appearance).
  func widgetImage(_ id: String, _ query: [String: String]) async throws -> HTTPResponse {
    let appearance = try PageAppearance(query: query)
    let minimum = query["v"].flatMap { Int($0.prefix(18)) }
    return .png(try await picture(of: id, appearance, atLeast: minimum))
  }

  /// The PNG of instance `id` in `appearance` at version `minimum` or later (the current one
  /// when `nil`), drawn once per version and appearance (``WidgetImages``).
  ///
  /// The instance is looked up only when something must be drawn: a picture kept or being
  /// drawn is handed out without a turn on the host, which is busy performing taps. An
  /// instance that is gone has no picture kept (``WidgetImages/forget(_:)``), so its lookup
  /// answers 404.
  private func picture(
    of id: String, _ appearance: PageAppearance, atLeast minimum: Int?
  ) async throws -> Data {
    let session = self.session
    let (data, _) = try await images.image(
      of: id, atLeast: minimum, appearance: appearance.key,
      present: {
        let instance = try await self.instance(id)
        return try await session.present(instance, appearance: appearance.widgetAppearance)
      },
      render: { shown in try shown.render(as: .png, with: session.renderer()) })
    return data
  }

  /// The instance as it is now in `appearance`, and the version it shows: laid out once per
  /// version and appearance, however many requests ask (``WidgetImages``).
  private func presentation(
    of instance: WidgetInstance, _ appearance: PageAppearance
  ) async throws -> (WidgetPresentation, Int) {
    let session = self.session
    return try await images.presentation(of: instance.id, appearance: appearance.key) {
      try await session.present(instance, appearance: appearance.widgetAppearance)
    }
  }

  /// The Lock Screen's widget families, in the order the Lock Screen shows them.
  static let lockScreenFamilies: [WidgetFamily] = [
    .accessoryRectangular, .accessoryCircular, .accessoryInline,
  ]

  /// The Lock Screen's widgets: each installed kind's accessory families, as gallery previews
  /// (`/gallery/<kind>/<family>.png`).
  func lockScreenWidgets(language: String = "en") -> [LockWidgetState] {
    session.widgets.flatMap { widget in
      Self.lockScreenFamilies.filter { widget.supportedFamilies.contains($0) }.map { family in
        LockWidgetState(
          kind: widget.kind,
          name: words.word("widget.\(widget.kind)", in: language, or: widget.displayName),
          family: family.rawValue,
          image: "/gallery/\(widget.kind)/\(family.rawValue).png")
      }
    }
  }

  /// The gallery: every installed kind with the home-screen families it supports.
  func gallery(language: String = "en") -> [GalleryKind] {
    session.widgets.compactMap { widget in
      let families = widget.supportedFamilies.filter { HomeGrid.span(of: $0) != nil }
      guard !families.isEmpty else { return nil }
      return GalleryKind(
        kind: widget.kind,
        displayName: words.word("widget.\(widget.kind)", in: language, or: widget.displayName),
        description: words.word(
          "widget.\(widget.kind).description", in: language, or: widget.widgetDescription),
        families: families.map(\.rawValue))
    }
  }

  /// A kind's preview in a family, as the gallery shows it.
  func galleryImage(
    kind: String, family name: String, _ query: [String: String]
  ) async throws -> HTTPResponse {
    let appearance = try PageAppearance(query: query)
    guard let family = WidgetFamily(rawValue: name),
      HomeGrid.span(of: family) != nil || Self.lockScreenFamilies.contains(family)
    else {
      throw RequestError(404, "no home-screen or Lock Screen family '\(name.prefix(40))'")
    }
    guard let widget = session.widgets.first(where: { $0.kind == kind }) else {
      throw RequestError(404, "no widget kind '\(kind.prefix(40))'")
    }
    var look = appearance.widgetAppearance
    if Self.lockScreenFamilies.contains(family) {
      guard widget.supportedFamilies.contains(family) else {
        throw RequestError(404, "\(kind.prefix(40)) has no \(family.rawValue) widget")
      }
      // The Lock Screen draws its widgets vibrant, over the wallpaper.
      look.renderingMode = .vibrant
    }
    let shown = try await session.galleryPreview(
      kind: kind, family: family, device: try await device(), appearance: look)
    return .png(try shown.render(as: .png, with: session.renderer()))
  }

  // MARK: Changes

  /// Places a widget from the gallery at the end of the home screen.
  func add(_ request: AddRequest) async throws -> HTTPResponse {
    guard let family = WidgetFamily(rawValue: request.family), HomeGrid.span(of: family) != nil
    else { throw RequestError(400, "family must be systemSmall, systemMedium or systemLarge") }
    let id = try await queue.run { () -> String in
      let count = await self.session.host.instances.count
      guard count < Self.maximumWidgets else {
        throw RequestError(409, "the home screen holds at most \(Self.maximumWidgets) widgets")
      }
      var layout = try await self.layout()
      let device = try await self.device()
      let instance = try await self.place(kind: request.kind, family: family, device: device)
      layout.order.append(instance.id)
      try layout.save(to: self.layoutStore)
      return instance.id
    }
    feed.publish("layout", jsonText(["added": id]))
    return .encoded(["id": id])
  }

  /// Performs the intent of the region the page tapped and answers the widget's new state.
  ///
  /// The page sends the region's index and its action as it saw them; when the widget has
  /// changed since, the region with the same action is used, and a tap on something no longer
  /// shown is refused with 409 rather than performing something else. Taps on one widget that
  /// arrive while an earlier one is being performed are performed together (``TapBatch``).
  func tap(_ id: String, _ request: TapRequest) async throws -> HTTPResponse {
    let appearance = try PageAppearance(scheme: request.scheme, lang: request.lang)
    _ = try await instance(id)
    let tap = PendingTap(
      instanceID: id, region: request.region, action: request.action, appearance: appearance)
    try await taps.submit(tap, on: queue) { batch in try await self.perform(batch) }
    return .encoded(try await widgetState(id, appearance))
  }

  /// Performs a batch of taps on one instance: each resolved against the widget as it is drawn
  /// now in the tap's appearance, then all intents at once.
  private func perform(_ batch: [PendingTap]) async throws -> [Result<Void, any Error>] {
    guard let first = batch.first else { return [] }
    let instance = try await instance(first.instanceID)
    var regionsByAppearance: [PageAppearance: [InteractiveRegion]] = [:]
    var intents: [any AppIntent] = []
    var results: [Result<Void, any Error>] = []
    for tap in batch {
      if regionsByAppearance[tap.appearance] == nil {
        let (shown, _) = try await presentation(of: instance, tap.appearance)
        regionsByAppearance[tap.appearance] = shown.displayList.interactiveRegions
      }
      let regions = regionsByAppearance[tap.appearance] ?? []
      let region =
        regions.indices.contains(tap.region) && regions[tap.region].action.description == tap.action
        ? regions[tap.region] : regions.first { $0.action.description == tap.action }
      switch region?.action {
      case .intent(let intent):
        intents.append(intent)
        results.append(.success(()))
      case .link:
        results.append(.failure(RequestError(400, "that region is a link: the page opens it")))
      case nil:
        results.append(
          .failure(RequestError(409, "the widget no longer shows that button; try again")))
      }
    }
    try await session.host.perform(intents, from: instance.id)
    await clock.tick()
    return results
  }

  /// Places a widget of `kind` on the phone, at the clock's time whatever its mode (a session's
  /// own `add` would bring a manual clock to the system time).
  func place(
    kind: String, family: WidgetFamily, device: WidgetDevice,
    configuration: [String: String] = [:]
  ) async throws -> WidgetInstance {
    _ = try session.widget(kind: kind)
    guard device.displaySize(for: family) != nil else {
      throw RequestError(400, "\(device.id) has no \(family.rawValue) widgets")
    }
    let instance = try await session.host.add(
      kind: kind, family: family, device: device, configuration: configuration)
    await clock.tick()
    return instance
  }

  /// Removes a widget from the home screen.
  func remove(_ id: String) async throws -> HTTPResponse {
    try await queue.run {
      _ = try await self.instance(id)
      try await self.session.host.remove(id)
      var layout = try await self.layout()
      layout.order.removeAll { $0 == id }
      try layout.save(to: self.layoutStore)
    }
    images.forget(id)
    feed.publish("layout", jsonText(["removed": id]))
    return .encoded(["removed": id])
  }

  /// Stores the order the page asks for: the same widgets, rearranged.
  func reorder(_ request: LayoutRequest) async throws -> HTTPResponse {
    try await queue.run {
      var layout = try await self.layout()
      guard request.order.count == layout.order.count,
        Set(request.order) == Set(layout.order)
      else {
        throw RequestError(409, "the order must list exactly the widgets on the home screen")
      }
      layout.order = request.order
      try layout.save(to: self.layoutStore)
    }
    feed.publish("layout", jsonText(["order": request.order]))
    return .encoded(["order": request.order])
  }

  /// Moves the home screen to another phone: each widget is placed again on it, keeping its
  /// kind, family, configuration and position (the widgets' own data is untouched).
  func setDevice(_ request: DeviceRequest) async throws -> HTTPResponse {
    guard let device = HomeGrid.phones.first(where: { $0.id == request.device }) else {
      let known = HomeGrid.phones.map(\.id).joined(separator: ", ")
      throw RequestError(400, "device must be one of \(known)")
    }
    try await queue.run {
      var layout = try await self.layout()
      guard layout.deviceID != device.id else { return }
      let instances = await self.session.host.instances
      var order: [String] = []
      for id in layout.order {
        guard let old = instances.first(where: { $0.id == id }) else { continue }
        let new = try await self.place(
          kind: old.kind, family: old.family, device: device, configuration: old.configuration)
        try await self.session.host.remove(old.id)
        self.images.forget(old.id)
        order.append(new.id)
      }
      layout = HomeLayout(deviceID: device.id, order: order)
      try layout.save(to: self.layoutStore)
    }
    feed.publish("layout", jsonText(["device": device.id]))
    return .encoded(["device": device.id])
  }
}

extension DeviceState {
  init(_ device: WidgetDevice) {
    self.init(
      id: device.id, name: device.models, width: device.screenSize.width,
      height: device.screenSize.height, scale: device.scale,
      hasHomeButton: device.screenSize.height < 812,
      // The 393×852 and 430×932 screens are the iPhone 14 Pro and later, with the Dynamic
      // Island; other 812-point and taller screens (iPhone X to 14) have the notch.
      cutout: device.screenSize.height < 812
        ? "none" : device.screenSize.height >= 852 ? "island" : "notch",
      sizes: Dictionary(
        uniqueKeysWithValues: [WidgetFamily.systemSmall, .systemMedium, .systemLarge].compactMap {
          family in
          device.displaySize(for: family).map { (family.rawValue, [$0.width, $0.height]) }
        }))
  }
}
