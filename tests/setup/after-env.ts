import '@testing-library/jest-dom';
import { addLocale } from '@umijs/max';
import enConsole from '@/locales/en-US/console';
import zhConsole from '@/locales/zh-CN/console';
import { currentLocale, SUPPORTED_LOCALES } from '@/session';
import { setLocaleSource } from '@/utils/locale';

// As src/app.tsx wires it: formatting follows the stored locale choice.
setLocaleSource(() => currentLocale(SUPPORTED_LOCALES));

// The app adds the pages' messages before its first console page
// (src/layouts/ConsoleMessages.tsx); unit tests render pages on their own.
const add = addLocale as unknown as (name: string, messages: Record<string, string>) => void;
add('zh-CN', zhConsole);
add('en-US', enConsole);
