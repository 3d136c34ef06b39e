/** The part of koa-static (which ships no types) this server uses. */
declare module 'koa-static' {
  import type { Middleware } from 'koa';
  import type { ServerResponse } from 'node:http';
  import type { Stats } from 'node:fs';

  interface Options {
    index?: string | false;
    hidden?: boolean;
    defer?: boolean;
    setHeaders?: (res: ServerResponse, path: string, stats: Stats) => void;
  }
  export default function serve(root: string, options?: Options): Middleware;
}
