/**
 * The order in which jest starts test files. Jest starts the longest first, by the times of its last run, kept in
 * its cache; a fresh clone (CI) has none, and then jest goes by file size, which says little here (an 8-line file
 * of the mock's report windows takes as long as a 200-line page test): a long file started last is a tail on
 * one worker while the other waits (issue 30). So a file without a time of its own takes its time from
 * config/jest/durations.json (seconds by path, from a whole run); a file in neither starts first, as in jest.
 *
 * Written again from a run's results: `npx jest --json --outputFile=/tmp/jest.json`, then
 * `node config/jest/sequencer.js /tmp/jest.json`.
 */
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const TABLE = path.join(__dirname, 'durations.json');
const root = path.join(__dirname, '../..');

class KnownDurations extends Sequencer {
  known = JSON.parse(fs.readFileSync(TABLE, 'utf8'));

  time(test) {
    const own = super.time(test);
    if (own !== undefined) return own;
    const seconds = this.known[path.relative(test.context.config.rootDir, test.path)];
    return seconds === undefined ? undefined : seconds * 1000;
  }
}

module.exports = KnownDurations;

if (require.main === module) {
  const results = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const table = Object.fromEntries(
    results.testResults
      .map((r) => [path.relative(root, r.name), Math.round((r.endTime - r.startTime) / 100) / 10])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  fs.writeFileSync(TABLE, `${JSON.stringify(table, null, 2)}\n`);
  process.stdout.write(`${TABLE}: ${Object.keys(table).length} files\n`);
}
