// `import UniformTypeIdentifiers` in a file written for iOS: `UTType` and the system-declared
// types (`.png`, `.jpeg`, `.plainText`, `.json`, `.url` …), from VitrineUniformTypes.
@_exported import Foundation
@_exported import VitrineUniformTypes
