import '@testing-library/jest-dom';
import { addLocale } from '@umijs/max';
import { formatContractViolation, takeContractViolations } from '../../mock/contract/violations';
import enConsole from '@/locales/en-US/console';
import zhConsole from '@/locales/zh-CN/console';

// The app adds the pages' messages before its first console page
// (src/layouts/ConsoleMessages.tsx); unit tests render pages on their own.
const add = addLocale as unknown as (name: string, messages: Record<string, string>) => void;
add('zh-CN', zhConsole);
add('en-US', enConsole);

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
