import '@testing-library/jest-dom';
import { addLocale } from '@umijs/max';
import { formatContractViolation, takeContractViolations } from '../../mock/contract/violations';
import enConsole from '@/locales/en-US/console';
import zhConsole from '@/locales/zh-CN/console';
import { currentLocale, SUPPORTED_LOCALES } from '@/session';
import { setLocaleSource } from '@/utils/locale';
import { failOnConsoleWarnings } from './consoleGuard';

// As src/app.tsx wires it: formatting follows the stored locale choice.
setLocaleSource(() => currentLocale(SUPPORTED_LOCALES));

// The app adds the pages' messages before its first console page
// (src/layouts/ConsoleMessages.tsx); unit tests render pages on their own.
const add = addLocale as unknown as (name: string, messages: Record<string, string>) => void;
add('zh-CN', zhConsole);
add('en-US', enConsole);

// What a test showed (src/feedback) closes with it, and calls still waiting are dropped.
// UI tests (.tsx) get the providers' feedback host, as the app has it around every page.
if (typeof document !== 'undefined') {
  /* eslint-disable @typescript-eslint/no-var-requires */
  const { act } = require('@testing-library/react') as typeof import('@testing-library/react');
  const { clearFeedback } = require('@/feedback') as typeof import('@/feedback');
  if (expect.getState().testPath?.endsWith('.tsx')) {
    (require('../unit/support/feedbackHost') as typeof import('../unit/support/feedbackHost')).mountFeedbackHost();
  }
  /* eslint-enable @typescript-eslint/no-var-requires */
  afterEach(() => act(() => clearFeedback()));
}

// A test fails when React, antd or anything else warns on the console.
failOnConsoleWarnings();

// The mock checks every exchange against the contract (src/services/contract/openapi.yaml,
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
