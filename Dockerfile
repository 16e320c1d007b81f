# syntax=docker/dockerfile:1
# The product's image: the built shell, remotes and backend, the backend's production dependencies only,
# run as the unprivileged `node` user. One image for every instance; compose.yaml runs two behind a proxy.
# docs/operations.md, "Deploying on several machines": the settings each instance needs, and how these
# steps were checked on a machine without a Docker engine.
#
#   docker build -t campus-marketplace .
#   docker run -p 3000:3000 -e SESSION_SECRET=... -e PUBLIC_ORIGIN=https://... -e PAYMENT_PROVIDER=... campus-marketplace

ARG NODE_VERSION=22
ARG PNPM_VERSION=10.34.8

# ---- build: install every workspace package, build backend, shell and remotes ----------------------
FROM node:${NODE_VERSION}-bookworm-slim AS build
ARG PNPM_VERSION
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /src
# The packages' files first, from the lockfile alone: this layer is reused until the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile
RUN pnpm -r --workspace-concurrency=2 run build
# The backend with its production dependencies only. dist/main.js bundles our own @campus/* packages;
# npm packages stay external and load from this node_modules. (--legacy: this workspace does not
# inject its packages, which pnpm 10's default deploy requires.)
RUN pnpm --filter @campus/backend deploy --legacy --prod /out/backend
# What the product reads at run time, laid out as in the repository (main.js finds STATIC_ROOT two
# folders up): backend/{package.json,node_modules,dist} (dist holds the migrations and the seed photos),
# shell/dist, <remote>/dist for each remote of remotes.json, and remotes.json.
RUN mkdir -p /app/backend /app/shell \
  && cp -a /out/backend/package.json /out/backend/node_modules /app/backend/ \
  && cp -a backend/dist /app/backend/ \
  && cp -a shell/dist /app/shell/ \
  && cp remotes.json /app/ \
  && for folder in $(node -p "require('./remotes.json').remotes.map((r) => r.folder).join(' ')"); do \
       mkdir -p "/app/$folder" && cp -a "$folder/dist" "/app/$folder/"; \
     done

# ---- runtime ------------------------------------------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The code stays root's (read-only to the product); only DATA_DIR is the product's to write.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz: the process answers (docs/operations.md). A load balancer asks /readyz instead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
