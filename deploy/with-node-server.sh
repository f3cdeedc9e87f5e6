#!/bin/sh
# Usage: with-node-server.sh '<the Node server's command>' <nginx command…>
#
# Runs the Node server (deploy/node-server.ts: reader signals and the MCP
# endpoint, which nginx proxies to it) in the background, started again a
# second after it stops, and then replaces itself with nginx in the
# foreground: both stay in one process group, stopped together (by
# `npm run serve:nginx`'s process-group code, or with the container). While
# the Node server is down, nginx keeps serving the site and answers those
# two paths 503 itself. The command is split on spaces (paths without
# spaces); its settings come from the environment (NODE_SERVER_PORT,
# DATA_DIR, BUILD_DIR).
set -eu
node_server=$1
shift
(
  while :; do
    # shellcheck disable=SC2086 # split on purpose: a command and its arguments
    $node_server || true
    sleep 1
  done
) &
exec "$@"
