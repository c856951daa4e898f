import { Space, Tabs, Typography } from 'antd';
import CopyButton from '@/components/CopyButton';
import type { AdPosition } from '@/contract/typings';
import { SNIPPET_LANGUAGES, type SnippetLanguage, snippetFor } from './snippets';
import { useTrafficText } from './useTrafficText';

/** The app's own platform first (issue 33: an iOS app opens on Swift), then the other, then Unity. */
export function languagesFor(platform: AdPosition['platform']): readonly SnippetLanguage[] {
  if (platform !== 'ios') return SNIPPET_LANGUAGES;
  return [...SNIPPET_LANGUAGES].sort((a, b) => Number(b === 'swift') - Number(a === 'swift'));
}

/** Android (Kotlin), iOS (Swift) and Unity (C#) code with the position's real IDs, as text in a code block. */
export default function SnippetTabs({ position }: { position: AdPosition }) {
  const { t } = useTrafficText();
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="snippets">
      <Typography.Text strong>{t('adPosition.handoff.snippets')}</Typography.Text>
      <Typography.Text type="secondary">{t('adPosition.handoff.snippetHelp')}</Typography.Text>
      <Tabs
        size="small"
        items={languagesFor(position.platform).map((lang) => {
          const code = snippetFor(lang, position);
          return {
            key: lang,
            label: t(`adPosition.handoff.snippet.${lang}`),
            children: (
              <Space direction="vertical" size={4} style={{ width: '100%' }}>
                {/* Code reads left to right in every language; React writes it as text. */}
                <pre
                  dir="ltr"
                  data-snippet={lang}
                  // It scrolls: keyboard users reach it to scroll it too.
                  tabIndex={0}
                  aria-label={t(`adPosition.handoff.snippet.${lang}`)}
                  style={{
                    margin: 0,
                    padding: 12,
                    maxHeight: 260,
                    overflow: 'auto',
                    fontSize: 12,
                    background: 'rgba(0, 0, 0, 0.04)',
                    borderRadius: 6,
                    textAlign: 'left',
                  }}
                >
                  <code>{code}</code>
                </pre>
                <CopyButton text={code} label={t('adPosition.handoff.copySnippet')} size="small">
                  {t('adPosition.handoff.copySnippet')}
                </CopyButton>
              </Space>
            ),
          };
        })}
      />
    </Space>
  );
}
