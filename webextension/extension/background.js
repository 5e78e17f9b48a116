// peekpop Touch, background: the one connection to the native host (peekpop-native-host, which
// reads the peekpop daemon), the gestures relayed to the content scripts of the active tabs, and
// what a content script may not do by itself: the header rule that lets a preview frame load,
// opening a link in a new tab, going back or forward. Runs as Chromium's service worker and as
// Firefox's background script alike.
"use strict";

const api = globalThis.browser ?? globalThis.chrome;

/// How long to wait before starting the host again after it went away (not installed, crashed).
const RESTART_DELAY_MS = 5000;

/// Counts the host's connections to the daemon: a new stream restarts its clock at 0, so a
/// content script forgets its clock alignment and its contacts when this changes.
let stream = 0;
/// The tabs with a preview open: they get the gestures too when no longer active, so a peek
/// released after switching tabs still closes its card and its rule.
const previewing = new Set();
/// Each window's active tab, kept by the tabs' own events: asking for them at every gesture line
/// made each line wait for the one before, and a peek's first line reached the page after the
/// browser's long-press menu on a busy machine (the browser suite, a link in a frame).
const activeTabs = new Map();
/// Resolves once the active tabs are first known; lines that come before wait for it, in order.
const activeTabsKnown = api.tabs.query({ active: true })
  .then((tabs) => { for (const tab of tabs) if (!activeTabs.has(tab.windowId)) activeTabs.set(tab.windowId, tab.id); }, () => {});
api.tabs.onActivated.addListener(({ tabId, windowId }) => activeTabs.set(windowId, tabId));
api.windows.onRemoved.addListener((windowId) => activeTabs.delete(windowId));
// Chromium may swap a tab for another (prerendering) without an activation: the new one is active.
api.tabs.onReplaced?.addListener((addedTabId, removedTabId) => {
  for (const [windowId, tabId] of activeTabs) if (tabId === removedTabId) activeTabs.set(windowId, addedTabId);
});

function connect() {
  const port = api.runtime.connectNative("peekpop_touch");
  port.onMessage.addListener((message) => {
    if (message.type === "status") {
      if (message.daemon === "connected") stream += 1;
    } else if (message.type === "gesture") {
      activeTabsKnown.then(() => relay(message)); // in the order they came
    }
    // Other types: a later host may send them; ignored (docs/NATIVE-HOST.md).
  });
  port.onDisconnect.addListener(() => {
    // Firefox says why in port.error, Chromium in runtime.lastError.
    const why = port.error?.message ?? api.runtime.lastError?.message ?? "disconnected";
    console.warn("peekpop Touch: native host gone:", why);
    setTimeout(connect, RESTART_DELAY_MS);
  });
}

/// Sends a gesture to the content scripts (every frame's) of every window's active tab and of
/// every tab with a preview open; the one whose page or frame had the touch acts on it, the others
/// find no touch to match and ignore it. A touchpad's line ("pointer":true) goes the same way:
/// nothing here reads a line's place or kind; the page or frame that has the mouse pointer acts on
/// it, the others have no pointer and ignore it.
function relay(gesture) {
  const tabs = new Set([...previewing, ...activeTabs.values()]);
  for (const tabId of tabs) {
    api.tabs.sendMessage(tabId, { kind: "gesture", stream, gesture })
      .catch(() => {}); // a tab without the content script (not http(s)) has nobody to answer
  }
}

/// The tab's preview is over: its rule goes (nothing else may frame that host unchecked).
async function endPreview(tabId) {
  previewing.delete(tabId);
  await api.declarativeNetRequest.updateSessionRules({ removeRuleIds: [tabId] });
}

/// The session rule letting the preview of `host` load in a frame of `tabId` only: the link's
/// host may refuse to be framed (X-Frame-Options, CSP frame-ancestors), which is meant for other
/// sites' frames, not for a preview the user asked for. One rule per tab, its id the tab's.
function previewRule(tabId, host) {
  return {
    id: tabId,
    priority: 1,
    action: {
      type: "modifyHeaders",
      responseHeaders: [
        { header: "x-frame-options", operation: "remove" },
        { header: "content-security-policy", operation: "remove" },
      ],
    },
    condition: { tabIds: [tabId], requestDomains: [host], resourceTypes: ["sub_frame"] },
  };
}

function isWebURL(text) {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

async function handle(request, tabId) {
  switch (request.kind) {
    case "preview": {
      if (!isWebURL(request.url)) return false;
      const host = new URL(request.url).hostname;
      previewing.add(tabId);
      await api.declarativeNetRequest.updateSessionRules({
        removeRuleIds: [tabId], addRules: [previewRule(tabId, host)],
      });
      return true;
    }
    case "previewEnded":
      await endPreview(tabId);
      return true;
    case "pop": {
      if (!isWebURL(request.url)) return false;
      const { popInNewTab } = await api.storage.local.get({ popInNewTab: false });
      if (popInNewTab) {
        const tab = await api.tabs.get(tabId);
        await api.tabs.create({ url: request.url, openerTabId: tabId, index: tab.index + 1 });
      } else {
        await api.tabs.update(tabId, { url: request.url });
      }
      return true;
    }
    case "edge":
      if (request.edge === "left") await api.tabs.goBack(tabId);
      else if (request.edge === "right") await api.tabs.goForward(tabId);
      return true;
    default:
      return false;
  }
}

api.runtime.onMessage.addListener((request, sender, sendResponse) => {
  const tabId = sender.tab?.id;
  // From any frame's content script: a link in a frame previews and opens as any other.
  if (sender.id !== api.runtime.id || tabId === undefined) return false;
  handle(request, tabId).then(sendResponse, (error) => {
    console.warn("peekpop Touch:", request.kind, error);
    sendResponse(false);
  });
  return true; // answered asynchronously
});

// A tab closed, or its page gone (its content script with it) during a peek.
api.tabs.onRemoved.addListener((tabId) => endPreview(tabId));
api.tabs.onUpdated.addListener((tabId, change) => {
  if (change.url !== undefined && previewing.has(tabId)) endPreview(tabId);
});

/// The content script, into every frame of a tab's page unless it is there already (it returns at
/// once then). The manifest's declaration misses pages that loaded before the extension did: the
/// browser's first tab when it starts with a page (found in the browser suite: Chromium's kiosk
/// page had no content script, so its first peek did nothing), and every open tab after an
/// install or update. So at start every open page gets it, and so does every page that finishes
/// loading (a start racing this very code).
function injectInto(tabId) {
  api.scripting.executeScript({ target: { tabId, allFrames: true }, files: ["page.js", "matcher.js", "content.js"] })
    .catch(() => {}); // not a web page (the manifest's matches decide), or gone meanwhile
}
api.tabs.query({ url: ["http://*/*", "https://*/*"] }).then((tabs) => tabs.forEach((tab) => injectInto(tab.id)), () => {});
api.tabs.onUpdated.addListener((tabId, change, tab) => {
  if (change.status === "complete" && /^https?:/.test(tab.url ?? "")) injectInto(tabId);
});

// A rule left by a background that stopped mid-peek would go on unframing that host.
api.declarativeNetRequest.getSessionRules().then((rules) =>
  api.declarativeNetRequest.updateSessionRules({ removeRuleIds: rules.map((rule) => rule.id) }));

connect();
