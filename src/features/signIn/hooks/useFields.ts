import { useState } from 'react';

/** A field's rule: the message id of what is wrong with the value, or undefined. */
export type Rule<V> = (value: V) => string | undefined;

/**
 * The little a sign-in form needs of a form library: values, a rule per
 * field checked on every change and on submit, and the first message per
 * field. (antd's Form, with its validator and layout, would double the
 * weight of the first page anyone loads: README "Speed".)
 */
export function useFields<T extends Record<string, unknown>>(initial: T, rules: { [K in keyof T]?: Rule<T[K]> }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const check = <K extends keyof T>(name: K, value: T[K]) => rules[name]?.(value);

  const set = <K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: check(name, value) }));
  };

  /** Checks the named fields (all with a rule by default); true when all pass. */
  const validate = (names: (keyof T)[] = Object.keys(rules) as (keyof T)[]): boolean => {
    const found: Partial<Record<keyof T, string>> = {};
    for (const name of names) found[name] = check(name, values[name]);
    setErrors((e) => ({ ...e, ...found }));
    return names.every((name) => !found[name]);
  };

  /**
   * What a text input of field `name` needs: its id (the field's name), value
   * and change handler, and the message it is tied to (see Field).
   */
  const input = <K extends keyof T & string>(name: K, hasHint = false) => ({
    id: name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as T[K]),
    status: errors[name] ? ('error' as const) : undefined,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] || hasHint ? `${name}-help` : undefined,
  });

  return { values, errors, set, validate, input };
}

/** A rule that asks for a value that is not only blanks. */
export const required =
  (messageId: string): Rule<string> =>
  (value) =>
    value.trim() ? undefined : messageId;
