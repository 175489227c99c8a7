import VitrineWidgetCore

/// The layout of a `swift5_tests` record (the one `#Preview`s and the command line use), for
/// the records generated intent code writes.
public typealias INRuntimeRecord = (
  kind: UInt32, reserved1: UInt32,
  accessor:
    @convention(c) (
      _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?,
      _ reserved: UInt64
    ) -> Bool,
  context: UInt, reserved2: UInt
)

/// An intents extension's principal class, found in a target's sources by the
/// `IntentDefinitionPlugin` and registered by the code it generates: what the extension's
/// Info.plist (`NSExtensionPrincipalClass`) names on iOS. `@main` on a widget bundle installs
/// the bundle's intent-configured widgets with it, so their dynamic options work unchanged.
public struct INExtensionFactory: Sendable {
  /// The record kind, "vinx" as four ASCII bytes.
  public static let recordKind: UInt32 = 0x7669_6E78

  /// Makes the extension.
  public let make: @Sendable () -> INExtension

  /// A factory that makes the extension with `make`.
  public init(_ make: @escaping @Sendable () -> INExtension) { self.make = make }

  /// What a generated record's accessor runs: writes a factory of `make` to `outValue` when
  /// the reader asks for ``INExtensionFactory``, and says whether it did.
  public static func store(
    _ make: @escaping @Sendable () -> INExtension, into outValue: UnsafeMutableRawPointer,
    asking type: UnsafeRawPointer
  ) -> Bool {
    guard type.load(as: Any.Type.self) == INExtensionFactory.self else { return false }
    outValue.initializeMemory(as: INExtensionFactory.self, to: INExtensionFactory(make))
    return true
  }
}

/// An intent class generated from an `.intentdefinition`, registered by the generated code so
/// `@main` can install a widget configured by it with its intents extension.
public struct INIntentClassRecord: Sendable {
  /// The record kind, "vint" as four ASCII bytes.
  public static let recordKind: UInt32 = 0x7669_6E74

  /// The intent class.
  public let intentClass: INIntent.Type

  /// What a generated record's accessor runs: writes `intentClass` to `outValue` when the
  /// reader asks for ``INIntentClassRecord``, and says whether it did.
  public static func store(
    _ intentClass: INIntent.Type, into outValue: UnsafeMutableRawPointer,
    asking type: UnsafeRawPointer
  ) -> Bool {
    guard type.load(as: Any.Type.self) == INIntentClassRecord.self else { return false }
    outValue.initializeMemory(
      as: INIntentClassRecord.self, to: INIntentClassRecord(intentClass: intentClass))
    return true
  }
}

extension WidgetDescriptor {
  /// This widget installed with the first of `extensions` whose handler adopts the handling
  /// protocol of its intent (one of `intentClasses`, matched by name); unchanged when none does.
  public func installingIntentsExtension(
    from extensions: [INExtension], intentClasses: [INIntent.Type]
  ) -> WidgetDescriptor {
    guard let descriptor = intent,
      let intentClass = intentClasses.first(where: {
        String(describing: $0) == descriptor.typeName
      })
    else { return self }
    let dynamic = intentClass.intentParameters.compactMap(\.optionsSource)
    guard !dynamic.isEmpty else { return self }
    for candidate in extensions {
      guard let handler = candidate.handler(for: intentClass.init()),
        dynamic.allSatisfy({ $0(handler) != nil })
      else { continue }
      return handlingIntents(intentClass, with: candidate)
    }
    return self
  }
}
