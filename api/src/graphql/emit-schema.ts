/* Writes schema/schema.graphql (run by `npm run codegen`). */
import fs from 'node:fs';
import path from 'node:path';
import { printGraphQLSchema } from './schema';

const target = path.resolve(__dirname, '..', '..', '..', 'schema', 'schema.graphql');
fs.writeFileSync(target, printGraphQLSchema());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
