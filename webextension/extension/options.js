// peekpop Touch, options: where a popped link opens.
"use strict";

const api = globalThis.browser ?? globalThis.chrome;
const box = document.getElementById("popInNewTab");

api.storage.local.get({ popInNewTab: false }).then(({ popInNewTab }) => { box.checked = popInNewTab; });
box.addEventListener("change", () => api.storage.local.set({ popInNewTab: box.checked }));
