/*
 * A runtime plugin of the host's Module Federation: the host registers its shares once. The
 * runtime registers them as it starts, from the sharing data the build wrote; the bundler runtime
 * then registers that same data again the first time a chunk consumes a share, unless the data is
 * marked as done. The second pass changes nothing (every share is already there, at its version)
 * but formats and announces each of the host's 150-odd shares again, at every start: on a phone,
 * a good part of the entry file's task, the longest of the start.
 */

declare const __webpack_require__: { initializeSharingData?: { _updated?: number } };

export default function registerHostSharesOnce() {
  return {
    name: 'ps-register-host-shares-once',
    /** After the runtime has registered the build's shares. */
    init() {
      const sharingData = __webpack_require__.initializeSharingData;
      if (sharingData) sharingData._updated = 1;
    },
  };
}
