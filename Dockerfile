# syntax=docker/dockerfile:1.7
# LexSetu in hosted mode (PostgreSQL, S3-compatible files, several instances): the API and the website in one
# image. Built with the dev tools, run with production dependencies only, as a non-root user, with node as
# PID 1's child-free server (no npm in between, so `docker stop` reaches the server and it drains).

FROM node:22-bookworm-slim AS build
WORKDIR /app
# Electron is a build tool of the desktop app: its binary is not needed to bundle the server.
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# dist/web: the website; out/main/server.js: the API bundled (dependencies stay in node_modules).
RUN npx vite build --logLevel warn && npx electron-vite build

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    ELECTRON_SKIP_BINARY_DOWNLOAD=1 \
    HOST=0.0.0.0 \
    PORT=5001 \
    LEXSETU_DATA_DIR=/data \
    LEXSETU_WEB_DIR=/app/dist/web \
    LEXSETU_LOG_FORMAT=json
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/out/main ./out/main
COPY --from=build /app/dist/web ./dist/web
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 5001
# Ready means the database and the file storage answer, not just that the process is up.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||5001)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "out/main/server.js"]
