# PayNow Docs: the production image. Stage 1 builds the site with Node,
# renders the nginx configuration from the template
# deploy/nginx/paynow-docs.conf (deploy/nginx-conf.ts, the same renderer the
# tests serve with) and bundles the Node server (deploy/node-server.ts:
# reader signals and the MCP endpoint, which nginx proxies to it on
# 127.0.0.1:4180); stage 2 is Debian's nginx, the package the tests run, with
# the Node.js binary of stage 1 beside it, both started as an unprivileged
# user by deploy/with-node-server.sh (the Node server is started again if it
# stops; nginx keeps serving meanwhile).
#
#   docker build -t paynow-docs --build-arg SITE_URL=https://docs.example.com .
#   docker run --rm -p 443:8443 -p 80:8080 \
#     -v /etc/ssl/paynow-docs:/etc/nginx/tls:ro paynow-docs
#
# HTTPS on 8443 needs fullchain.pem and privkey.pem in /etc/nginx/tls/
# (readable by uid 33); plain HTTP on 8080 redirects to https://<SITE_URL's
# host>. Reader signals' database is in the volume /var/lib/paynow-docs
# (`-v paynow-docs-data:/var/lib/paynow-docs` keeps it across containers). Behind a proxy that terminates TLS, build with --build-arg TLS=off:
# the site is then served on plain 8080 and the proxy must add HSTS.
#
# Base images are pinned by the digest of their multi-platform index, as
# recorded by docker-library/repo-info (node:24-bookworm-slim with Node
# 24.18.1; debian:bookworm-slim of 2026-08-03). They were not pulled or
# checked against Docker Hub here (no Docker engine): update tag and digest
# together. The image is not built in CI; deploy/deploy-files.test.ts checks
# this file statically, and the configuration it renders is what the HTTP
# and end-to-end tests run.

FROM node:24-bookworm-slim@sha256:235600a8101ab264e117b1768e925532262668dc9b581ef1dd7d96ced463b8e7 AS build
WORKDIR /site
# npm ci installs the workspaces (packages/*, plugins/*) too, so it needs
# their package.json files: the whole context comes first.
COPY . .
RUN npm ci --no-audit --no-fund
# Build-time settings (README, "Configuration"); the nginx configuration
# follows BASE_URL and SITE_URL.
ARG SITE_URL
ARG BASE_URL
ARG ALGOLIA_APP_ID
ARG ALGOLIA_SEARCH_API_KEY
ARG ALGOLIA_INDEX_NAME
ARG TLS=on
# `npm run build` also writes build/.nginx/csp.conf and the .br/.gz files.
RUN npm run build \
 && if [ "$TLS" = off ]; then plain=--plain; else plain=; fi \
 && node --import jiti/register deploy/nginx-conf.ts /site/image $plain

FROM debian:bookworm-slim@sha256:abd67ffcfa541b485a3dff59865ab629aa048a6c613e639d36e7456b0b229241
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && mkdir -p /var/lib/paynow-docs \
 && chown 33:33 /var/lib/paynow-docs
# The official Node.js binary of the build stage (the same Debian release:
# it needs only glibc, libstdc++ and libgcc, which the slim image has), to
# run the bundled Node server: no npm, no node_modules.
COPY --from=build /usr/local/bin/node /usr/local/bin/node
COPY --from=build /site/image/nginx /etc/nginx/paynow
COPY --from=build /site/image/www /var/www/paynow-docs
COPY --from=build /site/image/node /opt/paynow-docs
COPY --from=build /site/deploy/with-node-server.sh /opt/paynow-docs/with-node-server.sh
VOLUME /var/lib/paynow-docs
# www-data, by number so that a runtime can verify it is not root.
USER 33:33
EXPOSE 8080 8443
STOPSIGNAL SIGQUIT
# nginx answers on 8080 (200 or a 301: to the base path, or to HTTPS).
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET / HTTP/1.0\\r\\n\\r\\n' >&3 && head -c 12 <&3 | grep -Eq '^HTTP/1\\.[01] (200|301)$'"]
# The Node server (settings in node-server.env: port, data and build folders)
# in the background, then nginx in the foreground; -e: errors go to stderr
# from the start (the default log is root's).
CMD ["/opt/paynow-docs/with-node-server.sh", "node --env-file=/opt/paynow-docs/node-server.env /opt/paynow-docs/node-server.mjs", "nginx", "-e", "stderr", "-c", "/etc/nginx/paynow/nginx.conf"]
