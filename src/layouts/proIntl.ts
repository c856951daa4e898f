/**
 * pro-components' texts (ProTable's toolbar, column settings, search form)
 * in the console's words: our `pro.<id>` messages first, pro-components'
 * own locale for anything we do not word ourselves, English last.
 */
import { intlMap, type IntlType } from '@ant-design/pro-components';

const PRO_LOCALES = intlMap as Record<string, IntlType>;

export function proIntl(locale: string, messages: Readonly<Record<string, unknown>>): IntlType {
  // react-intl's locale carries the numbering and calendar (ar-EG-u-ca-gregory-nu-latn, src/utils/numbering.ts);
  // pro-components names its locales without them.
  const library = PRO_LOCALES[locale.split('-u-')[0]] ?? PRO_LOCALES['en-US'];
  return {
    locale,
    getMessage: (id, fallback) => {
      const own = messages[`pro.${id}`];
      return typeof own === 'string' ? own : library.getMessage(id, fallback);
    },
  };
}

/**
 * Page chrome shared by every page: the menu layout's content padding is
 * the only side padding, so PageContainer adds none of its own (it added
 * 40 px, 64 px in all against the traffic pages' 24 px).
 */
export const PRO_TOKEN = {
  // ProConfigProvider reads its `token` as the layout's design tokens (getLayoutDesignToken).
  pageContainer: { paddingInlinePageContainerContent: 0, paddingBlockPageContainerContent: 16 },
};
