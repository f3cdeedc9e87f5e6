# PayNow Docs: production image. Stage 1 builds the site with Node; stage 2 is
# Debian's nginx (the same package CI tests) with the tested site
# configuration, deploy/nginx/paynow-docs.conf. The nginx configuration is the
# tested part (npm run test:http, and the end-to-end suite runs against it);
# this file only assembles it and is not run in CI.
#
#   docker build -t paynow-docs --build-arg SITE_URL=https://docs.example.com .
#   docker run --rm -p 8080:80 paynow-docs   # http://localhost:8080/paynow-guideline/

FROM node:20-bookworm-slim AS build
WORKDIR /site
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time settings (README, "Configuration"). BASE_URL must stay
# /paynow-guideline/: the nginx configuration serves that path.
ARG SITE_URL
ARG ALGOLIA_APP_ID
ARG ALGOLIA_SEARCH_API_KEY
ARG ALGOLIA_INDEX_NAME
# `npm run build` also writes build/.nginx/csp.conf and the .br/.gz files.
RUN npm run build

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx/paynow-docs.conf /etc/nginx/conf.d/paynow-docs.conf
COPY --from=build /site/build /var/www/paynow-docs/paynow-guideline
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
