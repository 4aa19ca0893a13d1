# Production image (Node 24 LTS): builds client and server, runs `node server/dist/main.js`.
# The first super admin: `docker compose exec app npm run create-admin -- --email you@example.com`.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
# MALLOC_ARENA_MAX=2: glibc's malloc with two arenas keeps every process's resident size flat (docs/operations.md "Soak").
# NODE_OPTIONS: V8's young generation at 64 MB semi-spaces for every process, whatever command runs it
# (server/src/ops/v8-heap.ts, docs/operations.md "V8's heap").
ENV NODE_ENV=production PORT=4000 MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-semi-space-size=64
WORKDIR /app
COPY --from=build /app /app
EXPOSE 4000
USER node
CMD ["node", "server/dist/main.js"]
