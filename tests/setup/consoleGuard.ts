import { format } from 'node:util';

/**
 * Makes a test fail when something warns on the console: React (an update
 * outside act(), a deprecation), antd, jsdom. A test that expects a warning
 * spies on console.error or console.warn itself (jest.spyOn returns this
 * spy; its mockImplementation takes over). The `[devMsg]` lines the request
 * layer logs (SPEC.md section 8) are expected: kept out of the output here,
 * asserted in tests/unit/request/request.test.ts.
 */
export function failOnConsoleWarnings(): void {
  const unexpected: string[] = [];
  const original = { error: console.error, warn: console.warn, info: console.info };

  beforeEach(() => {
    for (const level of ['error', 'warn'] as const) {
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        unexpected.push(`console.${level}: ${format(...args)}`);
      });
    }
    jest.spyOn(console, 'info').mockImplementation((...args: unknown[]) => {
      if (args[0] !== '[devMsg]') original.info(...args);
    });
  });

  afterEach(() => {
    console.error = original.error;
    console.warn = original.warn;
    console.info = original.info;
    const seen = unexpected.splice(0);
    if (seen.length) {
      throw new Error(`The test wrote ${seen.length} warning(s) to the console:\n\n${seen.join('\n\n')}`);
    }
  });
}
