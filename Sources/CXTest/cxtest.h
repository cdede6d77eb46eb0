// The few Xlib and XTest calls the OS input stack makes, wrapped so Swift sees plain C types
// (Xlib's macros and its `Display` struct stay here). Debian: libx11-dev, libxtst-dev.
#ifndef CXTEST_H
#define CXTEST_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>
#include <X11/XKBlib.h>
#include <stdlib.h>
#include <string.h>

// Opens `name` (":5"); NULL when the server cannot be reached. Errors from requests on a window
// that went away are ignored instead of ending the process (Xlib's default handler exits).
static int cxtest_ignore_error(Display *d, XErrorEvent *e) { (void)d; (void)e; return 0; }

// `io_error` runs when the server goes away under the open connection (Xlib exits when it
// returns, so it must end the process itself, or wait while an interrupt handler does).
static inline Display *cxtest_open(const char *name, int (*io_error)(Display *)) {
  XSetErrorHandler(cxtest_ignore_error);
  XSetIOErrorHandler(io_error);
  return XOpenDisplay(name);
}

static inline void cxtest_close(Display *d) { XCloseDisplay(d); }

// 1 when the server has the XTEST extension.
static inline int cxtest_has_xtest(Display *d) {
  int event, error, major, minor;
  return XTestQueryExtension(d, &event, &error, &major, &minor) ? 1 : 0;
}

// The keycode that types `keysym` on the server's keyboard map, 0 for none.
static inline unsigned int cxtest_keycode(Display *d, unsigned long keysym) {
  return XKeysymToKeycode(d, (KeySym)keysym);
}

// The keysym at shift level `level` (0 plain, 1 with Shift) of `keycode`.
static inline unsigned long cxtest_keysym_at(Display *d, unsigned int keycode, int level) {
  return (unsigned long)XkbKeycodeToKeysym(d, (KeyCode)keycode, 0, level);
}

// Presses (1) or releases (0) `keycode`, then waits until the server has processed it.
static inline void cxtest_key(Display *d, unsigned int keycode, int press) {
  XTestFakeKeyEvent(d, keycode, press ? True : False, CurrentTime);
  XSync(d, False);
}

// The top-level windows (children of the root), up to `capacity`; returns how many exist.
static inline int cxtest_top_windows(Display *d, unsigned long *out, int capacity) {
  Window root, parent, *children = NULL;
  unsigned int count = 0;
  if (!XQueryTree(d, DefaultRootWindow(d), &root, &parent, &children, &count)) return 0;
  for (unsigned int i = 0; i < count && (int)i < capacity; i++) out[i] = children[i];
  if (children) XFree(children);
  return (int)count;
}

// 1 when `window` is mapped (viewable) and not override-redirect (a menu, an IME popup).
static inline int cxtest_is_app_window(Display *d, unsigned long window) {
  XWindowAttributes attributes;
  if (!XGetWindowAttributes(d, (Window)window, &attributes)) return 0;
  return attributes.map_state == IsViewable && !attributes.override_redirect;
}

// The window's title (_NET_WM_NAME, UTF-8, else WM_NAME) into `out`; 0 when it has none.
static inline int cxtest_window_title(Display *d, unsigned long window, char *out, int capacity) {
  if (capacity <= 0) return 0;
  out[0] = 0;
  Atom netName = XInternAtom(d, "_NET_WM_NAME", False);
  Atom utf8 = XInternAtom(d, "UTF8_STRING", False);
  Atom type;
  int format;
  unsigned long count, after;
  unsigned char *data = NULL;
  if (XGetWindowProperty(d, (Window)window, netName, 0, 1024, False, utf8, &type, &format, &count,
                         &after, &data) == Success && data && count > 0) {
    strncpy(out, (const char *)data, (size_t)capacity - 1);
    out[capacity - 1] = 0;
    XFree(data);
    return 1;
  }
  if (data) XFree(data);
  char *name = NULL;
  if (XFetchName(d, (Window)window, &name) && name) {
    strncpy(out, name, (size_t)capacity - 1);
    out[capacity - 1] = 0;
    XFree(name);
    return 1;
  }
  return 0;
}

// Gives `window` the keyboard focus and raises it (no window manager runs), then syncs.
static inline void cxtest_focus(Display *d, unsigned long window) {
  XRaiseWindow(d, (Window)window);
  XSetInputFocus(d, (Window)window, RevertToParent, CurrentTime);
  XSync(d, False);
}

// Takes the keyboard focus from every window (keys go nowhere until a window is focused
// again): the focused window's toolkit sees a focus-out, and its input method context with it.
static inline void cxtest_unfocus(Display *d) {
  XSetInputFocus(d, None, RevertToNone, CurrentTime);
  XSync(d, False);
}

// The window that has the keyboard focus (0 for none, 1 for PointerRoot).
static inline unsigned long cxtest_focused(Display *d) {
  Window window;
  int revert;
  XGetInputFocus(d, &window, &revert);
  return (unsigned long)window;
}

#endif
