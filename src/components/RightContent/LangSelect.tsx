import { getLocale, SelectLang } from '@umijs/max';
import { LANGUAGES } from '@/locales/languages';

/**
 * umi's language selector fed with our own list (src/locales/languages.ts).
 * Choosing a language reloads the page, so every module (dates, antd,
 * direction) starts in the new locale. The wrapper carries the title umi's
 * own component fails to set.
 */
export default function LangSelect() {
  const current = LANGUAGES.find((l) => l.lang === getLocale());
  return (
    <span data-testid="lang-select" title={current?.title} aria-label={current?.title}>
      <SelectLang style={{ padding: 4 }} reload postLocalesData={() => LANGUAGES} />
    </span>
  );
}
