import 'server-only';

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import nodemailer, { type Transporter } from 'nodemailer';

import { env } from '@/lib/env';

export type MailMessage = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Defaults to MAIL_FROM. */
  from?: string;
  headers?: Record<string, string>;
  /** Files sent with the message, e.g. a calendar invite (contentType 'text/calendar; method=REQUEST'). */
  /** Binary files (PDF) travel as base64 text with `encoding: 'base64'`. */
  attachments?: ReadonlyArray<{
    filename: string;
    content: string;
    contentType: string;
    encoding?: 'base64';
  }>;
  /** A Message-ID of our own (campaign mail records it per recipient); nodemailer makes one otherwise. */
  messageId?: string;
};

export type SendResult = {
  messageId: string;
  /** 'smtp' with SMTP_URL; 'file' when the message was written to DATA_DIR/mail as an .eml file. */
  transport: 'smtp' | 'file';
  /** Path of the .eml file (file transport only). */
  file?: string;
};

/** How long an SMTP server may take to answer before a send fails (and its caller retries later). */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/** A message as nodemailer takes it, from MAIL_FROM unless it names its own sender. */
export function mailOptions(message: MailMessage, defaultFrom: string) {
  return {
    from: message.from ?? defaultFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
    attachments: message.attachments?.map((file) => ({ ...file })),
    messageId: message.messageId,
  };
}

let smtp: { url: string; transporter: Transporter } | undefined;

function smtpTransporter(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp?.transporter.close();
    smtp = {
      url,
      transporter: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }),
    };
  }
  return smtp.transporter;
}

const fileTransporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

function fileName(subject: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const slug = subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${stamp}-${Math.random().toString(36).slice(2, 8)}-${slug || 'message'}.eml`;
}

/**
 * Sends one message: through SMTP_URL when set, otherwise written as an .eml file under DATA_DIR/mail with one
 * log line (development and the embedded default). Throws when the SMTP server refuses or cannot be reached;
 * callers that must not lose what a visitor sent store it first and retry.
 */
export async function send(message: MailMessage): Promise<SendResult> {
  const { SMTP_URL, MAIL_FROM, DATA_DIR } = env();
  const mail = mailOptions(message, MAIL_FROM);

  if (SMTP_URL) {
    const info = await smtpTransporter(SMTP_URL).sendMail(mail);
    return { messageId: String(info.messageId), transport: 'smtp' };
  }

  const info = await fileTransporter.sendMail(mail);
  const dir = join(resolve(/*turbopackIgnore: true*/ DATA_DIR), 'mail');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, fileName(message.subject));
  writeFileSync(file, info.message as Buffer);
  const recipients = Array.isArray(message.to) ? message.to.join(', ') : message.to;
  console.info(`[mail] "${message.subject}" to ${recipients} written to ${relative(process.cwd(), file)}`);
  return { messageId: String(info.messageId), transport: 'file', file };
}
