// The intents extension as Xcode's template starts it: the principal class, which iOS finds
// through the extension's Info.plist. It answers the hero's options with the `async throws`
// form and the planet's with the completion-handler form, as real handlers do.
import Intents

class IntentHandler: INExtension, SelectHeroIntentHandling, SelectPlanetIntentHandling {
  override func handler(for intent: INIntent) -> Any {
    return self
  }

  func provideHeroOptionsCollection(
    for intent: SelectHeroIntent
  ) async throws
    -> INObjectCollection<Hero>
  {
    let names = ["Spouty", "Egghead", "Power Panda"]
    return INObjectCollection(items: names.map { Hero(identifier: $0, display: $0) })
  }

  func providePlanetOptionsCollection(
    for intent: SelectPlanetIntent,
    with completion: @escaping (INObjectCollection<PlanetChoice>?, Error?) -> Void
  ) {
    let planets = ["Mercury", "Venus", "Earth"].map { PlanetChoice(identifier: $0, display: $0) }
    completion(INObjectCollection(items: planets), nil)
  }

  func defaultPlanet(for intent: SelectPlanetIntent) -> PlanetChoice? {
    PlanetChoice(identifier: "Earth", display: "Earth")
  }
}
