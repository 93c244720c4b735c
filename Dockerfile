# syntax=docker/dockerfile:1
# Forecourt's production image: the standalone server (`next build` with output: 'standalone', completed by
# scripts/lib/complete-standalone.mjs) and the compiled deployment scripts, run by a non-root user on Node 22 LTS.
# Written and checked by a lint (tests/integration/container-files.test.ts), not built on the project's machines,
# which cannot pull images: docs/deploy.md says what the standalone test covers instead.
#
#   docker build -t forecourt .
#   docker run -p 3000:3000 -v forecourt-data:/data -e AUTH_SECRET=… -e SETTINGS_ENCRYPTION_KEY=… forecourt
ARG NODE_VERSION=22

# Every dependency, dev ones included: the build needs TypeScript, Tailwind and esbuild.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# Only the standalone folder: server.js, the node_modules files it uses, public/, static files, scripts/*.mjs.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    FORECOURT_MODE=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data \
    NEXT_MANUAL_SIG_HANDLE=true
# The embedded database and the media live in /data, a volume the image's `node` user (uid 1000) owns.
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
VOLUME ["/data"]
EXPOSE 3000
# NEXT_MANUAL_SIG_HANDLE: SIGTERM (docker stop) drains requests and jobs within SHUTDOWN_GRACE_MS instead of
# Next.js's immediate exit (src/server/shutdown).
# The image has no curl: Node's own fetch asks the health endpoint.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The embedded database is migrated at each start (one process owns it); on PostgreSQL, migrations are the
# operator's step (compose.yaml's `migrate` service) and the server refuses to start while any is pending.
CMD ["sh", "-c", "if [ -z \"$DATABASE_URL\" ]; then node scripts/migrate.mjs || exit 1; fi; exec node server.js"]
