import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * CSP with no inline scripts. Styles allow 'unsafe-inline' because Ant Design injects its CSS-in-JS at run time.
 * HSTS is sent only on https requests (behind a TLS-terminating proxy with TRUST_PROXY=true).
 */
export function securityHeaders(filesOrigin: string | null = null): RequestHandler[] {
  // With files in an object store, pages show its images and documents and send it uploads (presigned URLs).
  const store = filesOrigin ? [filesOrigin] : [];
  const base = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...store],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...store],
        frameSrc: ["'self'", ...store],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 15_552_000, includeSubDomains: true });
  const onlyOnHttps: RequestHandler = (req, res, next) => (req.secure ? hsts(req, res, next) : next());
  return [base, onlyOnHttps];
}
