// Empties one schema of the PostgreSQL database at E2E_DATABASE_URL, so an e2e server starts on a fresh
// database with the demo seed: `node fresh-schema.mjs e2e_3100`.
import pg from 'pg';

const schema = process.argv[2] ?? '';
if (!/^e2e_[a-z0-9_]+$/.test(schema)) throw new Error(`not an e2e schema: ${schema}`);
const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
await client.connect();
try {
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
} finally {
  await client.end();
}
