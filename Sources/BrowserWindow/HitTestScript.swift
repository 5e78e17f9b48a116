import BrowserSession
import Contacts
import Foundation

/// The hit-test the window runs in the page: the link under a point, found by the page's own layout.
/// It runs in an isolated JavaScript world (`world`), so page scripts can neither see it nor change
/// what `document.elementFromPoint` answers it. Points and rects are in the stream's normalised
/// coordinates over the page area, so a link found here is where the site file says it is.
enum HitTestScript {
    /// The isolated world the script runs in.
    static let world = "peekpop-hit-test"

    /// The body of an async function (`webkit_web_view_call_async_javascript_function`) that
    /// returns the link under `point` as JSON, or null. CSS pixels are the page area's size over the
    /// zoom, so normalised coordinates map onto the layout viewport at any zoom level.
    static func body(at point: Point) -> String {
        """
        const x = \(finite(point.x)) * window.innerWidth, y = \(finite(point.y)) * window.innerHeight;
        const element = document.elementFromPoint(x, y);
        const link = element && element.closest('a[href]');
        if (!link) return null;
        const rect = link.getBoundingClientRect();
        return JSON.stringify({ href: link.href,
            x: rect.left / window.innerWidth, y: rect.top / window.innerHeight,
            width: rect.width / window.innerWidth, height: rect.height / window.innerHeight });
        """
    }

    /// The link in the script's answer; nil for null, or for anything the script cannot have said.
    static func link(fromJSON text: String?) -> Link? {
        guard let data = text?.data(using: .utf8), let answer = try? JSONDecoder().decode(Answer.self, from: data) else { return nil }
        return Link(href: answer.href, rect: Rect(x: answer.x, y: answer.y, width: answer.width, height: answer.height))
    }

    /// A number as JavaScript reads it; a point off any page for what is not a number.
    private static func finite(_ value: Double) -> String {
        value.isFinite ? String(value) : "-1"
    }

    private struct Answer: Decodable {
        var href: String
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }
}
