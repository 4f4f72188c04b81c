# syntax=docker/dockerfile:1
# Two stages on the same base: the build stage has the compilers better-sqlite3's native module
# may need and every dev dependency; the runtime stage gets only the built app and the production
# dependencies (already compiled for this very base, so no compiler is needed there).

FROM node:24-bookworm-slim AS build
WORKDIR /app
# python3, make and g++ let npm ci build better-sqlite3 12 from source when no prebuilt binary
# fits: only Node 20 loads it (src/server/db/sqlite-driver.ts), but its install script still runs.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# Dependencies first, so a source change does not reinstall them.
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The web app (dist/web, with .br/.gz copies) and the server compiled to plain JavaScript
# (dist/server/main.js, run with node alone: no TypeScript loader at run time).
RUN npm run build \
  && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
# NODE_COMPILE_CACHE: Node 24 keeps the compiled code of the server's modules there, so every
# start after the container's first skips most of the compiling.
ENV NODE_ENV=production \
  NODE_COMPILE_CACHE=/tmp/node-compile-cache \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATABASE_URL=sqlite:/app/data/app.db
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Only the operator's tools run with tsx (a production dependency): `npm run users`, `npm run backup`.
COPY --from=build /app/tsconfig.json ./
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/src/server ./src/server
COPY --from=build /app/src/shared ./src/shared
# The code stays root-owned (the app cannot rewrite itself); only the SQLite folder is writable.
RUN mkdir -p /app/data && chown node:node /app/data
# The official image's unprivileged user (uid 1000).
USER node
# The SQLite database and its generated session secret: keep them across containers.
VOLUME ["/app/data"]
EXPOSE 3000
# /healthz reads and commits a write; slim has no curl, so Node's own fetch asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 and gets SIGTERM from `docker stop` directly: it drains requests (at most 8 s,
# within Docker's default 10 s grace period) and exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
