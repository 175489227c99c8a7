import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineCLI

/// The Shared with You commands, each run in-process against one data folder per test.
@Suite(.timeLimit(.minutes(5))) struct SharedWithYouCommandTests {
  let data: TemporaryFolder

  init() throws { data = try TemporaryFolder("cli-swy") }

  /// Runs `vitrine` with `arguments` plus this test's `--data-dir`.
  func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
    await vitrine(arguments + ["--data-dir", data.url.path])
  }

  /// The issue's acceptance path: a contact sends a catalog link, it is listed with why, and
  /// hiding it removes it for good, even when it is sent again.
  @Test func aContactsCatalogLinkSurfacesAndHidingIsForGood() async {
    #expect(await run("contacts", "add", "Anna", "--handle", "anna@example.com").status == 0)
    let sent = await run(
      "messages", "send", "--from", "Anna", "--text",
      "Watch https://vitrine.example/title/stalker tonight", "--at", "2026-11-30T18:00:00Z")
    #expect(sent.out == "message 1 from anna@example.com at 2026-11-30T18:00:00Z, 1 link")

    let listed = await run("shared", "list", "--at", "2026-11-30T18:05:00Z")
    #expect(listed.status == 0, "\(listed.err)")
    let lines = listed.out.split(separator: "\n").map(String.init)
    #expect(
      lines[0] == "Shared with You — Vitrine (VTRN4A7B2C.app.vitrine.streaming): 1 highlights")
    #expect(lines[1] == "1. https://vitrine.example/title/stalker  (Stalker)")
    #expect(lines[2] == "   From Anna · shared 2026-11-30T18:00:00Z · in Anna")

    #expect(await run("shared", "hide", "https://vitrine.example/title/stalker").status == 0)
    _ = await run(
      "messages", "send", "--from", "Anna", "--text", "https://vitrine.example/title/stalker")
    let after = await run("shared", "list")
    #expect(
      after.out.hasPrefix(
        "Shared with You — Vitrine (VTRN4A7B2C.app.vitrine.streaming): 0 highlights"))
    #expect(
      after.out.contains(
        "https://vitrine.example/title/stalker from anna@example.com in Anna: hidden by the person")
    )
    let again = await run("shared", "hide", "https://vitrine.example/title/stalker")
    #expect(again.status == 1)
  }

  @Test func listExplainsFilteredLinksAndTheOrder() async {
    _ = await run("messages", "sample", "--at", "2026-11-30T12:00:00Z")
    let listed = await run("shared", "list", "--locale", "ru_RU", "--at", "2026-11-30T12:00:00Z")
    let lines = listed.out.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("Поделились с вами — Vitrine"))
    #expect(lines[1] == "1. https://vitrine.example/title/chernobyl-s1e1  (Чернобыль)")
    #expect(lines[2] == "   От: Kate Wilson · pinned, shared 2026-11-30T08:00:00Z · in Kate Wilson")
    #expect(lines[4].hasPrefix("   От: Kate Wilson и ещё 2 · shared 2026-11-30T10:00:00Z"))
    #expect(listed.out.contains("not surfaced: 6 links"))
    #expect(
      listed.out.contains(
        "https://vitrine.example/title/solaris from +15550001111 in +15550001111: +15550001111 is not in contacts"
      ))
  }

  @Test func contactsAddListRemove() async {
    #expect(
      await run("contacts", "add", "Anna Petrova").out
        == "added Anna Petrova (annapetrova@example.com)")
    #expect(
      await run("contacts", "list").out.hasPrefix("Anna Petrova  annapetrova@example.com  [AP #"))
    #expect(await run("contacts", "add", "anna petrova").status == 1)
    #expect(await run("contacts", "remove", "Anna Petrova").status == 0)
    #expect(await run("contacts", "list").out == "")
    #expect(
      await run("contacts", "remove", "Anna Petrova").err
        == "vitrine contacts: error: no contact named 'Anna Petrova'")
    #expect(await run("contacts", "add").status == 2)
    #expect(await run("contacts", "befriend", "x").status == 2)
  }

  @Test func settingsSwitchHighlightsOffAndOn() async {
    _ = await run("contacts", "add", "Boris")
    _ = await run(
      "messages", "send", "--from", "Boris", "--group", "Кино", "--text",
      "https://vitrine.example/title/brother", "--pin")
    func count() async -> String {
      String(
        await run("shared", "list").out.split(separator: "\n")[0].split(separator: ":").last ?? "")
    }
    #expect(await count() == " 1 highlights")
    #expect(
      await run("settings", "shared-with-you", "off", "--conversation", "Кино").out
        == "shared-with-you off for conversation Кино")
    #expect(await count() == " 0 highlights")
    _ = await run("settings", "shared-with-you", "on", "--conversation", "Кино")
    _ = await run("settings", "shared-with-you", "off", "--app", "VTRN4A7B2C.app.vitrine.streaming")
    #expect(await count() == " 0 highlights")
    #expect(
      await run("settings", "shared-with-you").out
        == "shared-with-you: on\n  off for app VTRN4A7B2C.app.vitrine.streaming")
    _ = await run("settings", "shared-with-you", "on", "--app", "VTRN4A7B2C.app.vitrine.streaming")
    _ = await run("settings", "shared-with-you", "off")
    #expect(await count() == " 0 highlights")
    _ = await run("settings", "shared-with-you", "on")
    #expect(await count() == " 1 highlights")
    #expect(await run("settings", "shared-with-you", "maybe").status == 2)
    #expect(await run("settings", "shared-with-you", "off", "--app", "T.nope").status == 1)
  }

  @Test func replyNamesTheConversation() async {
    _ = await run("contacts", "add", "Kate")
    _ = await run(
      "messages", "send", "--from", "Kate", "--text", "https://vitrine.example/title/dune")
    #expect(
      await run("shared", "reply", "https://vitrine.example/title/dune").out
        == "reply in Kate (one-to-one, conversation 1)")
    #expect(await run("shared", "reply").status == 2)
  }

  @Test func aasaCheckPrintsTheVerdictAndTheRule() async throws {
    let file = data.url.appendingPathComponent("apple-app-site-association")
    try Data(
      """
      { "applinks": { "details": [ {
        "appIDs": [ "ABCDE12345.com.example.app" ],
        "components": [
          { "#": "no_universal_links", "exclude": true, "comment": "fragment opt-out" },
          { "/": "/buy/*", "comment": "purchases" },
          { "/": "/help/*", "?": { "articleNumber": "????" } } ] } ] } }
      """.utf8
    ).write(to: file)
    let buy = await vitrine("aasa", "check", file.path, "https://example.com/buy/shoes")
    #expect(
      buy.out
        == #"opens: ABCDE12345.com.example.app opens it: applinks.details[0].components[1] ("/": "/buy/*") — purchases"#
    )
    let optOut = await vitrine(
      "aasa", "check", file.path, "https://example.com/buy/x#no_universal_links")
    #expect(
      optOut.out.hasPrefix(
        "does not open: ABCDE12345.com.example.app does not open it, excluded by applinks.details[0].components[0]"
      ))
    let help = await vitrine(
      "aasa", "check", file.path, "https://example.com/help/a?articleNumber=12")
    #expect(
      help.out == "does not open: ABCDE12345.com.example.app does not open it: no rule matches")

    try Data(#"{"applinks": {"details": [{"appID": "A", "components": [{"/": 1}]}]}}"#.utf8).write(
      to: file)
    let broken = await vitrine("aasa", "check", file.path, "https://example.com/")
    #expect(broken.status == 1)
    #expect(
      broken.err
        == #"vitrine aasa: error: \#(file.path): applinks.details[0].components[0]["/"] must be a string"#
    )
    #expect(await vitrine("aasa", "check", "/nonexistent", "https://example.com/").status == 1)
    #expect(await vitrine("aasa", "verify", file.path, "https://example.com/").status == 2)
  }
}
