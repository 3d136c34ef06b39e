/**
 * The Node flags the built server runs with (package.json's start script passes the same, and
 * shared/scripts/test/lean-start.test.ts checks that it does). A young generation of 4 MB per semi-space
 * instead of V8's 16: under load from 200 connections the default let the server's resident set
 * reach 140–170 MB, and this about 120 MB. Short-lived request objects are collected more often,
 * each time faster; at 2 MB the collections began to cost requests (the habits list fell from
 * 98 % to 90 % of the lean Koa reference), at 4 MB it stays at 98 %.
 */
exports.SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
