/**
 * The Node flags the built server runs with (package.json's start script and the Dockerfile's
 * commands pass the same; shared/scripts/test/lean-start.test.ts and compose.test.ts check that
 * they do). A young generation of 4 MB per semi-space instead of V8's 16: under load from 200
 * connections the default let the server's resident set reach 140–170 MB, and this about 120 MB.
 * Short-lived request objects are collected more often, each time faster; at 2 MB the collections
 * began to cost requests (the habits list fell from 98 % to 90 % of the lean Koa reference), at
 * 4 MB it stays at 98 %.
 *
 * The old generation grows by half of what a full collection leaves alive, not by V8's own factor
 * (up to four times on a fast machine). The server keeps about 25 MB alive; with V8's factor its
 * heap reached 90 MB of garbage before the first full collection under that load, so the resident
 * set swung between 115 and 170 MB depending on when the collection fell. At one and a half it
 * stays between 115 and 125 MB, at the same request rate.
 */
exports.SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50'];
