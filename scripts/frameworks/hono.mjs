// Minimal hono + @hono/node-server server for scripts/bench-frameworks.ts (same routes as fastify.mjs).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PLAN, CSP } from './payload.mjs';

const app = new Hono();
app.use('*', async (c, next) => {
  await next();
  c.header('content-security-policy', CSP);
});
app.get('/api/health', (c) => c.json({ ok: true, data: 'bench', version: '0.0.0' }));
app.post('/api/echo', bodyLimit({ maxSize: 64 * 1024 }), async (c) => {
  const body = await c.req.json();
  return c.json({ received: JSON.stringify(body).length, ...PLAN });
});
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  process.stdout.write(`ready http://127.0.0.1:${info.port} ${performance.now().toFixed(1)}\n`);
});
