/** Types of shared/scripts/server-node-flags.cjs. */
export const SERVER_NODE_FLAGS: string[];
