/** Password hashing and HMAC with crypto-js (pure JS: works in Node and jsdom). */
import CryptoJS from 'crypto-js';

/** Salted SHA-256; the state only ever stores this, never a password. */
export function hashPassword(password: string, salt: string): string {
  return CryptoJS.SHA256(`${salt}:${password}`).toString(CryptoJS.enc.Hex);
}

export function verifyPassword(password: string, salt: string, hash: string): boolean {
  return safeEqual(hashPassword(password, salt), hash);
}

export function hmacSha256Hex(secret: string, message: string): string {
  return CryptoJS.HmacSHA256(message, secret).toString(CryptoJS.enc.Hex);
}

/** Compares without an early exit, so timing does not reveal the matching prefix. */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
