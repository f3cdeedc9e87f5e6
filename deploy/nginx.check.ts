/**
 * HTTP-level checks of the serving policy (deploy/policy.ts) as an engine
 * runs it, against a copy of the current build: `npm run build && npm run
 * test:http`. nginx by default (the shipped configuration, rendered for the
 * base URL and origin the build records); workerd with `HTTP_ENGINE=workerd`
 * (the generated Workers files, offline). Same checks on both; intended
 * differences are listed once in deploy/checks/engine.ts. One server (and on
 * nginx a TLS one) for all of them (deploy/checks/nginx/support.ts); each
 * topic is a file there.
 */
import './checks/nginx/support.ts';
import './checks/nginx/routing.ts';
import './checks/nginx/route-classes.ts';
import './checks/nginx/headers.ts';
import './checks/nginx/caching.ts';
import './checks/nginx/requests.ts';
import './checks/nginx/tls.ts';
import './checks/nginx/hsts.ts';
import './checks/nginx/signals.ts';
import './checks/workers/differences.ts';
import './checks/workers/mcp.ts';
