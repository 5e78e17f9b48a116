#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// The extension's touch matcher (webextension/extension/matcher.js) on the touch-matching vectors
// (Tests/Fixtures/touch-matching, README there), the same ones the browser window's
// TouchSequenceMatcher runs (Tests/BrowserWindowTests/TouchMatchingVectorTests.swift).
// Usage: node Tests/WebExtension/matcher_test.js   (make test-webext runs it first)
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const { TouchMatcher } = require("../../webextension/extension/matcher.js");

const folder = path.join(__dirname, "..", "Fixtures", "touch-matching");
let passed = 0;
const failures = [];

/// What a step did, in the vectors' terms: a line's route, or whether a touch-down was claimed.
function run(matcher, step) {
  if ("down" in step) return { claim: matcher.began(step.down, step.time, step.arrival).length > 0 };
  if ("move" in step) return matcher.moved(step.move, step.time, step.arrival) && undefined;
  if ("up" in step) return matcher.ended(step.up, step.time, step.arrival) && undefined;
  if ("cancel" in step) return matcher.ended(step.cancel, step.time, step.arrival, true) && undefined;
  if ("restart" in step) return matcher.streamRestarted();
  if ("line" in step) {
    const route = matcher.route(step.line, step.arrival);
    return { route: route && { touch: route.touch.id, claim: route.claim } };
  }
  throw new Error(`unknown step ${JSON.stringify(step)}`);
}

/// What the vector expects of a step (nothing of a move, lift, cancel or restart).
function expected(step) {
  if ("down" in step) return { claim: step.claim === true };
  if ("line" in step) return { route: step.route };
  return undefined;
}

for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".json")).sort()) {
  const vector = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"));
  vector.cases.forEach((testCase, index) => {
    const matcher = new TouchMatcher();
    const name = `${file} #${index + 1}: ${testCase.about}`;
    const wrong = [];
    testCase.steps.forEach((step, stepIndex) => {
      const got = JSON.stringify(run(matcher, step));
      const want = JSON.stringify(expected(step));
      if (got !== want) wrong.push(`step ${stepIndex + 1}: expected ${want}, got ${got}`);
    });
    if (wrong.length === 0) {
      passed += 1;
    } else {
      failures.push(name);
      console.log(`FAIL ${name}\n     ${wrong.join("\n     ")}`);
    }
  });
}

console.log(`matcher: ${passed} cases passed, ${failures.length} failed`);
process.exit(failures.length === 0 && passed > 0 ? 0 : 1);
