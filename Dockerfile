# The app server for the production-like stack in docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts relay.config.js schema.graphql tsconfig.json vite.config.ts ./
COPY server ./server
COPY domain ./domain
COPY client ./client
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=build /app ./
USER node
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# --expose-gc: one collection of start-up's garbage; --liftoff-only: WebAssembly
# (PGlite, Prisma's query compiler) stays on V8's baseline compiler. README, Footprint.
CMD ["node", "--expose-gc", "--liftoff-only", "dist/node/main.js"]
