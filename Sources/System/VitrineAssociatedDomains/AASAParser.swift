import Foundation

/// Turns a file's JSON into ``AASAFile`` details, checking the shape of every key it reads.
///
/// Keys the system does not use for universal links (`webcredentials`, `appclips`, `apps`,
/// unknown keys) are ignored; the ones it uses must have the documented types.
enum AASAParser {
  /// Matching options inherited from the domain's and the detail's `defaults`.
  struct Options {
    var caseSensitive = true
    var percentEncoded = true
  }

  static func details(_ root: Any) throws -> [AASAFile.Detail] {
    guard let object = root as? [String: Any] else {
      throw AASAError.wrongType(keyPath: "the top level", expected: "a JSON object")
    }
    guard let applinksValue = object["applinks"] else {
      throw AASAError.missingKey(keyPath: "applinks")
    }
    let applinks = try dictionary(applinksValue, "applinks")
    let variables = try substitutionVariables(applinks["substitutionVariables"])
    let domainOptions = try options(applinks["defaults"], "applinks.defaults", inherited: Options())
    guard let detailsValue = applinks["details"] else {
      throw AASAError.missingKey(keyPath: "applinks.details")
    }
    guard let details = detailsValue as? [Any] else {
      throw AASAError.wrongType(keyPath: "applinks.details", expected: "an array of objects")
    }
    return try details.enumerated().map { index, value in
      try detail(
        value, "applinks.details[\(index)]", options: domainOptions, variables: variables)
    }
  }

  static func detail(
    _ value: Any, _ keyPath: String, options inherited: Options, variables: SubstitutionVariables
  ) throws -> AASAFile.Detail {
    let object = try dictionary(value, keyPath)
    var appIDs: [String] = []
    if let single = object["appID"] {
      appIDs.append(try string(single, "\(keyPath).appID"))
    }
    if let many = object["appIDs"] {
      appIDs += try strings(many, "\(keyPath).appIDs")
    }
    guard !appIDs.isEmpty else { throw AASAError.missingKey(keyPath: "\(keyPath).appIDs") }
    let options = try options(object["defaults"], "\(keyPath).defaults", inherited: inherited)
    if let componentsValue = object["components"] {
      guard let components = componentsValue as? [Any] else {
        throw AASAError.wrongType(
          keyPath: "\(keyPath).components", expected: "an array of objects")
      }
      let rules = try components.enumerated().map { index, value in
        try component(
          value, "\(keyPath).components[\(index)]", options: options, variables: variables)
      }
      return AASAFile.Detail(appIDs: appIDs, rules: .components(rules), keyPath: keyPath)
    }
    let paths = try object["paths"].map { try strings($0, "\(keyPath).paths") } ?? []
    let rules = try paths.enumerated().map { index, text in
      let exclude = text.hasPrefix("NOT ")
      let pattern = try URLPattern(
        exclude ? String(text.dropFirst(4)) : text, variables: variables,
        keyPath: "\(keyPath).paths[\(index)]")
      return LegacyPathRule(pattern: pattern, exclude: exclude)
    }
    return AASAFile.Detail(appIDs: appIDs, rules: .legacyPaths(rules), keyPath: keyPath)
  }

  static func component(
    _ value: Any, _ keyPath: String, options inherited: Options, variables: SubstitutionVariables
  ) throws -> ComponentRule {
    let object = try dictionary(value, keyPath)
    let options = try options(value, keyPath, inherited: inherited)
    func pattern(_ key: String) throws -> URLPattern? {
      guard let value = object[key] else { return nil }
      let path = "\(keyPath)[\"\(key)\"]"
      return try URLPattern(
        try string(value, path), caseSensitive: options.caseSensitive, variables: variables,
        keyPath: path)
    }
    var query: ComponentRule.QueryRule?
    if let queryValue = object["?"] {
      let path = "\(keyPath)[\"?\"]"
      if let text = queryValue as? String {
        query = .whole(
          try URLPattern(
            text, caseSensitive: options.caseSensitive, variables: variables, keyPath: path))
      } else if let items = queryValue as? [String: Any] {
        query = .items(
          try items.keys.sorted().map { name in
            let itemPath = "\(path)[\"\(name)\"]"
            return (
              name,
              try URLPattern(
                try string(items[name] as Any, itemPath), caseSensitive: options.caseSensitive,
                variables: variables, keyPath: itemPath)
            )
          })
      } else {
        throw AASAError.wrongType(
          keyPath: path, expected: "a string or an object of query item patterns")
      }
    }
    return ComponentRule(
      path: try pattern("/"), query: query, fragment: try pattern("#"),
      exclude: try object["exclude"].map { try bool($0, "\(keyPath).exclude") } ?? false,
      comment: try object["comment"].map { try string($0, "\(keyPath).comment") },
      percentEncoded: options.percentEncoded)
  }

  /// `caseSensitive` and `percentEncoded` read from `value` (a defaults or components object)
  /// over `inherited`.
  static func options(_ value: Any?, _ keyPath: String, inherited: Options) throws -> Options {
    guard let value else { return inherited }
    let object = try dictionary(value, keyPath)
    var options = inherited
    if let flag = object["caseSensitive"] {
      options.caseSensitive = try bool(flag, "\(keyPath).caseSensitive")
    }
    if let flag = object["percentEncoded"] {
      options.percentEncoded = try bool(flag, "\(keyPath).percentEncoded")
    }
    return options
  }

  static func substitutionVariables(_ value: Any?) throws -> SubstitutionVariables {
    guard let value else { return SubstitutionVariables() }
    let keyPath = "applinks.substitutionVariables"
    let object = try dictionary(value, keyPath)
    var custom: [String: [String]] = [:]
    for (name, values) in object {
      guard !name.isEmpty, !name.contains(where: { "$()".contains($0) }) else {
        throw AASAError.badPattern(
          keyPath: keyPath, pattern: name,
          reason: "is not a valid variable name (it may not be empty or hold '$', '(' or ')')")
      }
      custom[name] = try strings(values, "\(keyPath).\(name)")
    }
    return SubstitutionVariables(custom: custom)
  }

  // MARK: Typed reads that name the key

  static func dictionary(_ value: Any, _ keyPath: String) throws -> [String: Any] {
    guard let object = value as? [String: Any] else {
      throw AASAError.wrongType(keyPath: keyPath, expected: "an object")
    }
    return object
  }

  static func string(_ value: Any, _ keyPath: String) throws -> String {
    guard let text = value as? String else {
      throw AASAError.wrongType(keyPath: keyPath, expected: "a string")
    }
    return text
  }

  static func strings(_ value: Any, _ keyPath: String) throws -> [String] {
    guard let array = value as? [Any] else {
      throw AASAError.wrongType(keyPath: keyPath, expected: "an array of strings")
    }
    return try array.enumerated().map { try string($1, "\(keyPath)[\($0)]") }
  }

  static func bool(_ value: Any, _ keyPath: String) throws -> Bool {
    // JSONSerialization gives NSNumber for both numbers and Booleans; only true/false (type
    // code `c`) count, so `1` is refused.
    guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else {
      throw AASAError.wrongType(keyPath: keyPath, expected: "true or false")
    }
    return number.boolValue
  }
}
