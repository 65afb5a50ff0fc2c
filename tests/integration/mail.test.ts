import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { resetEnvCache } from '@/lib/env';
import { send } from '@/lib/mail';
import { coversPglite } from './helpers/stage';

type Received = { from: string; to: string[]; raw: string };

describe.runIf(coversPglite())('send()', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mail-test-'));
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.example')) return callback(new Error('Mailbox unavailable'));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(() => {
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
    delete process.env.DATA_DIR;
    resetEnvCache();
    vi.restoreAllMocks();
  });

  it('delivers through SMTP_URL to a real SMTP server', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.MAIL_FROM = 'Ridgeline <no-reply@example.com>';
    resetEnvCache();
    const result = await send({
      to: 'nsw.training@example.com',
      subject: 'Course enquiry: White Card',
      text: 'Hello from the enquiry form.',
      replyTo: 'visitor@example.com',
    });
    expect(result.transport).toBe('smtp');
    const message = received.at(-1)!;
    expect(message.from).toBe('no-reply@example.com');
    expect(message.to).toEqual(['nsw.training@example.com']);
    expect(message.raw).toContain('Subject: Course enquiry: White Card');
    expect(message.raw).toContain('Reply-To: visitor@example.com');
    expect(message.raw).toContain('Hello from the enquiry form.');
  });

  it('throws when the server refuses the recipient, so callers can keep and retry', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnvCache();
    await expect(send({ to: 'someone@refused.example', subject: 'x', text: 'y' })).rejects.toThrow();
  });

  it('throws when the SMTP server cannot be reached', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetEnvCache();
    await expect(send({ to: 'a@example.com', subject: 'x', text: 'y' })).rejects.toThrow();
  });

  it('without SMTP_URL writes an .eml file under DATA_DIR/mail and logs one line', async () => {
    process.env.DATA_DIR = dataDir;
    resetEnvCache();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const result = await send({
      to: 'qld.training@example.com',
      subject: 'Booking request',
      text: 'Body text',
    });
    expect(result.transport).toBe('file');
    expect(result.file?.startsWith(join(dataDir, 'mail'))).toBe(true);
    const eml = readFileSync(result.file!, 'utf8');
    expect(eml).toContain('To: qld.training@example.com');
    expect(eml).toContain('Subject: Booking request');
    expect(eml).toContain('Body text');
    expect(info).toHaveBeenCalledTimes(1);
  });
});
