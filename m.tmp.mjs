const base=['hono','graphql','graphql-yoga','@pothos/core','@pothos/plugin-prisma','@pothos/plugin-relay','@prisma/client/runtime/client','@prisma/adapter-pg','react-dom/server','@escape.tech/graphql-armor','@graphql-yoga/plugin-response-cache','dataloader','cookie','zod'];
const lazy=process.argv.slice(2);
for (const m of base) await import(m);
gc(); await new Promise(r=>setTimeout(r,500)); gc();
const b=process.memoryUsage();
for (const m of lazy) await import(m);
gc(); await new Promise(r=>setTimeout(r,500)); gc();
const a=process.memoryUsage();
console.log(lazy.join(',').slice(0,60).padEnd(60),'rss',((a.rss-b.rss)/1048576).toFixed(1),'heapUsed',((a.heapUsed-b.heapUsed)/1048576).toFixed(1));
