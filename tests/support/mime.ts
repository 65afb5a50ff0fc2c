/**
 * The text/calendar part of a raw MIME message (the booking invite), decoded from base64 or quoted-printable and
 * with folded lines joined; null when the message has none.
 */
export function calendarPart(raw: string): string | null {
  const match = /Content-Type: text\/calendar[^\r\n]*((?:\r?\n[^\r\n]+)*)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
    raw,
  );
  if (!match) return null;
  const headers = match[1];
  const body = match[2];
  let text: string;
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers))
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers))
    text = Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  else text = body;
  return text.replace(/\r?\n[ \t]/g, '');
}
