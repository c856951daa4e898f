// A short account of each failed browser test (title, place, the first lines of its error),
// written to tests/e2e/artifacts/failures.txt. `npm test` prints it last, after its summary:
// CI keeps only the end of a long log, and the list reporter's full account may not reach it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const DIGEST_FILE = 'tests/e2e/artifacts/failures.txt';
// eslint-disable-next-line no-control-regex
const COLOUR = /\u001b\[[0-9;]*m/g;

export default class DigestReporter {
  failures = [];

  onBegin() {
    rmSync(DIGEST_FILE, { force: true });
  }

  onTestEnd(test, result) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const error = (result.error?.message ?? result.status).replace(COLOUR, '').split('\n').slice(0, 8);
    const where = result.error?.location ?? test.location;
    this.failures.push(
      [
        `✘ ${test.titlePath().filter(Boolean).join(' › ')} (${result.status}, ${Math.round(result.duration / 1000)} s)`,
        `  at ${where.file.replace(`${process.cwd()}/`, '')}:${where.line}`,
        ...error.map((line) => `  ${line}`),
      ].join('\n'),
    );
  }

  onEnd() {
    if (!this.failures.length) return;
    mkdirSync(dirname(DIGEST_FILE), { recursive: true });
    writeFileSync(DIGEST_FILE, `${this.failures.join('\n\n')}\n`);
  }

  printsToStdio() {
    return false;
  }
}
