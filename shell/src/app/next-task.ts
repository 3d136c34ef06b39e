/**
 * Waits for a task of its own, so the browser can paint or answer a tap before what follows.
 * @ps/web's `browserTurn` does the like for the app, but the shell's start runs this before the
 * share scope exists, where no shared module may be imported yet.
 */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
