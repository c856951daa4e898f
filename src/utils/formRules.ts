import type { RuleObject } from 'antd/es/form';
import { hasVisibleText } from '@/contract/names';

/** What the rules need of react-intl's / umi's `intl`. */
export interface RuleIntl {
  locale: string;
  formatMessage: (descriptor: { id: string }, values?: Record<string, string | number>) => string;
}

/**
 * A field label as it reads inside a sentence: "App name" → "app name", so a
 * message says "Enter the app name". Only a capital followed by a small letter
 * is lowered: acronyms and names ("ID", "URL", "iOS") stay as the label has
 * them, and scripts without case (Chinese, Arabic, Thai...) are unchanged.
 */
export function inSentence(label: string, locale: string): string {
  const [first, second] = Array.from(label);
  if (!first || !second) return label;
  const lowerFirst = first.toLocaleLowerCase(locale);
  const isCapital = lowerFirst !== first;
  const nextIsSmall = second.toLocaleUpperCase(locale) !== second;
  return isCapital && nextIsSmall ? lowerFirst + label.slice(first.length) : label;
}

/**
 * The one way every form of the console builds its field messages: each
 * names the field by the label the user sees (common.rule.* in every locale),
 * so no page writes its own "please enter …" text.
 */
export function formRules(intl: RuleIntl) {
  const field = (label: string) => inSentence(label, intl.locale);
  const say = (id: string, values: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return {
    /** A value to type; text fields also refuse blanks only (`text: false` for numbers). */
    enter: (label: string, { text = true }: { text?: boolean } = {}): RuleObject => ({
      required: true,
      ...(text ? { whitespace: true } : {}),
      message: say('common.rule.enter', { field: field(label) }),
    }),
    /** A value to pick (select, radio, checkboxes). */
    choose: (label: string): RuleObject => ({
      required: true,
      message: say('common.rule.choose', { field: field(label) }),
    }),
    /** A name a person types (issue 52): something of it must show, not only control or format characters. */
    visible: (label: string): RuleObject => ({
      validator: async (_, value: unknown) => {
        if (typeof value === 'string' && value !== '' && !hasVisibleText(value))
          throw new Error(say('common.rule.visible', { field: field(label) }));
      },
    }),
    /** A length limit, in characters. */
    max: (label: string, max: number): RuleObject => ({
      max,
      message: say('common.rule.max', { field: field(label), max }),
    }),
  };
}

export type FormRules = ReturnType<typeof formRules>;
