import Foundation
import Testing
import VitrineAppGroupStore
import VitrineWidgetCore

/// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)` must put a group's
/// container in the folder its App Group store is in, so a widget's files and its store sit
/// together where `vitrine store` looks.
@Suite("App Group containers and stores share one folder")
struct AppGroupFolderAgreementTests {
  @Test("the container folder and the store folder agree for every way of choosing it")
  func foldersAgree() {
    let environments: [[String: String]] = [
      ["VITRINE_DATA_DIR": "/data/v", "HOME": "/home/u"],
      ["XDG_DATA_HOME": "/xdg", "HOME": "/home/u"],
      ["XDG_DATA_HOME": "relative", "HOME": "/home/u"],
      ["HOME": "/home/u"],
    ]
    for environment in environments {
      #expect(
        AppGroupContainer.dataDirectory(environment: environment).path
          == AppGroupStore.defaultDirectory(environment: environment).path, "\(environment)")
    }
  }
}
