import Foundation

/// What open pages are told through server-sent events: the generation of the site being served
/// (it grows with every successful build) and the content problem of the last build, if it failed.
/// Every subscriber gets the current state at once, then every change.
actor LiveState {
    private(set) var generation = 0
    private(set) var problem: String?
    private var listeners: [UUID: AsyncStream<String>.Continuation] = [:]

    /// A build succeeded (the new site is being served) or failed (`problem`: the last good site stays).
    func published(problem: String?) {
        if problem == nil { generation += 1 }
        self.problem = problem
        broadcast(event)
    }

    /// A comment line, which keeps idle connections open and lets closed ones be noticed.
    func heartbeat() {
        broadcast(": keep-alive\n\n")
    }

    /// The stream of events for one open page, starting with the current state.
    func subscribe() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream()
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        listeners[id] = continuation
        continuation.yield("retry: 1000\n" + event)
        return stream
    }

    /// Ends every stream (the server is stopping).
    func finish() {
        listeners.values.forEach { $0.finish() }
        listeners = [:]
    }

    private func remove(_ id: UUID) {
        listeners[id] = nil
    }

    private func broadcast(_ text: String) {
        listeners.values.forEach { $0.yield(text) }
    }

    /// `data: {"generation":3,"problem":null}` and a blank line.
    private var event: String {
        struct State: Encodable {
            var generation: Int
            var problem: String?
            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(generation, forKey: .generation)
                try c.encode(problem, forKey: .problem)
            }
            enum CodingKeys: String, CodingKey { case generation, problem }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(State(generation: generation, problem: problem))).map {
            String(decoding: $0, as: UTF8.self)
        }
        return "data: \(json ?? "{}")\n\n"
    }
}
