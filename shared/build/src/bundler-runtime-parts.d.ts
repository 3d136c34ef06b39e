// The CommonJS file of the bundler runtime's container start, typed as its ES module is.
declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs' {
  export { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
}
