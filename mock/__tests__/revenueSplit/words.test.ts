/**
 * The media-divide page's words (mock/core/revenueSplit/words.ts) are the console's Statements texts in every
 * locale: a changed console text fails here until the copy follows.
 */
import { DIVIDE_LOCALES, DIVIDE_WORDS } from '../../core/revenueSplit/words';

describe('media-divide words', () => {
  it.each(DIVIDE_LOCALES)('%s: the same as the console', async (locale) => {
    const console = (await import(`../../../src/locales/${locale}/statements`)).default as Record<string, string>;
    const split = (await import(`../../../src/locales/${locale}/revenueSplit`)).default as Record<string, string>;
    const { pageTitle, ...words } = DIVIDE_WORDS[locale];
    expect(pageTitle).toBe(split['revenueSplit.title']);
    for (const [key, text] of Object.entries(words)) expect([key, text]).toEqual([key, console[`statements.${key}`]]);
  });
});
