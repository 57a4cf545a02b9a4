// The ceilings: a bare Fastify answering the same envelope with no database (/api/getinfo), and, when PG_URL names
// a database, the practical floor of one round trip: one prepared statement per request through node-postgres
// (/api/one), run the same way as the product.
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.post('/api/getinfo', async () => ({ code: 200, message: '操作成功', data: { id: 1, auth: 'student' } }));
const url = process.env.PG_URL;
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  app.post('/api/one', async () => {
    const { rows } = await pool.query({
      name: 'bench_one',
      text: 'select id, account, name from users where id = $1',
      values: [1 + Math.floor(Math.random() * 30)],
    });
    return { code: 200, message: '操作成功', data: rows[0] ?? null };
  });
}
await app.listen({ port: Number(process.env.PORT ?? 8290), host: '127.0.0.1' });
console.log('bare server ready');
