/**
 * Quoted-printable text (RFC 2045) as the UTF-8 it encodes: soft line breaks joined, `=XX` bytes decoded. Only
 * upper-case hex counts, as encoders write it, so a whole raw message can be passed through without touching a
 * lower-case `=ab` in a 7-bit part's link.
 */
export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
