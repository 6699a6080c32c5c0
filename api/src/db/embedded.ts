import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL compiled to WebAssembly, kept under DATA_DIR/pgdata, served on a loopback port so that
 * MikroORM talks to it with its ordinary driver.
 */
export async function startEmbeddedDatabase(dataDir: string, maxConnections: number): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const conn = server.getServerConn();
  return {
    url: `postgresql://postgres@${conn}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
