import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

import { resetAuthSecretCache } from '@/lib/auth/secret';
import { resetEnvCache } from '@/lib/env';

import { decodeQuotedPrintable } from './quoted-printable';

/**
 * An in-process SMTP server for integration tests: accepts every message (or refuses every recipient with 550
 * while `refuse(true)`) and keeps what arrived, decoded enough to assert on subject, headers, text and HTML.
 */

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  /** Lower-case header names, unfolded; the first occurrence wins. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
};

export type TestSmtp = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  refuse(on: boolean): void;
  clear(): void;
  close(): Promise<void>;
};

type Part = { headers: Record<string, string>; body: string };

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes non-ASCII subjects. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function collect(part: Part, out: { text: string; html: string }) {
  const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collect(splitPart(section.replace(/^\r?\n/, '')), out);
    }
    return;
  }
  if (type.startsWith('text/html')) out.html += decodeBody(part);
  else if (type.startsWith('text/plain')) out.text += decodeBody(part);
}

export function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'raw'> {
  const top = splitPart(raw);
  const out = { text: '', html: '' };
  collect(top, out);
  return {
    headers: top.headers,
    subject: decodeWords(top.headers.subject ?? ''),
    text: out.text.replace(/\r\n/g, '\n'),
    html: out.html.replace(/\r\n/g, '\n'),
  };
}

export async function startSmtpServer(options: { refuse?: boolean } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let refusing = options.refuse ?? false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      const error = Object.assign(new Error('Mailbox unavailable (test server refusing)'), {
        responseCode: 550,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse(on) {
      refusing = on;
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An SMTP server for the tests of the enclosing describe block: started before them with SMTP_URL and `env` set,
 * closed after them with those variables removed. The environment and the auth secret are read afresh each time.
 * The handle is usable once the tests run.
 */
export function useSmtpServer(
  env: Record<string, string> = {},
  options: { refuse?: boolean } = {},
): TestSmtp {
  let server: TestSmtp | undefined;
  const started = () => {
    if (!server) throw new Error('useSmtpServer: the server starts in beforeAll');
    return server;
  };
  const names = ['SMTP_URL', ...Object.keys(env)];
  beforeAll(async () => {
    server = await startSmtpServer(options);
    Object.assign(process.env, env, { SMTP_URL: server.url });
    resetEnvCache();
    resetAuthSecretCache();
  });
  afterAll(async () => {
    for (const name of names) delete process.env[name];
    resetEnvCache();
    resetAuthSecretCache();
    await server?.close();
  });
  return {
    get url() {
      return started().url;
    },
    get messages() {
      return started().messages;
    },
    refuse: (on) => started().refuse(on),
    clear: () => started().clear(),
    close: () => started().close(),
  };
}
