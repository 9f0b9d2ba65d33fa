# Turnos: the whole product (API + web app) in one image. Non-root, PostgreSQL or embedded data.
#   docker build -t turnos .    ·    docker compose up (with PostgreSQL 16, see compose.yaml)

# 1. build the web app and the server's bundle with every dependency
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# 2. the server with its production dependencies only, and the built web app
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
# every workspace's package.json: npm checks them against the lock file
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY tools/fake-mercadopago/package.json tools/fake-mercadopago/
COPY tools/fake-whatsapp/package.json tools/fake-whatsapp/
COPY packages/ packages/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @turnos/server \
    && npm cache clean --force
COPY apps/server/ apps/server/
COPY --from=build /app/apps/web/dist/ apps/web/dist/
COPY --from=build /app/apps/server/dist/ apps/server/dist/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=32", "apps/server/dist/bundle/main.mjs"]
