import Foundation
import ScrollLab

exit(ScrollLabMain.main())
