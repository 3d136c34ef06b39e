/** Types of scripts/server-node-flags.cjs. */
export const SERVER_NODE_FLAGS: string[];
