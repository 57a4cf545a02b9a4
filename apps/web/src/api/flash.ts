/**
 * A one-shot message that survives a page reload (kept in sessionStorage), so that "your session ended"
 * can still be shown after the client reloads the page on inner code 401/4001.
 */
const FLASH_KEY = 'sxpt_flash_message';

export function setFlash(text: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, text);
  } catch {
    // storage unavailable (private mode): the message is simply not carried over
  }
}

export function takeFlash(): string | null {
  try {
    const text = sessionStorage.getItem(FLASH_KEY);
    if (text !== null) sessionStorage.removeItem(FLASH_KEY);
    return text;
  } catch {
    return null;
  }
}
