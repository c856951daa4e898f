import '@testing-library/jest-dom';
import { addLocale } from '@umijs/max';
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

// Toasts, notifications and dialogs render inside AppProviders in the app
// (src/feedback); tests render pages without it, so the providers with the
// feedback host are mounted beside them, once per file (not for the mock's
// tests, which run in node).
if (typeof document !== 'undefined') {
  /* eslint-disable @typescript-eslint/no-var-requires */
  const { act } = require('@testing-library/react') as typeof import('@testing-library/react');
  const { createElement } = require('react') as typeof import('react');
  const { createRoot } = require('react-dom/client') as typeof import('react-dom/client');
  const { clearFeedback } = require('@/feedback') as typeof import('@/feedback');
  const AppProviders = (require('@/layouts/AppProviders') as typeof import('@/layouts/AppProviders')).default;
  /* eslint-enable @typescript-eslint/no-var-requires */
  const root = createRoot(document.createElement('div'));
  beforeAll(() => act(() => root.render(createElement(AppProviders, null, null))));
  // What a test showed closes with it.
  afterEach(() => act(() => clearFeedback()));
  afterAll(() => act(() => root.unmount()));
}

// A test fails when React, antd or anything else warns on the console.
failOnConsoleWarnings();
