import { formatContractViolation, takeContractViolations } from '../../mock/contract/violations';
import { failOnConsoleWarnings } from './consoleGuard';

/* eslint-disable @typescript-eslint/no-var-requires */
// The browser-side setup, for the tests in jsdom; the mock's tests run in node and need none of it.
if (typeof document !== 'undefined') {
  require('@testing-library/jest-dom');
  // umi's plugins, so useIntl, FormattedMessage and getIntl work in tests.
  require('@umijs/max/test-setup');
  const { addLocale } = require('@umijs/max') as typeof import('@umijs/max');
  const { currentLocale, SUPPORTED_LOCALES } = require('@/session') as typeof import('@/session');
  const { setLocaleSource } = require('@/utils/locale') as typeof import('@/utils/locale');
  const { act, configure } = require('@testing-library/react') as typeof import('@testing-library/react');
  // findBy* and waitFor wait for a state; on a busy machine it can take far more than the 1 s default.
  configure({ asyncUtilTimeout: 30_000 });
  const { clearFeedback } = require('@/feedback') as typeof import('@/feedback');

  // As src/app.tsx wires it: formatting follows the stored locale choice.
  setLocaleSource(() => currentLocale(SUPPORTED_LOCALES));

  // The app adds the shell's messages before its first render (src/app.tsx, src/locales/lazy.ts) and the pages'
  // before its first console page (src/layouts/ConsoleMessages.tsx); unit tests render pages on their own.
  const add = addLocale as unknown as (name: string, messages: Record<string, string>) => void;
  const { BUNDLED_CORE } = require('@/locales/lazy') as typeof import('@/locales/lazy');
  add('zh-CN', {
    ...BUNDLED_CORE['zh-CN'],
    ...(require('@/locales/zh-CN/console') as typeof import('@/locales/zh-CN/console')).default,
  });
  add('en-US', {
    ...BUNDLED_CORE['en-US'],
    ...(require('@/locales/en-US/console') as typeof import('@/locales/en-US/console')).default,
  });

  // UI tests (.tsx) get the providers' feedback host, as the app has it around every page.
  if (expect.getState().testPath?.endsWith('.tsx')) {
    (require('../unit/support/feedbackHost') as typeof import('../unit/support/feedbackHost')).mountFeedbackHost();
  }
  // What a test showed (src/feedback) closes with it, and calls still waiting are dropped.
  afterEach(() => act(() => clearFeedback()));
  // A session a test ended must not sign the next test out: its move to the login page, 3 s later, is dropped.
  const { cancelInvalidSession } = require('@/session/invalidSession') as typeof import('@/session/invalidSession');
  afterEach(() => cancelInvalidSession());
}
/* eslint-enable @typescript-eslint/no-var-requires */

// A test fails when React, antd or anything else warns on the console.
failOnConsoleWarnings();

// The mock checks every exchange against the contract (src/contract/openapi.yaml,
// mock/contract/): a violation fails the test that caused it. A test that calls an undescribed
// path on purpose takes its violations itself (takeContractViolations) and asserts them.
function failOnContractViolations(when: string): void {
  const found = takeContractViolations();
  if (found.length) {
    throw new Error(
      `The mock saw ${found.length} contract violation(s) ${when}:\n${found.map((v) => `  - ${formatContractViolation(v)}`).join('\n')}`,
    );
  }
}
afterEach(() => failOnContractViolations('during this test'));
afterAll(() => failOnContractViolations('after the last test of this file'));
