import 'reflect-metadata';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { PortInUseError, startServer } from './server';

async function main(): Promise<void> {
  if (process.env.NODE_ENV !== 'test') {
    try {
      process.loadEnvFile();
    } catch {
      // No .env file: the environment alone configures the server.
    }
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const logger = pino({ level: config.logLevel });
  const running = await startServer(config, logger);
  logger.info({ url: running.url, database: config.databaseUrl ? 'external' : `embedded (${config.dataDir}/pgdata)` }, 'Chantiers is ready');
  if (running.demo) {
    const lines = running.demo.accounts.map((a) => `  ${a.label.padEnd(26)} ${a.email}  /  ${a.password}`);
    console.log(`\nChantiers: ${running.url}\nComptes de démonstration (${running.demo.company}) :\n${lines.join('\n')}\n`);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  // A second start on the same data or port is a user's situation, not a crash: say it in one line.
  if (err instanceof DataDirInUseError || err instanceof PortInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
