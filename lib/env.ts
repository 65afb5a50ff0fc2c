import { z } from 'zod';

/**
 * The one module that reads process.env. Server code calls `env()`; code that may run in the browser reads
 * `publicEnv` only (Next inlines NEXT_PUBLIC_* values where they are referenced literally, as here).
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const publicSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: optionalString.pipe(z.url().optional()),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optionalString,
});

const serverSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL or Supabase (pooler) connection string. Unset: the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * Redis or Valkey for Next's page and data cache, shared by every instance (lib/node/cache-handler.mjs reads it
   * itself, when the server starts; validated here so a malformed one stops the start). Unset: each process's disk.
   */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/[^\s]+$/, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
  ),
  /** Folder for the embedded database, its lock, the development auth secret and the .eml mail folder. */
  DATA_DIR: optionalString.transform((value) => value ?? '.data'),
  /** Public origin used in links sent by e-mail and in metadata. */
  SITE_URL: optionalString.pipe(z.url().optional()),
  /** HS256 key for embedded sessions, at least 32 characters. Required in production without Supabase. */
  AUTH_SECRET: optionalString.pipe(
    z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ),
  /** Skip the confirmation e-mail on sign-up (embedded auth, development only). */
  AUTH_AUTOCONFIRM: booleanFlag,
  /** smtp://user:pass@host:587 or smtps://...; unset: messages are written as .eml files under DATA_DIR/mail. */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalString.transform((value) => value ?? 'Ridgeline Safety Training <no-reply@example.com>'),
  /** Scales every rate limit (e.g. 20 for end-to-end test runs that sign in many times from one address). */
  RATE_LIMIT_MULTIPLIER: optionalString
    .transform((value) => (value === undefined ? 1 : Number(value)))
    .pipe(z.number().positive('RATE_LIMIT_MULTIPLIER must be a positive number')),
  /** Skip the demo seed when the embedded database is first created. */
  DB_SKIP_SEED: booleanFlag,
  /**
   * How many proxies in front of the app append to X-Forwarded-For (counted from the right). 0: the client is
   * unknown (every visitor shares one rate-limit counter). Vercel: 1. One nginx or Caddy in front: 1.
   */
  TRUSTED_PROXY_HOPS: optionalString
    .transform((value) => (value === undefined ? 0 : Number(value)))
    .pipe(
      z
        .number()
        .int('TRUSTED_PROXY_HOPS must be a whole number')
        .min(0, 'TRUSTED_PROXY_HOPS must be 0 or more')
        .max(10, 'TRUSTED_PROXY_HOPS must be 10 or fewer'),
    ),
  /** Seconds one learner must wait between theory assessment attempts (Moodle's "enforced delay"); 0: off. */
  ASSESSMENT_MIN_SECONDS_BETWEEN_ATTEMPTS: optionalString
    .transform((value) => (value === undefined ? 0 : Number(value)))
    .pipe(
      z
        .number()
        .int('ASSESSMENT_MIN_SECONDS_BETWEEN_ATTEMPTS must be a whole number of seconds')
        .min(0, 'ASSESSMENT_MIN_SECONDS_BETWEEN_ATTEMPTS must be 0 or more')
        .max(7 * 24 * 3600, 'ASSESSMENT_MIN_SECONDS_BETWEEN_ATTEMPTS must be at most a week'),
    ),
  /** Hours a place offered to the first waitlisted learner stays held for them. */
  BOOKING_OFFER_HOURS: optionalString
    .transform((value) => (value === undefined ? 48 : Number(value)))
    .pipe(
      z
        .number()
        .int('BOOKING_OFFER_HOURS must be a whole number of hours')
        .min(1, 'BOOKING_OFFER_HOURS must be at least 1')
        .max(14 * 24, 'BOOKING_OFFER_HOURS must be at most two weeks'),
    ),
  /** Hours before a session's start after which a learner can no longer cancel online (they call instead). */
  BOOKING_CANCELLATION_NOTICE_HOURS: optionalString
    .transform((value) => (value === undefined ? 48 : Number(value)))
    .pipe(
      z
        .number()
        .int('BOOKING_CANCELLATION_NOTICE_HOURS must be a whole number of hours')
        .min(0, 'BOOKING_CANCELLATION_NOTICE_HOURS must be 0 or more')
        .max(60 * 24, 'BOOKING_CANCELLATION_NOTICE_HOURS must be at most 60 days'),
    ),
  /** Minutes a place is held while the learner pays at Stripe Checkout (counted in places left). */
  BOOKING_HOLD_MINUTES: optionalString
    .transform((value) => (value === undefined ? 15 : Number(value)))
    .pipe(
      z
        .number()
        .int('BOOKING_HOLD_MINUTES must be a whole number of minutes')
        .min(1, 'BOOKING_HOLD_MINUTES must be at least 1')
        .max(120, 'BOOKING_HOLD_MINUTES must be at most 120'),
    ),
  /** Stripe secret key (sk_test_... or sk_live_...). Unset: card payment is off and the site offers invoices only. */
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'STRIPE_SECRET_KEY must start with sk_test_, sk_live_ or rk_')
      .optional(),
  ),
  /** Signing secret of the webhook endpoint /api/stripe/webhook (whsec_...). Card payment needs both. */
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
      .optional(),
  ),
  /** Tests only: the origin of a local stand-in of Stripe's API (http://127.0.0.1:PORT). Unset: api.stripe.com. */
  STRIPE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** 'immediate' (default): an employer-invoice booking is confirmed at once; 'approval': after staff approve it. */
  INVOICE_CONFIRMATION: optionalString
    .transform((value) => value ?? 'immediate')
    .pipe(
      z.enum(['immediate', 'approval'], { error: "INVOICE_CONFIRMATION must be 'immediate' or 'approval'" }),
    ),
  /** Days an employer has to pay a tax invoice. */
  INVOICE_PAYMENT_DAYS: optionalString
    .transform((value) => (value === undefined ? 14 : Number(value)))
    .pipe(
      z
        .number()
        .int('INVOICE_PAYMENT_DAYS must be a whole number of days')
        .min(0, 'INVOICE_PAYMENT_DAYS must be 0 or more')
        .max(120, 'INVOICE_PAYMENT_DAYS must be at most 120'),
    ),
  /** Refund policy: cancelled at least this many hours before the session, the full amount is refunded. */
  REFUND_FULL_NOTICE_HOURS: optionalString
    .transform((value) => (value === undefined ? 72 : Number(value)))
    .pipe(
      z
        .number()
        .int('REFUND_FULL_NOTICE_HOURS must be a whole number of hours')
        .min(0, 'REFUND_FULL_NOTICE_HOURS must be 0 or more')
        .max(60 * 24, 'REFUND_FULL_NOTICE_HOURS must be at most 60 days'),
    ),
  /** Refund policy: the percent refunded when cancelled later than that (while online cancellation is open). */
  REFUND_LATE_PERCENT: optionalString
    .transform((value) => (value === undefined ? 50 : Number(value)))
    .pipe(
      z
        .number()
        .int('REFUND_LATE_PERCENT must be a whole percent')
        .min(0, 'REFUND_LATE_PERCENT must be 0 or more')
        .max(100, 'REFUND_LATE_PERCENT must be at most 100'),
    ),
  /** Days after staff verify a learner's identification that its uploaded documents are deleted (USI practice). */
  ID_DOCUMENT_RETENTION_DAYS: optionalString
    .transform((value) => (value === undefined ? 7 : Number(value)))
    .pipe(
      z
        .number()
        .int('ID_DOCUMENT_RETENTION_DAYS must be a whole number of days')
        .min(0, 'ID_DOCUMENT_RETENTION_DAYS must be 0 or more')
        .max(365, 'ID_DOCUMENT_RETENTION_DAYS must be at most 365'),
    ),
  /**
   * Supabase Storage for private files (ID documents): the project's secret (service role) key and the private
   * bucket. Without the key, private files live under DATA_DIR/private.
   */
  SUPABASE_SECRET_KEY: optionalString,
  PRIVATE_FILES_BUCKET: optionalString.transform((value) => value ?? 'private-files'),
  /**
   * Campaign mail per second, per worker process (SMTP providers cap senders; 0: as fast as SMTP accepts, for tests
   * and benchmarks).
   */
  CAMPAIGN_SEND_RATE: optionalString
    .transform((value) => (value === undefined ? 10 : Number(value)))
    .pipe(
      z
        .number({ error: 'CAMPAIGN_SEND_RATE must be a number of messages per second' })
        .min(0, 'CAMPAIGN_SEND_RATE must be 0 (unlimited) or more')
        .max(1000, 'CAMPAIGN_SEND_RATE must be at most 1000 messages per second'),
    ),
  /**
   * 'embedded' (default): the server process sends campaigns itself. 'off': it never sends; run `npm run mail:worker`
   * (one or more processes) instead.
   */
  CAMPAIGN_WORKER: optionalString
    .transform((value) => value ?? 'embedded')
    .pipe(z.enum(['embedded', 'off'], { error: "CAMPAIGN_WORKER must be 'embedded' or 'off'" })),
});

export type PublicEnv = z.infer<typeof publicSchema>;
export type ServerEnv = z.infer<typeof serverSchema> & PublicEnv;

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
}

function parsePublic(): PublicEnv {
  const result = publicSchema.safeParse({
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  });
  if (!result.success)
    throw new Error(`Invalid public environment variables:\n${formatIssues(result.error)}`);
  return result.data;
}

export const publicEnv: PublicEnv = parsePublic();

/** True when the Supabase auth adapter is configured (both public Supabase variables set). */
export const supabaseConfigured: boolean = Boolean(
  publicEnv.NEXT_PUBLIC_SUPABASE_URL && publicEnv.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
);

let cached: ServerEnv | undefined;

/** Parsed server environment. Throws once, with every problem listed, when a variable is malformed. */
export function env(): ServerEnv {
  if (cached) return cached;
  const result = serverSchema.safeParse({
    NODE_ENV: process.env.NODE_ENV,
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    DATA_DIR: process.env.DATA_DIR,
    SITE_URL: process.env.SITE_URL,
    AUTH_SECRET: process.env.AUTH_SECRET,
    AUTH_AUTOCONFIRM: process.env.AUTH_AUTOCONFIRM,
    SMTP_URL: process.env.SMTP_URL,
    MAIL_FROM: process.env.MAIL_FROM,
    DB_SKIP_SEED: process.env.DB_SKIP_SEED,
    RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER,
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS,
    ASSESSMENT_MIN_SECONDS_BETWEEN_ATTEMPTS: process.env.ASSESSMENT_MIN_SECONDS_BETWEEN_ATTEMPTS,
    BOOKING_OFFER_HOURS: process.env.BOOKING_OFFER_HOURS,
    BOOKING_CANCELLATION_NOTICE_HOURS: process.env.BOOKING_CANCELLATION_NOTICE_HOURS,
    CAMPAIGN_SEND_RATE: process.env.CAMPAIGN_SEND_RATE,
    CAMPAIGN_WORKER: process.env.CAMPAIGN_WORKER,
    BOOKING_HOLD_MINUTES: process.env.BOOKING_HOLD_MINUTES,
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: process.env.STRIPE_API_URL,
    INVOICE_CONFIRMATION: process.env.INVOICE_CONFIRMATION,
    INVOICE_PAYMENT_DAYS: process.env.INVOICE_PAYMENT_DAYS,
    REFUND_FULL_NOTICE_HOURS: process.env.REFUND_FULL_NOTICE_HOURS,
    REFUND_LATE_PERCENT: process.env.REFUND_LATE_PERCENT,
    ID_DOCUMENT_RETENTION_DAYS: process.env.ID_DOCUMENT_RETENTION_DAYS,
    SUPABASE_SECRET_KEY: process.env.SUPABASE_SECRET_KEY,
    PRIVATE_FILES_BUCKET: process.env.PRIVATE_FILES_BUCKET,
  });
  if (!result.success) throw new Error(`Invalid environment variables:\n${formatIssues(result.error)}`);
  const parsed = { ...result.data, ...publicEnv };
  if (supabaseConfigured && !parsed.DATABASE_URL) {
    throw new Error(
      'NEXT_PUBLIC_SUPABASE_URL is set but DATABASE_URL is not: set DATABASE_URL to the Supabase pooler connection string.',
    );
  }
  cached = parsed;
  return parsed;
}

/** Card payment is on when both Stripe secrets are set; otherwise the site offers the employer invoice only. */
export function stripeConfigured(): boolean {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = env();
  return Boolean(STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET);
}

/** The refund policy the settings describe (lib/rules/payments.ts applies and words it). */
export function refundPolicy() {
  const e = env();
  return {
    fullRefundHours: Math.max(e.REFUND_FULL_NOTICE_HOURS, e.BOOKING_CANCELLATION_NOTICE_HOURS),
    lateRefundPercent: e.REFUND_LATE_PERCENT,
    cancellationNoticeHours: e.BOOKING_CANCELLATION_NOTICE_HOURS,
  };
}

/** Forget the parsed environment (tests change process.env between cases). */
export function resetEnvCache(): void {
  cached = undefined;
}

export function isProduction(): boolean {
  return env().NODE_ENV === 'production';
}

/** Public origin without a trailing slash, e.g. for links in e-mails. Defaults to http://localhost:3000. */
export function siteUrl(): string {
  return (env().SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/**
 * True while `next build` prerenders pages. Catalogue pages then use content alone: the build never opens a
 * database (the embedded one may be held by a running server, and CI builds have none).
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
