import Contacts
import Testing

@Test func explore() throws {
    for (path, recording, device) in EvemuTestReader.allRecordings() {
        do {
            var tracker = try ContactTracker(device: device)
            let frames = recording.events.compactMap { tracker.handle($0) }
            let began = frames.flatMap(\.contacts).filter { $0.phase == .began }
            let tools = Set(began.map(\.tool.rawValue)).sorted()
            print("\(path): \(began.count) contacts \(tools) frames=\(frames.count) force=\(tracker.reportsForce) diag=\(tracker.takeDiagnostics().prefix(2))")
        } catch {
            print("\(path): REFUSED \(error)")
        }
    }
}
