# syntax=docker/dockerfile:1
#
# One file for every unit, chosen by target and build argument (docker-compose.yml names them):
#   --target service --build-arg UNIT=gateway|auth|habits|tasks|pomodoro|progress|migrate
#   --target static  --build-arg APP=shell|mf-landing|mf-habits|mf-tasks|mf-pomodoro|mf-progress
# BuildKit builds only the stages a target needs, so building one unit never builds another's
# code: a remote's release rebuilds that remote's image and nothing else.

ARG NODE_IMAGE=node:20-slim

# The workspace's package manifests alone, so the install layers below stay cached until a
# dependency changes rather than on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
  && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
  && cp package-lock.json /manifests/

# bcrypt and better-sqlite3 compile from source when no prebuilt binary fits the platform.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app

# Every dependency, build tools included, and the sources: where bundles and front ends are built.
FROM toolchain AS workspace
COPY --from=manifests /manifests/ ./
# npm install, not npm ci: npm 11 leaves platform-specific optional packages (@swc/core-*,
# @unrs/resolver-binding-*) out of the lock, and npm ci refuses such a lock.
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .

# A Node unit as one file (shared/scripts/bundle-unit.mjs lists what stays outside it).
FROM workspace AS service-bundle
ARG UNIT
RUN node shared/scripts/distributed/bundle.mjs "${UNIT}" /out/main.js

# The packages a bundle leaves outside, production dependencies of that unit's workspace only.
FROM toolchain AS service-modules
ARG UNIT
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
  case "${UNIT}" in migrate) folder=services/db ;; *) folder="services/${UNIT}" ;; esac; \
  npm install --omit=dev --workspace "${folder}" --include-workspace-root=false --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=8080
WORKDIR /app
EXPOSE 8080

# The gateway, a service, or the one-shot migration job.
FROM runtime AS service
COPY --from=service-modules /app/node_modules ./node_modules
COPY --from=service-bundle /out/ ./
USER node
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=50", "main.js"]

# The static host (pure JavaScript: no node_modules at all) and one front end's build.
FROM workspace AS static-bundle
RUN node shared/scripts/distributed/bundle.mjs static /out/main.js

FROM workspace AS front-end-build
ARG APP
RUN npm run build -w "${APP}"

FROM runtime AS static
ARG APP
ENV DIST_DIR=/app/dist STATIC_NAME=${APP}
COPY --from=static-bundle /out/ ./
COPY --from=front-end-build /app/${APP}/dist ./dist
USER node
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=50", "main.js"]
