// SPDX-License-Identifier: MIT
@testable import BrowserWindow
import CWebKit
import Testing

/// What the tabs' web views are set to (WebKit's settings need a display; their class does not).
@Suite struct WebViewSettingsTests {
    /// WebKit's own back/forward swipe would go back on the swipe the daemon reports as an edge-pan.
    @Test func webKitsOwnSwipeGestureIsSetOff() {
        #expect(WebViewSettings.booleans["enable-back-forward-navigation-gestures"] == false)
    }

    @Test(arguments: WebViewSettings.booleans.keys.sorted())
    func everySettingIsABooleanPropertyOfWebKitSettings(name: String) throws {
        let settingsClass = g_type_class_ref(webkit_settings_get_type())
        defer { g_type_class_unref(settingsClass) }
        let property = try #require(g_object_class_find_property(settingsClass?.assumingMemoryBound(to: GObjectClass.self), name))
        #expect(g_type_name(property.pointee.value_type).map { String(cString: $0) } == "gboolean")
    }
}
