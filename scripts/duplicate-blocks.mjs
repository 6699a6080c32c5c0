#!/usr/bin/env node
// Exact repeated blocks in the application code (issue 34): how many places repeat six or more lines to the letter,
// per 10,000 lines. Tests, test kits, generated files and migrations are not application code and are left out.
//
//   npm run duplicates                 the measure and the 20 longest blocks
//   npm run duplicates -- --all        every block
//   npm run duplicates -- --max 3      exits 1 above 3 blocks per 10,000 lines
//
// A line is compared once trimmed and with its white space folded. Blank lines, comments, import lines and lines of
// lone punctuation (`});`, `</div>`) are passed over: they repeat everywhere and say nothing of the code. Every window
// of six such lines is hashed; two places sharing a window, extended as far as they keep matching, make one block.
// A block standing in three places counts three pairs. Lines per 10,000 are the counted files' physical lines.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WINDOW = 6;
const ROOTS = ['api/src', 'web/src', 'schema'];
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const NOT_APPLICATION = [
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /\.test-(helpers|server)\.[cm]?[jt]s$/,
  /test-kit\.tsx?$/,
  /(^|\/)(test|e2e|__tests__|__mocks__)\//,
  /\.generated\.ts$/,
  /^web\/src\/gql\//,
  /^api\/src\/db\/migrations\//,
  /\.d\.ts$/,
  /(^|\/)(jest|vite|eslint)\.config\./,
];

const args = process.argv.slice(2);
const showAll = args.includes('--all');
const maxAt = args.indexOf('--max');
const max = maxAt >= 0 ? Number(args[maxAt + 1]) : undefined;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...ROOTS], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => CODE.test(file) && !NOT_APPLICATION.some((rule) => rule.test(file)));

/** The lines worth comparing, each with its line number in the file. */
function significantLines(text) {
  const kept = [];
  let inComment = false;
  let inImport = false;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (inComment) {
      inComment = !line.includes('*/');
      return;
    }
    if (inImport) {
      inImport = !/\bfrom ['"]|^['"].*['"];?$/.test(line);
      return;
    }
    if (line === '' || line.startsWith('//')) return;
    if (line.startsWith('/*')) {
      inComment = !line.includes('*/');
      return;
    }
    if (/^(import|export) .*\bfrom ['"]/.test(line) || /^import ['"]/.test(line)) return;
    if (/^(import|export)( type)? \{[^}]*$/.test(line)) {
      inImport = true;
      return;
    }
    if (/^[\s{}()[\];,<>/]*$/.test(line)) return;
    kept.push({ text: line, at: index + 1 });
  });
  return kept;
}

let totalLines = 0;
const sources = files.map((file) => {
  const text = readFileSync(join(root, file), 'utf8');
  totalLines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  return { file, lines: significantLines(text) };
});

// Every window's places, by the hash of its six lines.
const places = new Map();
sources.forEach((source, fileIndex) => {
  for (let start = 0; start + WINDOW <= source.lines.length; start++) {
    const key = createHash('sha1')
      .update(
        source.lines
          .slice(start, start + WINDOW)
          .map((line) => line.text)
          .join('\n'),
      )
      .digest('base64');
    const list = places.get(key);
    if (list) list.push([fileIndex, start]);
    else places.set(key, [[fileIndex, start]]);
  }
});

// Matching windows of the same two places, one after the other, are one block: group them by the pair of files and
// the offset between the places, then cut the sorted starts into consecutive runs.
const runs = new Map();
for (const list of places.values()) {
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const [a, b] = list[i][0] < list[j][0] || (list[i][0] === list[j][0] && list[i][1] < list[j][1]) ? [list[i], list[j]] : [list[j], list[i]];
      // A window overlapping itself (a run of the same line) is not a repetition of a block.
      if (a[0] === b[0] && b[1] - a[1] < WINDOW) continue;
      const key = `${a[0]}:${b[0]}:${b[1] - a[1]}`;
      const starts = runs.get(key);
      if (starts) starts.push(a[1]);
      else runs.set(key, [a[1]]);
    }
  }
}

const blocks = [];
for (const [key, starts] of runs) {
  const [fileA, fileB, offset] = key.split(':').map(Number);
  starts.sort((x, y) => x - y);
  let first = starts[0];
  starts.forEach((start, index) => {
    const next = starts[index + 1];
    if (next === start + 1) return;
    const length = start - first + WINDOW;
    const a = sources[fileA];
    const b = sources[fileB];
    blocks.push({
      length,
      a: `${a.file}:${a.lines[first].at}-${a.lines[start + WINDOW - 1].at}`,
      b: `${b.file}:${b.lines[first + offset].at}-${b.lines[start + offset + WINDOW - 1].at}`,
    });
    first = next;
  });
}
blocks.sort((x, y) => y.length - x.length || x.a.localeCompare(y.a));

const per10k = (blocks.length / totalLines) * 10_000;
console.log(
  `${blocks.length} exact repeated blocks of ${WINDOW}+ lines in ${files.length} files, ${totalLines} lines: ${per10k.toFixed(2)} per 10,000 lines`,
);
for (const block of showAll ? blocks : blocks.slice(0, 20)) console.log(`  ${block.length} lines  ${block.a}  ~  ${block.b}`);
if (!showAll && blocks.length > 20) console.log(`  (+${blocks.length - 20} more: --all)`);
if (max !== undefined && per10k > max) {
  console.error(`above ${max} per 10,000 lines`);
  process.exit(1);
}
