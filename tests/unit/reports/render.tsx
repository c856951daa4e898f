import { configure, render } from '@testing-library/react';
import { getIntl, RawIntlProvider } from '@umijs/max';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

// Pages load through the mock and antd renders slowly in jsdom on a busy machine: wait longer than 1 s.
configure({ asyncUtilTimeout: 20000 });

/** Renders a page or component as the console would: router and intl of the given locale. */
export function renderPage(ui: ReactElement, locale: 'en-US' | 'zh-CN' = 'en-US', path = '/') {
  localStorage.setItem('umi_locale', locale);
  const intl = getIntl(locale, true);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RawIntlProvider value={intl}>{ui}</RawIntlProvider>
    </MemoryRouter>,
  );
}
