import Foundation
import Testing
import VitrineCatalog
import VitrineRecommendationsWidget
import VitrineUI
import VitrineWidgetCore

/// The widget's views laid out with the deterministic measurer: what is tappable, what opens
/// what, and what VoiceOver reads.
@MainActor
@Suite struct RecommendationsViewTests {
  let posters = Array(EmbeddedCatalog.recommendations.prefix(6))

  func layout(
    _ family: WidgetFamily, index: Int = 0, status: RecommendationsEntry.Status = .current,
    locale: String = "en_US", posters: [Title]? = nil
  ) -> DisplayList {
    let entry = RecommendationsEntry(
      date: .now, posters: posters ?? self.posters, position: CarouselPosition(index: index),
      status: status)
    var environment = EnvironmentValues(widget: TimelineProviderContext(family: family))
    environment.locale = Locale(identifier: locale)
    let context = TimelineProviderContext(family: family)
    return WidgetLayout.displayList(
      for: RecommendationsView(entry: entry),
      in: CGSize(width: context.displaySize.width, height: context.displaySize.height),
      environment: environment, measurer: FixedAdvanceTextMeasurer())
  }

  func intents(_ list: DisplayList) -> [String] {
    list.interactiveRegions.compactMap {
      if case .intent(let intent) = $0.action { return String(describing: type(of: intent)) }
      return nil
    }
  }

  func links(_ list: DisplayList) -> [URL] {
    list.interactiveRegions.compactMap {
      if case .link(let url) = $0.action { return url }
      return nil
    }
  }

  @Test func smallShowsTheCurrentAndNextPosterAndOpensTheCurrentOne() {
    let list = layout(.systemSmall, index: 5)
    #expect(intents(list) == ["ScrollBackIntent", "ScrollForwardIntent"])
    #expect(links(list).isEmpty)
    #expect(list.widgetURL == posters[5].deepLink)
    let labels = list.accessibilityElements.map(\.label)
    #expect(labels.prefix(2) == [posters[5].name.en, posters[0].name.en])
    #expect(labels.contains("Scroll back") && labels.contains("Scroll forward"))
    #expect(!labels.contains("vitrine"))
  }

  @Test func mediumLinksFourPosters() {
    let list = layout(.systemMedium, index: 1)
    #expect(links(list) == posters[1...4].map(\.deepLink))
    #expect(intents(list).count == 2)
  }

  @Test func largeLinksAllSixPostersInTwoRows() {
    let list = layout(.systemLarge)
    #expect(links(list) == posters.map(\.deepLink))
    let frames = list.interactiveRegions.filter {
      if case .link = $0.action { return true }
      return false
    }.map(\.frame)
    #expect(Set(frames.map(\.minY)).count == 2)
  }

  @Test func postersReadTheirTitleAndSubtitleAndTheButtonsTheirRussianNames() {
    let list = layout(.systemSmall, locale: "ru_RU")
    let first = list.accessibilityElements[0]
    #expect(first.label == posters[0].name.ru)
    #expect(first.value?.isEmpty == false)
    let labels = list.accessibilityElements.map(\.label)
    #expect(labels.contains("Пролистнуть назад") && labels.contains("Пролистнуть вперёд"))
    // The caption repeats the poster's label, so it is hidden.
    #expect(labels.filter { $0 == posters[0].name.ru }.count == 1)
  }

  @Test func theErrorStateSaysSoInBothLanguages() {
    let english = layout(.systemSmall, status: .failed, posters: [])
    #expect(english.accessibilityElements.map(\.label).contains("Couldn't load your picks"))
    let russian = layout(.systemMedium, status: .failed, locale: "ru", posters: [])
    #expect(russian.accessibilityElements.map(\.label).contains("Не удалось загрузить подборку"))
    #expect(russian.interactiveRegions.isEmpty)
  }

  @Test func theTitlePushesFromTheSideTheCarouselMoved() {
    let forward = RecommendationsEntry(
      date: .now, posters: posters, position: CarouselPosition(index: 1, direction: .forward),
      status: .current)
    let back = RecommendationsEntry(
      date: .now, posters: posters, position: CarouselPosition(index: 1, direction: .back),
      status: .current)
    let measurer = FixedAdvanceTextMeasurer()
    let size = CGSize(width: 158, height: 158)
    let environment = EnvironmentValues(widget: TimelineProviderContext(family: .systemSmall))
    let forwardList = WidgetLayout.displayList(
      for: RecommendationsView(entry: forward), in: size, environment: environment,
      measurer: measurer)
    let backList = WidgetLayout.displayList(
      for: RecommendationsView(entry: back), in: size, environment: environment, measurer: measurer)
    // The caption carries the title's identity and its transition.
    let forwardCaption = forwardList.identifiedViews.first { $0.id == posters[1].id }
    let backCaption = backList.identifiedViews.first { $0.id == posters[1].id }
    #expect(forwardCaption?.transition == .push(from: .trailing))
    #expect(backCaption?.transition == .push(from: .leading))
  }
}
