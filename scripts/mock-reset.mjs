#!/usr/bin/env node
// npm run mock:reset — restore the mock's seed data by deleting the saved
// state (.mock-data/state.json, or $MOCK_DATA_DIR/state.json). A running dev
// server keeps its in-memory state: restart it, or POST /__mock/reset.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(process.env.MOCK_DATA_DIR ?? join(process.cwd(), '.mock-data'));
const file = join(dir, 'state.json');
if (existsSync(file)) {
  rmSync(file);
  console.info(`mock:reset: removed ${file}; the next start uses the seed data.`);
} else {
  console.info(`mock:reset: nothing to do (${file} does not exist).`);
}
