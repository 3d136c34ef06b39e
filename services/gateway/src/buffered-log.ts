/** Lines waiting past this many characters are written at once instead of at the end of the turn. */
const MAX_PENDING_CHARS = 64 * 1024;

/** Where the lines go: process.stdout, or any stream with a `write`. */
export interface LineSink {
  write(chunk: string): unknown;
}

/** A log function that gathers lines, and `flush()` to write what is waiting now. */
export interface BufferedLog {
  (line: string): void;
  flush(): void;
}

/**
 * Log lines written in batches: the lines of one turn of the event loop go out in one write
 * (sooner past 64 KB), not a write per line. No line is dropped: what is waiting is written at
 * the end of the turn, on `flush()` (the gateway's shutdown calls it) and when the process exits.
 */
export function bufferedLog(sink: LineSink = process.stdout): BufferedLog {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const chunk = pending;
    pending = '';
    sink.write(chunk);
  };
  const log = ((line: string) => {
    pending += `${line}\n`;
    if (pending.length > MAX_PENDING_CHARS) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  }) as BufferedLog;
  log.flush = flush;
  // process.stdout writes to files and pipes synchronously, so this last write is not lost.
  process.once('exit', flush);
  return log;
}
