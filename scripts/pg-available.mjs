// Finds a reachable PostgreSQL for the server suite: DATABASE_URL, or the local one (127.0.0.1:5432, database test).
import pg from 'pg';

export async function findPostgres() {
  const candidates = [process.env.DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/test'].filter(Boolean);
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => {});
    }
  }
  return null;
}
