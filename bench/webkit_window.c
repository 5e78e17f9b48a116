// SPDX-License-Identifier: MIT
/* The cold start's floor: the least a WebKitGTK 6.0 browser does before a page is on the screen:
 * GTK started, a window with one web view, the URL loaded, the window shown. Nothing else (no
 * settings, no session, no scripts), so its start is WebKit's own: its libraries linked, its
 * network and sandboxed web processes launched, the page loaded and painted.
 *
 *   gcc -O2 -o bench/out/webkit_window bench/webkit_window.c $(pkg-config --cflags --libs webkitgtk-6.0)
 *   bench/out/webkit_window URL
 *
 * Runs until its window is closed or it is signalled; exits 64 (EX_USAGE) without one URL and 69
 * (EX_UNAVAILABLE) without a display. */
#include <webkit/webkit.h>

static gboolean quit(GtkWindow *window, gpointer loop)
{
	(void)window;
	g_main_loop_quit(loop);
	return FALSE;
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s URL\n", argv[0]);
		return 64;
	}
	if (!gtk_init_check()) {
		fprintf(stderr, "%s: cannot open a display\n", argv[0]);
		return 69;
	}
	GMainLoop *loop = g_main_loop_new(NULL, FALSE);
	GtkWidget *window = gtk_window_new();
	gtk_window_set_default_size(GTK_WINDOW(window), 1024, 768);
	GtkWidget *view = webkit_web_view_new();
	gtk_window_set_child(GTK_WINDOW(window), view);
	webkit_web_view_load_uri(WEBKIT_WEB_VIEW(view), argv[1]);
	gtk_window_present(GTK_WINDOW(window));
	g_signal_connect(window, "close-request", G_CALLBACK(quit), loop);
	g_main_loop_run(loop);
	return 0;
}
