import { render, screen, within } from '@testing-library/react';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { Code, isolate, isolateFigure, Name, stripIsolates, useSentence } from '@/components/text';
import { formatMoney } from '@/utils/format';
import { intlLocale } from '@/utils/numbering';

const HOSTILE = 'Tap & Match <b>Puzzle</b>';

describe('Name: a server text in its own direction', () => {
  it('is isolated (bdi, dir=auto) and shows exactly the text, markup as text', () => {
    render(
      <p dir="rtl">
        تطبيق <Name data-testid="n">{HOSTILE}</Name>
      </p>,
    );
    const name = screen.getByTestId('n');
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(name.textContent).toBe(HOSTILE);
    expect(document.body.innerHTML).not.toMatch(/<b[\s>]/);
    expect(name).not.toHaveAttribute('title');
  });

  it('cut to a width, keeps the full name in its tooltip', () => {
    render(
      <Name maxWidth={120} data-testid="n">
        {HOSTILE}
      </Name>,
    );
    const name = screen.getByTestId('n');
    expect(name).toHaveAttribute('title', HOSTILE);
    expect(name).toHaveStyle({ maxWidth: '120px' });
  });
});

describe('Code: a machine string, left to right', () => {
  it('is ltr whatever the page, with the full value as its tooltip', () => {
    render(
      <div dir="rtl">
        <Code data-testid="c" maxWidth={100}>
          com.tapmatch.puzzle
        </Code>
      </div>,
    );
    const code = screen.getByTestId('c');
    expect(code).toHaveAttribute('dir', 'ltr');
    expect(code).toHaveAttribute('title', 'com.tapmatch.puzzle');
    expect(code.textContent).toBe('com.tapmatch.puzzle');
    expect(code).toHaveStyle({ maxWidth: '100px' });
  });
});

describe('isolate: a server text inside a plain-text sentence', () => {
  it('wraps it in FSI … PDI, and stripIsolates gives it back', () => {
    expect(isolate(HOSTILE)).toBe(`\u2068${HOSTILE}\u2069`);
    expect(stripIsolates(`«${isolate(HOSTILE)}»`)).toBe(`«${HOSTILE}»`);
    expect(isolate('')).toBe('');
    expect(isolate(null)).toBe('');
  });
});

describe('useSentence: our sentence quoting a server name', () => {
  function Confirm({ name }: { name: string }) {
    const sentence = useSentence();
    return <p data-testid="s">{sentence('common.deleteConfirm', { name })}</p>;
  }

  it('keeps the sentence and isolates the name in a bdi of its own direction', () => {
    render(
      <RawIntlProvider value={getIntl('en-US', true)}>
        <div dir="rtl">
          <Confirm name={HOSTILE} />
        </div>
      </RawIntlProvider>,
    );
    const sentence = screen.getByTestId('s');
    expect(sentence.textContent).toBe(`Delete “${HOSTILE}”? This cannot be undone.`);
    expect(sentence.innerHTML.match(/<bdi\b/g)).toHaveLength(1);
    const name = within(sentence).getByText(HOSTILE);
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(name.textContent).toBe(HOSTILE);
  });
});

describe('isolateFigure: money and masked numbers as one left-to-right run (issue 31)', () => {
  const money = (locale: string, n: number) => formatMoney(n, 'USD', intlLocale(locale)).replace(/\u00a0/g, ' ');

  it.each(['ar-EG', 'fa-IR'])('a negative amount in %s reads minus, figure, currency in one isolated run', (locale) => {
    const out = isolateFigure(money(locale, -330.33));
    expect(out.startsWith('\u2066')).toBe(true);
    expect(out.endsWith('\u2069')).toBe(true);
    // No directional marks left inside to reorder it: the minus comes first, the figure is whole.
    const inner = out.slice(1, -1);
    expect(inner).not.toMatch(/[\u061c\u200e\u200f]/);
    expect(inner).toMatch(/^[-−]/);
    expect(inner).toContain('330.33');
  });

  it('a masked account keeps its stars before the last four', () => {
    expect(isolateFigure('**** 4300')).toBe('\u2066**** 4300\u2069');
    expect(stripIsolates(isolateFigure('**** 4300'))).toBe('**** 4300');
    expect(isolateFigure('')).toBe('');
  });
});
