import { SelectLang } from '@umijs/max';

/** umi's language selector: each entry has lang, label, icon and title; choosing one reloads the page. */
export default function LangSelect() {
  return <SelectLang style={{ padding: 4 }} />;
}
