/**
 * The optional wrapped transport (ENVELOPE_CIPHER=1): the JSON envelope is XORed with a keystream derived
 * from a fixed built-in key, base64-encoded and URL-encoded. This is obfuscation, not security: the key
 * ships with the web client. Works the same in Node and in the browser.
 */
const FIXED_KEY = 'sxpt-envelope-2026';

function keystream(length: number): Uint8Array {
  // xorshift32 seeded by FNV-1a of the key
  let seed = 0x811c9dc5;
  for (let i = 0; i < FIXED_KEY.length; i++) {
    seed ^= FIXED_KEY.charCodeAt(i);
    seed = Math.imul(seed, 0x01000193) >>> 0;
  }
  const out = new Uint8Array(length);
  let x = seed || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
}

function xor(bytes: Uint8Array): Uint8Array {
  const ks = keystream(bytes.length);
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i] ^ ks[i];
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Cipher a JSON text into the URL-encoded `result` string. */
export function encipherEnvelope(json: string): string {
  return encodeURIComponent(toBase64(xor(new TextEncoder().encode(json))));
}

/** Decode a `result` string back into the JSON text. Throws on malformed input. */
export function decipherEnvelope(result: string): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(xor(fromBase64(decodeURIComponent(result))));
}
