/**
 * Reads a server-sent event stream from a fetch body (a service worker has no EventSource with
 * headers), calling `onEvent` with each event's name and data, and `onChunk` on every chunk
 * received, heartbeats included.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (name: string, data: string) => void | Promise<void>,
  onChunk: () => void = () => undefined,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onChunk();
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = parseBlock(block);
      if (event) await onEvent(event.name, event.data);
    }
  }
}

function parseBlock(block: string): { name: string; data: string } | undefined {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return data.length ? { name, data: data.join('\n') } : undefined;
}
