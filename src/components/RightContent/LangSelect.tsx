import { GlobalOutlined } from '@ant-design/icons';
import { getLocale, setLocale } from '@umijs/max';
import { Button, Dropdown } from 'antd';
import { LANGUAGES } from '@/locales/languages';

/**
 * The language menu (src/locales/languages.ts: lang, label, icon, title).
 * Choosing a language reloads the page, so every module (messages, dates,
 * antd, direction) starts in the new locale. A real button, so it works
 * from the keyboard.
 */
export default function LangSelect() {
  const current = getLocale();
  const entry = LANGUAGES.find((l) => l.lang === current);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((l) => ({
          key: l.lang,
          label: (
            <span lang={l.lang} title={l.title}>
              <span aria-hidden style={{ marginInlineEnd: 8 }}>
                {l.icon}
              </span>
              {l.label}
            </span>
          ),
        })),
        onClick: ({ key }) => {
          if (key !== current) setLocale(key, true);
        },
      }}
    >
      <Button
        type="text"
        data-testid="lang-select"
        title={entry?.title}
        aria-label={entry?.title}
        icon={<GlobalOutlined />}
      />
    </Dropdown>
  );
}
