# Multi-stage build of the single Chantiers server (web app + /graphql + /api/v1).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY api/package.json api/
COPY web/package.json web/
RUN npm install --no-audit --no-fund
COPY tsconfig.json codegen.yml ./
COPY schema schema
COPY api api
COPY web web
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/schema/package.json schema/
COPY --from=build --chown=node:node /app/schema/dist schema/dist
COPY --from=build --chown=node:node /app/api/package.json api/
COPY --from=build --chown=node:node /app/api/dist api/dist
# The OASIS UBL 2.1 schemas the e-invoices are checked against, read from beside dist.
COPY --from=build --chown=node:node /app/api/assets api/assets
# The api's own copies where the root holds another major (pdfjs-dist 6 and its canvas, ipaddr.js 2).
COPY --from=build --chown=node:node /app/api/node_modules api/node_modules
COPY --from=build --chown=node:node /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
