// The ceiling: a bare Fastify answering the same envelope, no database, run the same way as the product.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/api/getinfo', async () => ({ code: 200, message: '操作成功', data: { id: 1, auth: 'student' } }));
await app.listen({ port: Number(process.env.PORT ?? 8290), host: '127.0.0.1' });
console.log('bare server ready');
