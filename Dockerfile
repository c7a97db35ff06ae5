# MedShelf's container image: `docker build -t medshelf .` (README "Containers").
# BASE_IMAGE is any Debian-based image with Node.js 20.19+ and npm on the PATH; a build argument so
# that machines without a public registry can build on a base of their own (scripts/test-container.ts).
ARG BASE_IMAGE=node:20-bookworm-slim

FROM ${BASE_IMAGE} AS build
WORKDIR /src
# The lockfile and every workspace's package.json first, so the install is cached until they change.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${BASE_IMAGE} AS runtime
# LibreOffice converts PPTX/PPT/ODP uploads (Noto for the Indian scripts in them); LIBREOFFICE=0
# makes an image 680 MB smaller that takes PDFs only.
ARG LIBREOFFICE=1
RUN if [ "$LIBREOFFICE" = 1 ]; then \
      apt-get update \
      && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libreoffice-impress fonts-noto-core \
      && rm -rf /var/lib/apt/lists/*; \
    fi
# LibreOffice wants a writable home; the server writes only to DATA_DIR and the temp directory.
RUN useradd --user-group --uid 10001 --create-home --shell /usr/sbin/nologin medshelf \
    && mkdir /data && chown medshelf:medshelf /data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
# Only the server's runtime dependencies, at their locked versions. `npm ci --omit=dev` would keep
# the dev tools that better-auth names as optional peers (vitest, vite, drizzle-kit, react-dom:
# about 100 MB), so the manifests here first lose their dev dependencies and the other workspaces
# (docs/decisions/0010-container-image.md).
RUN npm pkg delete devDependencies workspaces \
    && npm pkg set 'workspaces[0]=apps/server' 'workspaces[1]=packages/shared' \
    && npm pkg delete devDependencies --workspace apps/server \
    && npm install --omit=dev --no-audit --no-fund \
    && npm cache clean --force
# What the built server reads at run time (apps/server/src/lib/package-root.ts): its bundle, the
# migrations beside its sources, and the web build next to it.
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /src/apps/web/dist apps/web/dist
COPY --from=build /src/apps/web/dist-server apps/web/dist-server

ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
VOLUME /data
USER medshelf
EXPOSE 3000
# Node's own fetch: the image needs no curl. A worker process (MEDSHELF_ROLE=worker) answers it too.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
