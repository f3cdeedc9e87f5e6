/**
 * HTTP-level checks of the shipped nginx configuration
 * (deploy/nginx/paynow-docs.conf, rendered for the base URL and origin the
 * build records), run against the real nginx serving a copy of the current
 * build: `npm run build && npm run test:http`. One nginx pair for all of
 * them (deploy/checks/nginx/support.ts); each topic is a file there.
 */
import './checks/nginx/support.ts';
import './checks/nginx/routing.ts';
import './checks/nginx/headers.ts';
import './checks/nginx/caching.ts';
import './checks/nginx/requests.ts';
import './checks/nginx/tls.ts';
