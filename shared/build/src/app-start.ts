/**
 * The id of the `<template>` in the host's index.html that holds the app's start (main.js and the
 * preloads of what it loads first): PreloadStartPlugin writes it, the shell's before-paint.js adds
 * its content to the page once the page has painted.
 */
export const APP_START_TEMPLATE_ID = 'app-start';
