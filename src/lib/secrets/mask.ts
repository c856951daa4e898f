/** A secret as its last four characters behind dots (`••••a1b2`): enough to tell two apart, useless to sign with. */
export function maskedHint(hint: string): string {
  return `••••${hint}`;
}
