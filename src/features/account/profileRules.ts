/** Client-side copies of the server's field rules (docs/api.md, Account). */
export const EMAIL_RE = /^[^\s@<>()]+@[^\s@<>()]+\.[A-Za-z]{2,}$/;
/** `+` and 6-20 digits, spaces or dashes. */
export const PHONE_RE = /^\+?[0-9][0-9 -]{5,19}$/;
