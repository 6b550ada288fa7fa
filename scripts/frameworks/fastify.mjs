// Minimal fastify server for scripts/bench-frameworks.ts: GET /api/health and POST /api/echo (parse JSON, answer ~8 KB).
import Fastify from 'fastify';
import { PLAN, CSP } from './payload.mjs';

const app = Fastify({ bodyLimit: 64 * 1024, logger: false });
app.addHook('onSend', async (_req, reply) => {
  reply.header('content-security-policy', CSP);
});
app.get('/api/health', async () => ({ ok: true, data: 'bench', version: '0.0.0' }));
app.post('/api/echo', async (req) => ({ received: JSON.stringify(req.body).length, ...PLAN }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`ready ${address} ${performance.now().toFixed(1)}\n`);
