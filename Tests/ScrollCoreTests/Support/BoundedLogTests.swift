import ScrollCore
import Testing

@Suite struct BoundedLogTests {
    @Test func keepsTheNewestInOrder() {
        var log = BoundedLog<Int>(capacity: 3)
        #expect(Array(log) == [])
        log.append(1)
        log.append(2)
        #expect(Array(log) == [1, 2])
        for i in 3...7 { log.append(i) }
        #expect(Array(log) == [5, 6, 7])
        #expect(log.count == 3)
        #expect(log.first == 5)
        #expect(log.last == 7)
        #expect(log.suffix(2) == [6, 7])
        log.removeAll()
        log.append(8)
        #expect(Array(log) == [8])
    }
}
