/**
 * HTTP checks of the Markdown negotiation in deploy/nginx/paynow-docs.conf,
 * against the real nginx serving the current build (`npm run build && npm
 * run test:http`); one nginx for all of them (deploy/checks/markdown/support.ts),
 * each topic a file there.
 */
import './checks/markdown/support.ts';
import './checks/markdown/negotiation.ts';
import './checks/markdown/discovery.ts';
