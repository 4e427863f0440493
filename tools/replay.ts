// `npm run replay -- FILE [--map-file PATH]`: replays a game record (docs/game-record.md) with the rule system it names
// (through the registry, src/engine/rule-systems.ts) and prints the system's summary as JSON.
import { readFileSync } from 'node:fs';
import { TABLE } from '../src/engine/rule-system';
import { isRuleSystemId, loadRuleSystem } from '../src/engine/rule-systems';
import { checkRecord, readRecord, replay } from '../src/engine/record';
import type { GameBoard } from '../src/engine/api';
import { boardFile } from './board-file';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run replay -- FILE [--map-file PATH]');
  process.exit(2);
}
const read = readRecord(readFileSync(file, 'utf8'));
if (!read.ok) {
  console.log(JSON.stringify({ ok: false, reason: read.reason }, null, 2));
  process.exit(1);
}
if (!isRuleSystemId(read.record.ruleSystem)) {
  console.log(JSON.stringify({ ok: false, reason: { key: 'import.record.ruleSystem' } }, null, 2));
  process.exit(1);
}
const system = await loadRuleSystem(read.record.ruleSystem);
const checked = checkRecord(system, read.record);
if (!checked.ok) {
  console.log(JSON.stringify({ ok: false, reason: checked.reason }, null, 2));
  process.exit(1);
}
const record = checked.record;
const i = process.argv.indexOf('--map-file');
const mapPath = i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : boardFile(record.map);
const map = JSON.parse(readFileSync(mapPath, 'utf8')) as GameBoard;
const r = replay(system, record, map);
if (!r.ok) {
  console.log(JSON.stringify({ ok: false, reason: r.reason, atMove: r.atMove }, null, 2));
  process.exit(1);
}
console.log(JSON.stringify(system.summary(r.state, TABLE), null, 2));
