// Counts the SQL statements this test process sends, by wrapping node-postgres's Client.query (every pool,
// transaction and LISTEN connection goes through it).
import pg from 'pg';

type TQuery = typeof pg.Client.prototype.query;
const original: TQuery = pg.Client.prototype.query;
let recording: string[] | null = null;

pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<TQuery>) {
  if (recording) {
    const [config] = args as unknown[];
    const text =
      typeof config === 'string' ? config : ((config as { name?: string; text?: string })?.text ?? 'prepared');
    recording.push(text.replace(/\s+/g, ' ').slice(0, 160));
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as TQuery;

/** The statements sent while `work` runs (its text, shortened). */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  if (recording) throw new Error('statementsOf does not nest');
  recording = [];
  try {
    await work();
    return recording;
  } finally {
    recording = null;
  }
}
