/* Writes schema/openapi.json (run by `npm run codegen`). */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { printOpenApiDocument } from './index';

const target = path.resolve(__dirname, '..', '..', '..', '..', 'schema', 'openapi.json');
fs.writeFileSync(target, printOpenApiDocument());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
