import Foundation
import ScrollLab

exit(ScrollLabMain.run(Array(CommandLine.arguments.dropFirst())))
