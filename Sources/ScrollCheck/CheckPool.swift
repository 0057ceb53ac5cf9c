import Foundation
import Synchronization

/// `--jobs N`: N threads in this process take items from one shared index until none are left; the
/// results come back in the items' order whatever order they finished in. What the work shares
/// must be `Sendable` (Swift 6 checks it): each item builds its own sandbox and session.
public enum CheckPool {
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, _ work: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let shared = Shared<Result>(count: items.count)
        let threads = max(1, min(jobs, items.count))
        let done = DispatchSemaphore(value: 0)
        let body: @Sendable () -> Void = {
            while true {
                let i = shared.next.withLock { n in
                    defer { n += 1 }
                    return n
                }
                guard i < items.count else { break }
                let r = work(items[i])
                shared.results.withLock { $0[i] = r }
            }
            done.signal()
        }
        for _ in 1..<threads {
            let t = Thread(block: body)
            // Replays recurse a little (layout, JSON); the default 512 KB of a secondary thread is tight.
            t.stackSize = 8 << 20
            t.start()
        }
        body()  // this thread is the first job (and signals too)
        for _ in 0..<threads { done.wait() }
        return shared.results.withLock { $0.map { $0! } }
    }

    /// The one thing the threads share: the next item's index and the results, each behind a lock.
    private final class Shared<Result: Sendable>: Sendable {
        let next = Mutex(0)
        let results: Mutex<[Result?]>
        init(count: Int) { results = Mutex([Result?](repeating: nil, count: count)) }
    }
}
