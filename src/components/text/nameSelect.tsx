import type { ReactNode } from 'react';
import Name from './Name';

const asText = (label: ReactNode, value?: unknown): string | number | null =>
  typeof label === 'string' || typeof label === 'number' ? label : value === undefined ? null : String(value);

/**
 * Props for an antd Select whose options are server names (apps, ad
 * positions, sub-accounts): each option in the list and each chosen value
 * (tag) is a Name, isolated in its own direction. Search, the accessible
 * option list and the values stay as they were (the labels remain strings).
 */
export const NAME_SELECT = {
  optionRender: (option: { label?: ReactNode; value?: unknown }) => <Name>{asText(option.label, option.value)}</Name>,
  labelRender: (chosen: { label?: ReactNode; value?: unknown }) => <Name>{asText(chosen.label, chosen.value)}</Name>,
};
