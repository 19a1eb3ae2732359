// Only the extension's pages may call the relay from a browser: `chrome-extension://` and `moz-extension://` origins
// (or the exact ones RELAY_ALLOWED_ORIGINS lists). A request from any other web page is refused outright, not
// merely left without CORS headers; requests with no Origin (curl, a server) still need a member's code.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { RelayError } from './errors';

export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((p) =>
    p.endsWith('://*')
      ? origin.startsWith(p.slice(0, -1)) && /^[a-z-]+:\/\/[A-Za-z0-9.-]+$/.test(origin)
      : origin === p,
  );
}

export function extensionOnly(patterns: readonly string[]): MiddlewareHandler[] {
  const refuse: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !originAllowed(origin, patterns)) {
      throw new RelayError(403, 'origin_refused', 'This relay answers only the extension.');
    }
    await next();
  };
  return [
    refuse,
    cors({
      origin: (origin) => (originAllowed(origin, patterns) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    }),
  ];
}
