# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# Which link is at a point (Tests/Fixtures/link-at/vectors.json, run by the extension's tests too):
# for each page, the window on it with a stand-in daemon peeking at each vector's point in turn
# (normalised over the page area, 1024 x $page_height CSS px at zoom 1), then releasing. A vector's
# peek must show the preview of its link's target, or none. Links in shadow roots, same-origin
# frames, image maps and SVG are found by the page script the extension runs too.
vectors=$root/Tests/Fixtures/link-at/vectors.json
for link_page in $(python3 -c 'import json, sys; print(" ".join(dict.fromkeys(v["page"] for v in json.load(open(sys.argv[1]))["vectors"])))' "$vectors"); do
    name=link-at-${link_page%.html}
    printf '{"start": "http://127.0.0.1:%s/link-at/%s", "allow": ["127.0.0.1"]}' "$port" "$link_page" > "$work/$name-site.json"
    # Each vector's peek, 2 s apart (the window takes each line when its page has settled).
    python3 - "$vectors" "$link_page" "$page_height" > "$work/$name.stream" <<'PY'
import json, sys
vectors = [v for v in json.load(open(sys.argv[1]))["vectors"] if v["page"] == sys.argv[2]]
for index, vector in enumerate(vectors):
    x, y = vector["at"][0] / 1024, vector["at"][1] / int(sys.argv[3])
    for phase, at in (("began", 1 + 2 * index), ("ended", 1.6 + 2 * index)):
        print(json.dumps({"v": 1, "time": at, "device": "link-at", "tool": "finger", "gesture": "peek", "phase": phase,
                          "x": round(x, 4), "y": round(y, 4), "force": 0.5, "contact": index}))
PY
    stand_in "$name" "$work/$name.stream" --clean
    timeout 120 "$bin/peekpop-browser" --site "$work/$name-site.json" --state "$work/$name.window" --socket "$work/$name.sock" \
        --events --quit-when-done > "$work/$name.actual" 2> "$work/$name.stderr" || true
    # What each vector's peek showed: the target's query of the preview between its began and its ended.
    if python3 - "$vectors" "$link_page" "$work/$name.actual" <<'PY'; then
import json, sys
vectors = [v for v in json.load(open(sys.argv[1]))["vectors"] if v["page"] == sys.argv[2]]
shown, current = {}, None
for text in open(sys.argv[3]):
    line = json.loads(text)
    if line.get("gesture") == "peek" and line.get("phase") == "began":
        current = line["contact"]
        shown[current] = None
    elif line.get("session") == "preview-shown" and current is not None:
        url = line["url"]
        shown[current] = url.partition("?")[2] if "/link-at/target.html" in url else url
    elif line.get("gesture") == "peek" and line.get("phase") == "ended":
        current = None
failed = 0
for index, vector in enumerate(vectors):
    got = shown.get(index, "no peek line")
    verdict = "ok  " if got == vector["link"] else "FAIL"
    failed += got != vector["link"]
    print(f"{verdict} link-at {vector['page']} {vector['at']}: {vector['why']}: previews {got!r}, expected {vector['link']!r}")
sys.exit(1 if failed else 0)
PY
        ok "$name: every vector's peek previewed its link (or none)"
    else
        fail "$name: a vector's peek previewed another link (above; the window said: $(head -c 600 "$work/$name.stderr"))"
    fi
done
