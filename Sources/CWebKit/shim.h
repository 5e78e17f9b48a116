// SPDX-License-Identifier: MIT
#include <webkit/webkit.h>
#include <gtk/gtk.h>
#include <glib-unix.h>
/* malloc_trim: WorkerThread gives back what a worker's malloc arena keeps. */
#include <malloc.h>

/* What Swift cannot import from GLib, GTK and WebKit: function-like macros (casts, G_CALLBACK,
   g_signal_connect) and variadic constructors. Each is a plain static inline function. */

/* Casts: GObject's checked casts are macros; these are the plain pointer casts they reduce to. */
static inline GObject *cwebkit_object(gpointer instance) { return G_OBJECT(instance); }
static inline GtkWidget *cwebkit_widget(gpointer instance) { return GTK_WIDGET(instance); }
static inline GtkWindow *cwebkit_window(gpointer instance) { return GTK_WINDOW(instance); }
static inline WebKitWebView *cwebkit_web_view(gpointer instance) { return WEBKIT_WEB_VIEW(instance); }
static inline GdkPaintable *cwebkit_paintable(gpointer instance) { return GDK_PAINTABLE(instance); }
static inline WebKitNavigationPolicyDecision *cwebkit_navigation_decision(gpointer instance) {
    return WEBKIT_NAVIGATION_POLICY_DECISION(instance);
}

/* g_signal_connect is a macro over g_signal_connect_data; the destroy notify releases user_data.
   It takes a GDestroyNotify, as every other callback's user data does, and casts it as GLib's own
   callers do ((GClosureNotify) g_free): the closure argument it is also passed goes unread. */
static inline gulong cwebkit_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                            gpointer user_data, GDestroyNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, user_data, (GClosureNotify)destroy, (GConnectFlags)0);
}

/* A web view sharing `parent`'s web process and network session (g_object_new is variadic). */
static inline GtkWidget *cwebkit_related_web_view(WebKitWebView *parent) {
    return GTK_WIDGET(g_object_new(WEBKIT_TYPE_WEB_VIEW, "related-view", parent, NULL));
}
static inline GtkBox *cwebkit_box(gpointer instance) { return GTK_BOX(instance); }
static inline GtkFixed *cwebkit_fixed(gpointer instance) { return GTK_FIXED(instance); }
static inline GtkEntry *cwebkit_entry(gpointer instance) { return GTK_ENTRY(instance); }
static inline GtkButton *cwebkit_button(gpointer instance) { return GTK_BUTTON(instance); }

/* g_object_set is variadic: one boolean property by name. */
static inline void cwebkit_object_set_boolean(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}
