import type { Middleware } from 'koa';

/**
 * Headers on every answer. The CSP lets the shell load its own scripts plus the remotes' (from the
 * origins in the remote map); inline styles are allowed because MUI's emotion injects them.
 */
export function securityHeaders(remoteOrigins: string[]): Middleware {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (...sources: string[]) => [...sources, remotes].filter(Boolean).join(' ');
  const csp = [
    `default-src 'self'`,
    `script-src ${withRemotes("'self'")}`,
    `style-src ${withRemotes("'self'", "'unsafe-inline'")}`,
    `img-src ${withRemotes("'self'", 'data:', 'blob:')}`,
    `font-src ${withRemotes("'self'", 'data:')}`,
    `connect-src ${withRemotes("'self'")}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
  return async (ctx, next) => {
    ctx.set({
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    });
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
    await next();
  };
}
