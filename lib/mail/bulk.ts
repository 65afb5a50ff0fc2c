import 'server-only';

import nodemailer, { type Transporter } from 'nodemailer';

import { env } from '@/lib/env';

import { mailOptions, send, SMTP_TIMEOUTS, type MailMessage } from './index';

/**
 * The campaign worker's sender: one pooled SMTP connection set per worker (a fresh connection per message would
 * cost a handshake each), on the SMTP_URL the rest of the mail uses. Without SMTP_URL, send() writes .eml files.
 */
export type BulkSender = {
  send(message: MailMessage & { messageId: string }): Promise<void>;
  close(): void;
};

export function createBulkSender(): BulkSender {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) {
    return {
      async send(message) {
        await send(message);
      },
      close() {},
    };
  }
  const transporter: Transporter = nodemailer.createTransport({
    url: SMTP_URL,
    pool: true,
    maxConnections: 2,
    ...SMTP_TIMEOUTS,
  });
  return {
    async send(message) {
      await transporter.sendMail(mailOptions(message, MAIL_FROM));
    },
    close() {
      transporter.close();
    },
  };
}

export type SendFailure = { kind: 'bounce' | 'transient'; detail: string };

/**
 * A hard bounce is the receiving server refusing this recipient permanently (5xx to RCPT TO). Anything else, a
 * 5xx to MAIL FROM or DATA included (a misconfigured relay would otherwise suppress the whole list), is retried.
 */
export function classifySendError(error: unknown): SendFailure {
  const { responseCode, command, code, message } = (error ?? {}) as {
    responseCode?: number;
    command?: string;
    code?: string;
    message?: string;
  };
  const detail = [code, message].filter(Boolean).join(': ').slice(0, 500) || 'Unknown error';
  if (
    command === 'RCPT TO' &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  ) {
    return { kind: 'bounce', detail };
  }
  return { kind: 'transient', detail };
}
