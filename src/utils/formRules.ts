type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * The text-field rules the account and sub-account forms share, with the
 * field named as the form labels it.
 */
export function textRules<F extends string>(t: Translate, label: (field: F) => string) {
  return {
    required: (field: F) => ({
      required: true,
      whitespace: true,
      message: t('common.required', { field: label(field) }),
    }),
    max: (n: number) => ({ max: n, message: t('account.rule.max', { max: n }) }),
  };
}
