import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer: a Content-Security-Policy with no inline script and no
 * framing, nosniff, a strict referrer policy; HSTS only when the app is served over TLS
 * (a plain-HTTP local install must not pin itself to HTTPS). Styles may be inline: Mantine
 * writes its theme variables in a style element. WebAssembly may be compiled, eval may not.
 */
export async function registerSecurityHeaders(app: FastifyInstance, overTls: boolean): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly may be compiled (the reports' PDF writer lays out text with it); JavaScript
        // eval and inline script stay refused (decision 032).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(overTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: overTls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
}
