# syntax=docker/dockerfile:1
# LabConsign: the browser app and the compiled server on Node 24 LTS, run as the unprivileged `node` user.
# Build: docker build -t labconsign .   Run: see compose.yaml and the README ("Deploying with containers").

# Every dependency, to build with.
# Node 24.18.0 on Debian 12, pinned by digest (the tag says which release that is); all three stages use it.
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The browser app into dist/, the server into build/server/ (plain JavaScript: no TypeScript at run time).
FROM deps AS build
COPY . .
RUN npm run build && npm run build:server

# Only what the server needs at run time.
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
# What the server reads at run time, found from the directory that holds package.json (server/lib/app-root.ts).
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json ./
COPY locales ./locales
COPY drizzle ./drizzle
COPY --from=build /app/dist ./dist
COPY --from=build /app/build/server ./build/server
# The embedded database (no DATABASE_URL) and local files (STORAGE=local) live here: mount a volume to keep them.
# compose.yaml needs none: PostgreSQL and the S3 store keep everything, so its replicas are interchangeable.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready = the database answers and every migration is applied (503 while starting or draining).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (server/main.ts); node runs as PID 1 directly, so the signal reaches it.
STOPSIGNAL SIGTERM
CMD ["node", "build/server/main.js"]
