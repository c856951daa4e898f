import { addMessages, CONSOLE_MESSAGES, CORE_MESSAGES } from '@/locales/lazy';

/** Loads a locale's shell and page messages as the console does before its first page (en-US, zh-CN: bundled). */
export async function speak(locale: string): Promise<void> {
  const core = CORE_MESSAGES[locale];
  if (core) addMessages(locale, (await core()).default);
  addMessages(locale, (await CONSOLE_MESSAGES[locale]()).default);
}
