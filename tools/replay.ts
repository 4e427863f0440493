// `npm run replay -- FILE [--map-file PATH]`: replays a game record (docs/game-record.md) and prints the summary as JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replay, summary, type GameRecord } from '../src/engine/index';
import type { BoardMap } from '../src/engine/map/types';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run replay -- FILE [--map-file PATH]');
  process.exit(2);
}
const record = JSON.parse(readFileSync(file, 'utf8')) as GameRecord;
const i = process.argv.indexOf('--map-file');
const mapPath = i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : join('assets', 'maps', `${record.map}.json`);
const map = JSON.parse(readFileSync(mapPath, 'utf8')) as BoardMap;
const r = replay(record, map);
if (!r.ok) {
  console.log(JSON.stringify({ ok: false, reason: r.reason, atMove: r.atMove }, null, 2));
  process.exit(1);
}
console.log(JSON.stringify(summary(r.state), null, 2));
