import Foundation
import VitrineCLI

exit(await VitrineCommandLine.main(Array(CommandLine.arguments.dropFirst())))
