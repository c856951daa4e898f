import type { KeyboardEvent } from 'react';
import styles from '../signIn.less';

export interface SignInTab<K extends string> {
  key: K;
  label: string;
}

/**
 * The two sign-in methods as an ARIA tab list (arrow keys, Home and End move
 * between tabs). Hand-made rather than antd's Tabs, whose overflow menu and
 * animations are heavier than the whole form on the first page anyone sees.
 */
export default function SignInTabs<K extends string>({
  tabs,
  active,
  onChange,
  idPrefix,
}: {
  tabs: SignInTab<K>[];
  active: K;
  onChange: (key: K) => void;
  idPrefix: string;
}) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    let next = index;
    if (event.key in step) next = (index + step[event.key] + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    onChange(tabs[next].key);
    document.getElementById(`${idPrefix}-tab-${tabs[next].key}`)?.focus();
  };
  return (
    <div role="tablist" className={styles.tabs} onKeyDown={move}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.key}`}
          aria-selected={tab.key === active}
          aria-controls={`${idPrefix}-panel-${tab.key}`}
          tabIndex={tab.key === active ? 0 : -1}
          className={tab.key === active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
