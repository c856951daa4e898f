import { GlobalOutlined } from '@ant-design/icons';
import { getLocale, setLocale } from '@umijs/max';
import { Button } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LANGUAGES } from '@/locales/languages';
import styles from './LangSelect.less';

/**
 * The language menu (src/locales/languages.ts: lang, label, title).
 * Choosing a language reloads the page, so every module (messages, dates,
 * antd, direction) starts in the new locale.
 *
 * A small ARIA menu button of its own rather than antd's Dropdown: Dropdown
 * brings antd's Menu, Trigger and Tooltip, about 150 KB, into the sign-in
 * page, where nothing else needs them. Keyboard: Enter, Space or ArrowDown
 * opens it on the current language; ArrowUp/ArrowDown, Home and End move;
 * Enter or Space chooses; Escape or Tab closes.
 */
export default function LangSelect() {
  const current = getLocale();
  const entry = LANGUAGES.find((l) => l.lang === current);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  const focusItem = (index: number) => items.current[(index + LANGUAGES.length) % LANGUAGES.length]?.focus();
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    focusItem(
      Math.max(
        0,
        LANGUAGES.findIndex((l) => l.lang === current),
      ),
    );
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const choose = (lang: string) => {
    close(true);
    if (lang !== current) setLocale(lang, true);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(LANGUAGES.length - 1),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') setOpen(false);
    else if (moves[event.key]) {
      event.preventDefault();
      moves[event.key]();
    }
  };

  return (
    <div className={styles.root} ref={root}>
      <Button
        ref={button}
        type="text"
        data-testid="lang-select"
        title={entry?.title}
        aria-label={entry?.title}
        aria-haspopup="menu"
        aria-expanded={open}
        icon={<GlobalOutlined />}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      />
      {open && (
        <div role="menu" aria-label={entry?.title} className={styles.menu} onKeyDown={onMenuKey}>
          {LANGUAGES.map((l, i) => (
            <button
              key={l.lang}
              ref={(el) => {
                items.current[i] = el;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={l.lang === current}
              tabIndex={-1}
              lang={l.lang}
              title={l.title}
              className={l.lang === current ? `${styles.item} ${styles.selected}` : styles.item}
              onClick={() => choose(l.lang)}
            >
              <bdi>{l.label}</bdi>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
