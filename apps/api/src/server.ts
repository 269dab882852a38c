import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/index.js';

const config = loadConfig();
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const lines = [`Prepa is running at http://localhost:${port}`];
if (!app.prepa.webBuild) lines.push(`(API only: no web build at ${config.webDistDir})`);
if (config.seed === 'demo') {
  lines.push('', `Demo accounts (password: ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.email.padEnd(24)} ${a.role.padEnd(16)} ${a.note}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
