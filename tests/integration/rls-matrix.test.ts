import { beforeAll, describe, expect, it } from 'vitest';

import type { Session } from '@/lib/auth/types';

import { attempt, backends, createUser, useTestDatabase, type Attempt } from './helpers/database';

/**
 * Every table x anon / user / collaborator / admin x select / insert / update / delete, each case asserted as
 * allowed or denied. "Denied" means an error (no privilege, policy violation) or no row seen or touched.
 * Each statement runs through withUser (as PostgREST would run it) and is rolled back.
 */

const actors = ['anon', 'user', 'collaborator', 'admin'] as const;
type Actor = (typeof actors)[number];
const ops = ['select', 'insert', 'update', 'delete'] as const;
type Op = (typeof ops)[number];

type World = {
  sessions: Record<Actor, Session | null>;
  /** The signed-in actor's id; anon acts on the plain user's rows. */
  idOf(actor: Actor): string;
  other: Session;
  roleless: Session;
  slotId: string;
  reviewId: string;
  hiddenReviewId: string;
  subscriberId: string;
  enquiryId: string;
  bookingId: string;
  outboxId: string;
  rateKey: string;
  priceId: string;
  campaignId: string;
  recipientId: string;
  /** A booking whose learner is the plain user; `otherBookingId`'s learner is `other`. */
  learnerBookingId: string;
  otherBookingId: string;
  /** The plain user's booking without a record yet. */
  freshBookingId: string;
  idDocumentId: string;
  promotionCodeId: string;
  cardPaymentId: string;
  otherCardPaymentId: string;
  invoiceId: string;
  otherInvoiceId: string;
};

type Statement = (world: World, actor: Actor) => [string, unknown[]];
type TableCase = { table: string; allowed: Record<Op, readonly Actor[]>; statements: Record<Op, Statement> };

const everyone = actors;
const signedIn = ['user', 'collaborator', 'admin'] as const;
const staff = ['collaborator', 'admin'] as const;
const adminOnly = ['admin'] as const;
const nobody = [] as const;

const matrix: TableCase[] = [
  {
    table: 'availability_slots',
    allowed: { select: everyone, insert: staff, update: staff, delete: staff },
    statements: {
      select: (w) => ['select id from public.availability_slots where id = $1', [w.slotId]],
      insert: () => [
        `insert into public.availability_slots (date, course_name, location) values (current_date + 7, 'Test course', 'Mackay') returning id`,
        [],
      ],
      update: (w) => [
        'update public.availability_slots set current_bookings = 1 where id = $1 returning id',
        [w.slotId],
      ],
      delete: (w) => ['delete from public.availability_slots where id = $1 returning id', [w.slotId]],
    },
  },
  {
    table: 'user_roles',
    allowed: { select: signedIn, insert: adminOnly, update: adminOnly, delete: adminOnly },
    statements: {
      select: (w, actor) => ['select role from public.user_roles where user_id = $1', [w.idOf(actor)]],
      insert: (w) => [
        `insert into public.user_roles (user_id, role) values ($1, 'collaborator') returning id`,
        [w.roleless.user.id],
      ],
      update: (w) => [
        `update public.user_roles set role = 'admin' where user_id = $1 returning id`,
        [w.other.user.id],
      ],
      delete: (w) => ['delete from public.user_roles where user_id = $1 returning id', [w.other.user.id]],
    },
  },
  {
    table: 'reviews',
    allowed: { select: everyone, insert: signedIn, update: adminOnly, delete: nobody },
    statements: {
      select: (w) => ['select id from public.reviews where id = $1', [w.reviewId]],
      insert: (w, actor) => [
        `insert into public.reviews (user_id, customer_name, rating, review_text) values ($1, 'Test Person', 5, 'Clear and practical training.') returning id`,
        [w.idOf(actor)],
      ],
      update: (w) => [
        'update public.reviews set is_published = false where id = $1 returning id',
        [w.reviewId],
      ],
      delete: (w) => ['delete from public.reviews where id = $1 returning id', [w.reviewId]],
    },
  },
  {
    table: 'newsletter_subscribers',
    allowed: { select: staff, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => ['select id from public.newsletter_subscribers where id = $1', [w.subscriberId]],
      insert: () => [
        `insert into public.newsletter_subscribers (email, source) values ('new@example.com', 'test') returning id`,
        [],
      ],
      update: (w) => [
        `update public.newsletter_subscribers set status = 'unsubscribed' where id = $1 returning id`,
        [w.subscriberId],
      ],
      delete: (w) => [
        'delete from public.newsletter_subscribers where id = $1 returning id',
        [w.subscriberId],
      ],
    },
  },
  {
    table: 'enquiries',
    allowed: { select: staff, insert: nobody, update: staff, delete: nobody },
    statements: {
      select: (w) => ['select id from public.enquiries where id = $1', [w.enquiryId]],
      insert: () => [
        `insert into public.enquiries (name, email, course_interested, enquiry, state) values ('A', 'a@example.com', 'White card', 'Hello', 'NSW') returning id`,
        [],
      ],
      update: (w) => ['update public.enquiries set handled = true where id = $1 returning id', [w.enquiryId]],
      delete: (w) => ['delete from public.enquiries where id = $1 returning id', [w.enquiryId]],
    },
  },
  {
    table: 'booking_requests',
    allowed: { select: staff, insert: nobody, update: staff, delete: nobody },
    statements: {
      select: (w) => ['select id from public.booking_requests where id = $1', [w.bookingId]],
      insert: () => [
        `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi, course, training_level, delivery_method)
         values ('BR-NEW-0001', 'A', 'B', 'a@example.com', '0400 000 000', '223456789N', 'White card', 'full-training', 'face-to-face') returning id`,
        [],
      ],
      update: (w) => [
        'update public.booking_requests set handled = true where id = $1 returning id',
        [w.bookingId],
      ],
      delete: (w) => ['delete from public.booking_requests where id = $1 returning id', [w.bookingId]],
    },
  },
  {
    // Confirming into a session is a status change: only the server, on its service path after the role check
    // (lib/server/enrolments.ts staffStep); a staff token through the Data API cannot set a status or a session.
    table: 'booking_requests (enrolment status)',
    allowed: { select: staff, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => ['select id, status, slot_id from public.booking_requests where id = $1', [w.bookingId]],
      insert: (w) => [
        `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course, training_level, delivery_method, status, slot_id)
         values ('BR-NEW-0002', 'A', 'B', 'a@example.com', '0400 000 000', true, 'White card', 'full-training', 'face-to-face', 'confirmed', $1) returning id`,
        [w.slotId],
      ],
      update: (w) => [
        `update public.booking_requests set status = 'confirmed', slot_id = $2 where id = $1 returning id`,
        [w.bookingId, w.slotId],
      ],
      delete: (w) => ['delete from public.booking_requests where id = $1 returning id', [w.bookingId]],
    },
  },
  {
    // Only the server queues mail (a staff token could otherwise send anything from the provider's server).
    table: 'mail_outbox',
    allowed: { select: staff, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => ['select id from public.mail_outbox where id = $1', [w.outboxId]],
      insert: () => [
        `insert into public.mail_outbox (to_address, subject, body_text) values ('kim@example.com', 'Hello', 'Text') returning id`,
        [],
      ],
      update: (w) => [
        `update public.mail_outbox set status = 'sent' where id = $1 returning id`,
        [w.outboxId],
      ],
      delete: (w) => ['delete from public.mail_outbox where id = $1 returning id', [w.outboxId]],
    },
  },
  {
    table: 'rate_limits',
    allowed: { select: staff, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => ['select key from public.rate_limits where key = $1', [w.rateKey]],
      insert: () => [
        `insert into public.rate_limits (key, window_start, count) values ('x', now(), 1) returning key`,
        [],
      ],
      update: (w) => ['update public.rate_limits set count = 0 where key = $1 returning key', [w.rateKey]],
      delete: (w) => ['delete from public.rate_limits where key = $1 returning key', [w.rateKey]],
    },
  },
  {
    table: 'price_overrides',
    allowed: { select: everyone, insert: adminOnly, update: adminOnly, delete: adminOnly },
    statements: {
      select: (w) => ['select id from public.price_overrides where id = $1', [w.priceId]],
      insert: () => [
        `insert into public.price_overrides (item_type, item_id, level, price) values ('package', 'first-aid', 'standard', 140) returning id`,
        [],
      ],
      update: (w) => [
        'update public.price_overrides set price = 180 where id = $1 returning id',
        [w.priceId],
      ],
      delete: (w) => ['delete from public.price_overrides where id = $1 returning id', [w.priceId]],
    },
  },
  {
    table: 'learning_progress',
    allowed: { select: signedIn, insert: signedIn, update: signedIn, delete: signedIn },
    statements: {
      select: (w, actor) => [
        `select module_index from public.learning_progress where user_id = $1 and unit_code = 'RIIWHS202E'`,
        [w.idOf(actor)],
      ],
      insert: (w, actor) => [
        `insert into public.learning_progress (user_id, unit_code, module_index) values ($1, 'RIIWHS202E', 4) returning module_index`,
        [w.idOf(actor)],
      ],
      update: (w, actor) => [
        `update public.learning_progress set completed_at = now() where user_id = $1 and unit_code = 'RIIWHS202E' returning module_index`,
        [w.idOf(actor)],
      ],
      delete: (w, actor) => [
        `delete from public.learning_progress where user_id = $1 and unit_code = 'RIIWHS202E' returning module_index`,
        [w.idOf(actor)],
      ],
    },
  },
  {
    // Only the server writes sessions; each user reads their own (the "own rows only" case is below).
    table: 'sessions',
    allowed: { select: signedIn, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w, actor) => ['select id from public.sessions where user_id = $1', [w.idOf(actor)]],
      insert: (w, actor) => [
        'insert into public.sessions (user_id) values ($1) returning id',
        [w.idOf(actor)],
      ],
      update: (w, actor) => [
        'update public.sessions set revoked_at = null, last_seen_at = now() where user_id = $1 returning id',
        [w.idOf(actor)],
      ],
      delete: (w, actor) => ['delete from public.sessions where user_id = $1 returning id', [w.idOf(actor)]],
    },
  },
  {
    // A link's token hash and a sign-up's pending password: the server alone reads or writes them, even the owner's own.
    table: 'auth_tokens',
    allowed: { select: nobody, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w, actor) => ['select id from public.auth_tokens where user_id = $1', [w.idOf(actor)]],
      insert: (w, actor) => [
        `insert into public.auth_tokens (user_id, purpose, token_hash, expires_at)
         values ($1, 'recovery', 'made-up-' || gen_random_uuid(), now() + interval '1 hour') returning id`,
        [w.idOf(actor)],
      ],
      update: (w, actor) => [
        "update public.auth_tokens set used_at = null, expires_at = now() + interval '1 day' where user_id = $1 returning id",
        [w.idOf(actor)],
      ],
      delete: (w, actor) => [
        'delete from public.auth_tokens where user_id = $1 returning id',
        [w.idOf(actor)],
      ],
    },
  },
  {
    table: 'assessment_answer_keys',
    allowed: { select: nobody, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: () => [`select question_id from public.assessment_answer_keys where unit_code = 'TEST01'`, []],
      insert: () => [
        `insert into public.assessment_answer_keys (unit_code, question_id, correct_answer, element) values ('TEST01', '99', '0', 'E') returning question_id`,
        [],
      ],
      update: () => [
        `update public.assessment_answer_keys set correct_answer = '3' where unit_code = 'TEST01' returning question_id`,
        [],
      ],
      delete: () => [
        `delete from public.assessment_answer_keys where unit_code = 'TEST01' returning question_id`,
        [],
      ],
    },
  },
  {
    table: 'assessment_attempts',
    allowed: { select: signedIn, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w, actor) => ['select id from public.assessment_attempts where user_id = $1', [w.idOf(actor)]],
      insert: (w, actor) => [
        `insert into public.assessment_attempts (user_id, unit_code, score_percent, correct, total, competent)
         values ($1, 'TEST01', 100, 2, 2, true) returning id`,
        [w.idOf(actor)],
      ],
      update: (w, actor) => [
        'update public.assessment_attempts set score_percent = 100, competent = true where user_id = $1 returning id',
        [w.idOf(actor)],
      ],
      delete: (w, actor) => [
        'delete from public.assessment_attempts where user_id = $1 returning id',
        [w.idOf(actor)],
      ],
    },
  },
  {
    table: 'mail_campaigns',
    allowed: { select: adminOnly, insert: adminOnly, update: adminOnly, delete: adminOnly },
    statements: {
      select: (w) => ['select id from public.mail_campaigns where id = $1', [w.campaignId]],
      insert: () => [
        `insert into public.mail_campaigns (subject, body) values ('Winter dates', 'New dates are out.') returning id`,
        [],
      ],
      update: (w) => [
        `update public.mail_campaigns set status = 'test-sent' where id = $1 returning id`,
        [w.campaignId],
      ],
      delete: (w) => ['delete from public.mail_campaigns where id = $1 returning id', [w.campaignId]],
    },
  },
  {
    // Admins queue a campaign (insert ... select as themselves); only the sending worker's service path changes rows.
    table: 'campaign_recipients',
    allowed: { select: adminOnly, insert: adminOnly, update: nobody, delete: nobody },
    statements: {
      select: (w) => ['select id from public.campaign_recipients where id = $1', [w.recipientId]],
      insert: (w) => [
        `insert into public.campaign_recipients (campaign_id, subscriber_id, email) values ($1, $2, 'second@example.com') returning id`,
        [w.campaignId, w.subscriberId],
      ],
      update: (w) => [
        `update public.campaign_recipients set status = 'sent' where id = $1 returning id`,
        [w.recipientId],
      ],
      delete: (w) => ['delete from public.campaign_recipients where id = $1 returning id', [w.recipientId]],
    },
  },
  {
    table: 'mail_suppressions',
    allowed: { select: adminOnly, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: () => [`select email from public.mail_suppressions where email = 'gone@bounce.example'`, []],
      insert: () => [
        `insert into public.mail_suppressions (email, reason) values ('new@example.com', 'manual') returning email`,
        [],
      ],
      update: () => [
        `update public.mail_suppressions set reason = 'manual' where email = 'gone@bounce.example' returning email`,
        [],
      ],
      delete: () => [
        `delete from public.mail_suppressions where email = 'gone@bounce.example' returning email`,
        [],
      ],
    },
  },
  {
    // The learner's own record (a learner answers under RLS, only for a booking that is theirs); staff read every
    // record; staff decisions (USI verified) go through the server's service path, never the Data API.
    table: 'enrolment_records',
    allowed: {
      select: ['user', 'collaborator', 'admin'],
      insert: ['user'],
      update: ['user'],
      delete: nobody,
    },
    statements: {
      select: (w) => [
        'select id from public.enrolment_records where booking_request_id = $1',
        [w.learnerBookingId],
      ],
      insert: (w, actor) => [
        `insert into public.enrolment_records (booking_request_id, learner_id, given_names) values ($1, $2, 'Kim') returning id`,
        [w.freshBookingId, w.idOf(actor)],
      ],
      update: (w) => [
        `update public.enrolment_records set indigenous_status = '4' where booking_request_id = $1 returning id`,
        [w.learnerBookingId],
      ],
      delete: (w) => [
        'delete from public.enrolment_records where booking_request_id = $1 returning id',
        [w.learnerBookingId],
      ],
    },
  },
  {
    table: 'readiness_checks',
    allowed: {
      select: ['user', 'collaborator', 'admin'],
      insert: ['user'],
      update: ['user'],
      delete: nobody,
    },
    statements: {
      select: (w) => [
        'select id from public.readiness_checks where booking_request_id = $1',
        [w.learnerBookingId],
      ],
      insert: (w, actor) => [
        `insert into public.readiness_checks (booking_request_id, learner_id, ppe_acknowledged_at) values ($1, $2, now()) returning id`,
        [w.freshBookingId, w.idOf(actor)],
      ],
      update: (w) => [
        `update public.readiness_checks set ppe_acknowledged_at = now() where booking_request_id = $1 returning id`,
        [w.learnerBookingId],
      ],
      delete: (w) => [
        'delete from public.readiness_checks where booking_request_id = $1 returning id',
        [w.learnerBookingId],
      ],
    },
  },
  {
    // Entries describe the files; only the server stores, verifies and deletes them.
    table: 'id_documents',
    allowed: { select: ['user', 'collaborator', 'admin'], insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => ['select id from public.id_documents where id = $1', [w.idDocumentId]],
      insert: (w, actor) => [
        `insert into public.id_documents (booking_request_id, learner_id, document_type, content_type, byte_size, sha256, storage_key, original_name)
         values ($1, $2, 'passport', 'application/pdf', 10, repeat('a', 64), gen_random_uuid() || '/' || gen_random_uuid(), 'x.pdf') returning id`,
        [w.learnerBookingId, w.idOf(actor)],
      ],
      update: (w) => [
        `update public.id_documents set delete_after = null, deleted_at = null where id = $1 returning id`,
        [w.idDocumentId],
      ],
      delete: (w) => ['delete from public.id_documents where id = $1 returning id', [w.idDocumentId]],
    },
  },
  {
    // Book and pay: a learner reads their own booking; payment columns are the server's alone.
    table: "booking_requests (the learner's own, payment)",
    allowed: { select: ['user', 'collaborator', 'admin'], insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => [
        'select id, payment_status from public.booking_requests where id = $1',
        [w.learnerBookingId],
      ],
      insert: (w, actor) => [
        `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course, training_level, delivery_method, learner_id, channel, payment_status)
         values ('BR-RLS-PAY1', 'Kim', 'Lee', 'kim@example.com', '0400 111 222', true, 'First aid', 'full-training', 'face-to-face', $1, 'book-and-pay', 'paid') returning id`,
        [w.idOf(actor)],
      ],
      update: (w) => [
        `update public.booking_requests set payment_status = 'paid', amount_cents = 0 where id = $1 returning id`,
        [w.learnerBookingId],
      ],
      delete: (w) => ['delete from public.booking_requests where id = $1 returning id', [w.learnerBookingId]],
    },
  },
  {
    table: "booking_requests (another learner's)",
    allowed: { select: staff, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => ['select id from public.booking_requests where id = $1', [w.otherBookingId]],
      insert: () => ['select 1 where false', []],
      update: (w) => [
        `update public.booking_requests set learner_id = $2 where id = $1 returning id`,
        [w.otherBookingId, w.idOf('user')],
      ],
      delete: (w) => ['delete from public.booking_requests where id = $1 returning id', [w.otherBookingId]],
    },
  },
  {
    table: 'promotion_codes',
    allowed: { select: staff, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => ['select id from public.promotion_codes where id = $1', [w.promotionCodeId]],
      insert: () => [
        `insert into public.promotion_codes (code, kind, value, valid_from, valid_until) values ('RLS-NEW', 'percent', 100, current_date, current_date) returning id`,
        [],
      ],
      update: (w) => [
        'update public.promotion_codes set value = 100 where id = $1 returning id',
        [w.promotionCodeId],
      ],
      delete: (w) => ['delete from public.promotion_codes where id = $1 returning id', [w.promotionCodeId]],
    },
  },
  {
    table: "card_payments (the learner's own)",
    allowed: { select: ['user', 'collaborator', 'admin'], insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => ['select id from public.card_payments where id = $1', [w.cardPaymentId]],
      insert: (w) => [
        `insert into public.card_payments (id, booking_id, amount_cents, status) values ('cs_rls_forged', $1, 0, 'paid') returning id`,
        [w.learnerBookingId],
      ],
      update: (w) => [
        `update public.card_payments set status = 'paid' where id = $1 returning id`,
        [w.cardPaymentId],
      ],
      delete: (w) => ['delete from public.card_payments where id = $1 returning id', [w.cardPaymentId]],
    },
  },
  {
    table: "card_payments (another learner's)",
    allowed: { select: staff, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => ['select id from public.card_payments where id = $1', [w.otherCardPaymentId]],
      insert: () => ['select 1 where false', []],
      update: (w) => [
        `update public.card_payments set status = 'paid' where id = $1 returning id`,
        [w.otherCardPaymentId],
      ],
      delete: (w) => ['delete from public.card_payments where id = $1 returning id', [w.otherCardPaymentId]],
    },
  },
  {
    table: "invoices (the learner's own)",
    allowed: { select: ['user', 'collaborator', 'admin'], insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => ['select id from public.invoices where id = $1', [w.invoiceId]],
      insert: (w) => [
        `insert into public.invoices (kind, number, booking_id, buyer_company, accounts_email, items, total_cents, gst_cents)
         values ('invoice', 99999, $1, 'Forged', 'a@example.com', '[]', 0, 0) returning id`,
        [w.learnerBookingId],
      ],
      update: (w) => [`update public.invoices set status = 'paid' where id = $1 returning id`, [w.invoiceId]],
      delete: (w) => ['delete from public.invoices where id = $1 returning id', [w.invoiceId]],
    },
  },
  {
    table: "invoices (another learner's)",
    allowed: { select: staff, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => ['select id from public.invoices where id = $1', [w.otherInvoiceId]],
      insert: () => ['select 1 where false', []],
      update: (w) => [
        `update public.invoices set status = 'paid' where id = $1 returning id`,
        [w.otherInvoiceId],
      ],
      delete: (w) => ['delete from public.invoices where id = $1 returning id', [w.otherInvoiceId]],
    },
  },
  {
    table: 'stripe_events',
    allowed: { select: nobody, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: () => [`select id from public.stripe_events where id = 'evt_rls_matrix'`, []],
      insert: () => [
        `insert into public.stripe_events (id, type) values ('evt_rls_forged', 'x') returning id`,
        [],
      ],
      update: () => [
        `update public.stripe_events set type = 'y' where id = 'evt_rls_matrix' returning id`,
        [],
      ],
      delete: () => [`delete from public.stripe_events where id = 'evt_rls_matrix' returning id`, []],
    },
  },
  {
    table: 'document_counters',
    allowed: { select: nobody, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: () => [`select series as id from public.document_counters where series = 'invoice'`, []],
      insert: () => [
        `insert into public.document_counters (series) values ('invoice') on conflict do nothing returning series as id`,
        [],
      ],
      update: () => [
        `update public.document_counters set last_number = 0 where series = 'invoice' returning series as id`,
        [],
      ],
      delete: () => [
        `delete from public.document_counters where series = 'invoice' returning series as id`,
        [],
      ],
    },
  },
  {
    // The roll and the results: staff and the booking's own learner read; only the server writes (after its role
    // check, with a version check and the audit trigger).
    table: 'session_attendance',
    allowed: { select: ['user', 'collaborator', 'admin'], insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => [
        'select booking_request_id as id from public.session_attendance where booking_request_id = $1',
        [w.learnerBookingId],
      ],
      insert: (w) => [
        `insert into public.session_attendance (booking_request_id, slot_id, status) values ($1, $2, 'present') returning booking_request_id as id`,
        [w.freshBookingId, w.slotId],
      ],
      update: (w) => [
        `update public.session_attendance set status = 'absent' where booking_request_id = $1 returning booking_request_id as id`,
        [w.learnerBookingId],
      ],
      delete: (w) => [
        'delete from public.session_attendance where booking_request_id = $1 returning booking_request_id as id',
        [w.learnerBookingId],
      ],
    },
  },
  {
    table: 'unit_outcomes',
    allowed: { select: ['user', 'collaborator', 'admin'], insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => [
        'select id from public.unit_outcomes where booking_request_id = $1',
        [w.learnerBookingId],
      ],
      insert: (w) => [
        `insert into public.unit_outcomes (booking_request_id, unit_code, theory_result, theory_source) values ($1, 'CPCWHS1001', 'competent', 'paper') returning id`,
        [w.freshBookingId],
      ],
      update: (w) => [
        `update public.unit_outcomes set theory_result = 'competent', theory_source = 'paper' where booking_request_id = $1 returning id`,
        [w.learnerBookingId],
      ],
      delete: (w) => [
        'delete from public.unit_outcomes where booking_request_id = $1 returning id',
        [w.learnerBookingId],
      ],
    },
  },
  {
    // Who changed what: staff only; nobody rewrites history.
    table: 'outcome_changes',
    allowed: { select: staff, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => [
        'select id from public.outcome_changes where booking_request_id = $1',
        [w.learnerBookingId],
      ],
      insert: (w) => [
        `insert into public.outcome_changes (booking_request_id, kind, after) values ($1, 'outcome', '{}'::jsonb) returning id`,
        [w.learnerBookingId],
      ],
      update: (w) => [
        `update public.outcome_changes set changed_by = null where booking_request_id = $1 returning id`,
        [w.learnerBookingId],
      ],
      delete: (w) => [
        'delete from public.outcome_changes where booking_request_id = $1 returning id',
        [w.learnerBookingId],
      ],
    },
  },
  {
    // The learner reads their own; staff all; the public checks through the server only (name, units, dates).
    table: 'certificates',
    allowed: { select: ['user', 'collaborator', 'admin'], insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: (w) => [
        'select id from public.certificates where booking_request_id = $1',
        [w.learnerBookingId],
      ],
      insert: (w, actor) => [
        `insert into public.certificates (number, booking_request_id, learner_id, learner_name, email, course_id, course_name, units, completed_on)
         values ('AAAA-BBBB-CCCC', $1, $2, 'Kim Lee', 'kim@example.com', 'nsw-whitecard', 'White Card', '[{"code":"CPCWHS1001","title":"x"}]', current_date) returning id`,
        [w.freshBookingId, w.idOf(actor)],
      ],
      update: (w) => [
        `update public.certificates set revoked_at = now(), revoke_reason = 'x' where booking_request_id = $1 returning id`,
        [w.learnerBookingId],
      ],
      delete: (w) => [
        'delete from public.certificates where booking_request_id = $1 returning id',
        [w.learnerBookingId],
      ],
    },
  },
  {
    table: 'schema_migrations',
    allowed: { select: nobody, insert: nobody, update: nobody, delete: nobody },
    statements: {
      select: () => ['select version from public.schema_migrations', []],
      insert: () => [
        `insert into public.schema_migrations (version, name, checksum) values ('1', 'x', 'y') returning version`,
        [],
      ],
      update: () => [`update public.schema_migrations set name = 'x' returning version`, []],
      delete: () => ['delete from public.schema_migrations returning version', []],
    },
  },
];

function outcome(result: Attempt): 'allowed' | 'denied' {
  return result.ok && result.rows.length > 0 ? 'allowed' : 'denied';
}

describe.each(backends())('RLS matrix (%s)', (backend) => {
  const database = useTestDatabase(backend);
  let world: World;

  beforeAll(async () => {
    const db = database.current();
    const user = await createUser(db, { role: 'user' });
    const collaborator = await createUser(db, { role: 'collaborator' });
    const admin = await createUser(db, { role: 'admin' });
    const other = await createUser(db, { role: 'user' });
    const roleless = await createUser(db);
    const sessions = { anon: null, user, collaborator, admin };
    const one = async (sql: string, params: unknown[] = []) =>
      (await db.query<{ id: string }>(sql, params))[0].id;

    const slotId = await one(
      `insert into public.availability_slots (date, course_name, location) values (current_date + 3, 'White Card', 'Port Macquarie') returning id`,
    );
    const reviewId = await one(
      `insert into public.reviews (user_id, customer_name, rating, review_text) values ($1, 'Other Person', 4, 'Helpful and well run.') returning id`,
      [other.user.id],
    );
    const hiddenReviewId = await one(
      `insert into public.reviews (user_id, customer_name, rating, review_text, is_published) values ($1, 'Hidden Person', 1, 'Hidden review text.', false) returning id`,
      [other.user.id],
    );
    const subscriberId = await one(
      `insert into public.newsletter_subscribers (email, source) values ('reader@example.com', 'homepage') returning id`,
    );
    const enquiryId = await one(
      `insert into public.enquiries (name, email, course_interested, enquiry, state) values ('Sam', 'sam@example.com', 'First aid', 'Group booking?', 'QLD') returning id`,
    );
    const bookingId = await one(
      `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course, training_level, delivery_method)
       values ('BR-TEST-0001', 'Kim', 'Lee', 'kim@example.com', '0400 111 222', true, 'Confined spaces', 'experienced', 'blended') returning id`,
    );
    const outboxId = await one(
      `insert into public.mail_outbox (to_address, subject, body_text) values ('kim@example.com', 'Queued', 'Body') returning id`,
    );
    await db.query(
      `insert into public.rate_limits (key, window_start, count) values ('sign-in:ip:192.0.2.1', now(), 3)`,
    );
    const priceId = await one(
      `insert into public.price_overrides (item_type, item_id, level, price) values ('unit', 'RIIWHS204E', 'standard', 160) returning id`,
    );
    const campaignId = await one(
      `insert into public.mail_campaigns (subject, body) values ('Spring', 'Dates') returning id`,
    );
    const recipientId = await one(
      `insert into public.campaign_recipients (campaign_id, subscriber_id, email) values ($1, $2, 'reader@example.com') returning id`,
      [campaignId, subscriberId],
    );
    await db.query(
      `insert into public.mail_suppressions (email, reason) values ('gone@bounce.example', 'bounced')`,
    );
    await db.query(
      `insert into public.assessment_answer_keys (unit_code, question_id, correct_answer, element) values ('TEST01', '1', '0', 'E1')`,
    );
    await db.query(
      `insert into public.assessment_attempts (anon_id, unit_code, score_percent, correct, total, competent)
       values ('00000000-0000-4000-8000-00000000a11e', 'TEST01', 50, 1, 2, false)`,
    );
    for (const session of [user, collaborator, admin, other]) {
      await db.query(
        `insert into public.learning_progress (user_id, unit_code, module_index) values ($1, 'RIIWHS202E', 0)`,
        [session.user.id],
      );
      await db.query(
        `insert into public.assessment_attempts (user_id, unit_code, score_percent, correct, total, competent) values ($1, 'TEST01', 50, 1, 2, false)`,
        [session.user.id],
      );
      await db.query(`insert into public.sessions (user_id, user_agent) values ($1, 'RLS matrix')`, [
        session.user.id,
      ]);
      await db.query(
        `insert into public.auth_tokens (user_id, purpose, token_hash, expires_at)
         values ($1::uuid, 'recovery', 'rls-matrix-' || $1::text, now() + interval '1 hour')`,
        [session.user.id],
      );
    }

    const bookingFor = (reference: string, learnerId: string) =>
      one(
        `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course, training_level, delivery_method, learner_id)
         values ($1, 'Kim', 'Lee', 'kim@example.com', '0400 111 222', true, 'NSW White Card (General Construction Induction)', 'full-training', 'face-to-face', $2) returning id`,
        [reference, learnerId],
      );
    const learnerBookingId = await bookingFor('BR-TEST-0101', user.user.id);
    const otherBookingId = await bookingFor('BR-TEST-0102', other.user.id);
    const freshBookingId = await bookingFor('BR-TEST-0103', user.user.id);
    for (const [booking, learner] of [
      [learnerBookingId, user.user.id],
      [otherBookingId, other.user.id],
    ]) {
      await db.query(
        `insert into public.enrolment_records (booking_request_id, learner_id, given_names, usi) values ($1, $2, 'Kim', '223456789N')`,
        [booking, learner],
      );
      await db.query(`insert into public.readiness_checks (booking_request_id, learner_id) values ($1, $2)`, [
        booking,
        learner,
      ]);
    }
    for (const booking of [learnerBookingId, otherBookingId]) {
      await db.query(
        `insert into public.session_attendance (booking_request_id, slot_id, status) values ($1, $2, 'present')`,
        [booking, slotId],
      );
      await db.query(
        `insert into public.unit_outcomes (booking_request_id, unit_code, theory_result, theory_source) values ($1, 'CPCWHS1001', 'competent', 'paper')`,
        [booking],
      );
    }
    await db.query(
      `insert into public.certificates (number, booking_request_id, learner_id, learner_name, email, course_id, course_name, units, completed_on)
       values ('2222-3333-4444', $1, $2, 'Kim Lee', 'kim@example.com', 'nsw-whitecard', 'White Card', '[{"code":"CPCWHS1001","title":"x"}]', current_date)`,
      [learnerBookingId, user.user.id],
    );
    const idDocumentId = await one(
      `insert into public.id_documents (booking_request_id, learner_id, document_type, content_type, byte_size, sha256, storage_key, original_name)
       values ($1, $2, 'passport', 'image/png', 100, repeat('b', 64), gen_random_uuid() || '/' || gen_random_uuid(), 'passport.png') returning id`,
      [learnerBookingId, user.user.id],
    );
    await db.query(
      `insert into public.id_documents (booking_request_id, learner_id, document_type, content_type, byte_size, sha256, storage_key, original_name)
       values ($1, $2, 'medicare-card', 'application/pdf', 100, repeat('c', 64), gen_random_uuid() || '/' || gen_random_uuid(), 'medicare.pdf')`,
      [otherBookingId, other.user.id],
    );

    const promotionCodeId = await one(
      `insert into public.promotion_codes (code, kind, value, valid_from, valid_until) values ('RLS-MATRIX', 'percent', 10, current_date, current_date + 30) returning id`,
    );
    await db.query(
      `insert into public.card_payments (id, booking_id, amount_cents) values ('cs_rls_mine', $1, 100), ('cs_rls_other', $2, 100)`,
      [learnerBookingId, otherBookingId],
    );
    await db.query(
      `insert into public.stripe_events (id, type) values ('evt_rls_matrix', 'checkout.session.completed')`,
    );
    const invoiceFor = (booking: string, number: number) =>
      one(
        `insert into public.invoices (kind, number, booking_id, buyer_company, accounts_email, items, total_cents, gst_cents)
         values ('invoice', $2, $1, 'Acme', 'ap@example.com', '[]', 1100, 100) returning id`,
        [booking, number],
      );
    const invoiceId = await invoiceFor(learnerBookingId, 900001);
    const otherInvoiceId = await invoiceFor(otherBookingId, 900002);

    world = {
      sessions,
      promotionCodeId,
      cardPaymentId: 'cs_rls_mine',
      otherCardPaymentId: 'cs_rls_other',
      invoiceId,
      otherInvoiceId,
      idOf: (actor) => (sessions[actor] ?? user).user.id,
      other,
      roleless,
      slotId,
      reviewId,
      hiddenReviewId,
      subscriberId,
      enquiryId,
      bookingId,
      outboxId,
      rateKey: 'sign-in:ip:192.0.2.1',
      priceId,
      campaignId,
      recipientId,
      learnerBookingId,
      otherBookingId,
      freshBookingId,
      idDocumentId,
    };
  });

  const cases = matrix.flatMap((entry) =>
    ops.flatMap((op) =>
      actors.map((actor) => ({
        name: `${entry.table} ${op} by ${actor}: ${entry.allowed[op].includes(actor) ? 'allowed' : 'denied'}`,
        entry,
        op,
        actor,
      })),
    ),
  );

  it.each(cases)('$name', async ({ entry, op, actor }) => {
    const [sql, params] = entry.statements[op](world, actor);
    const result = await attempt(world.sessions[actor], sql, params);
    const expected = entry.allowed[op].includes(actor) ? 'allowed' : 'denied';
    expect({ outcome: outcome(result), result }).toMatchObject({ outcome: expected });
  });

  describe('row ownership and column limits', () => {
    const denied = async (actor: Actor, sql: string, params: (w: World) => unknown[]) =>
      outcome(await attempt(world.sessions[actor], sql, params(world)));

    it("a learner reads neither another learner's attendance nor their results", async () => {
      for (const table of ['session_attendance', 'unit_outcomes']) {
        expect([
          table,
          await denied('user', `select 1 as id from public.${table} where booking_request_id = $1`, (w) => [
            w.otherBookingId,
          ]),
        ]).toEqual([table, 'denied']);
      }
    });

    it('a signed-in user cannot publish a review under someone else', async () => {
      for (const actor of signedIn) {
        expect(
          await denied(
            actor,
            `insert into public.reviews (user_id, customer_name, rating, review_text) values ($1, 'Impostor', 5, 'Pretending to be someone.') returning id`,
            (w) => [w.other.user.id],
          ),
        ).toBe('denied');
      }
    });

    it("nobody reads another user's sessions", async () => {
      for (const actor of actors) {
        expect([
          actor,
          await denied(actor, 'select id from public.sessions where user_id = $1', (w) => [w.other.user.id]),
        ]).toEqual([actor, 'denied']);
      }
    });

    it('a signed-in user cannot insert an unpublished review', async () => {
      expect(
        await denied(
          'user',
          `insert into public.reviews (user_id, customer_name, rating, review_text, is_published) values ($1, 'Test Person', 5, 'Sneaky unpublished.', false) returning id`,
          (w) => [w.idOf('user')],
        ),
      ).toBe('denied');
    });

    it('only admins see hidden reviews', async () => {
      for (const actor of actors) {
        const result = await denied(actor, 'select id from public.reviews where id = $1', (w) => [
          w.hiddenReviewId,
        ]);
        expect([actor, result]).toEqual([actor, actor === 'admin' ? 'allowed' : 'denied']);
      }
    });

    it('admins may only toggle is_published, not rewrite a review', async () => {
      expect(
        await denied(
          'admin',
          `update public.reviews set review_text = 'Rewritten by admin.' where id = $1 returning id`,
          (w) => [w.reviewId],
        ),
      ).toBe('denied');
    });

    it('staff may only flip handled on enquiries and booking requests', async () => {
      for (const actor of staff) {
        expect(
          await denied(
            actor,
            `update public.enquiries set enquiry = 'changed' where id = $1 returning id`,
            (w) => [w.enquiryId],
          ),
        ).toBe('denied');
        expect(
          await denied(
            actor,
            `update public.booking_requests set email = 'x@example.com' where id = $1 returning id`,
            (w) => [w.bookingId],
          ),
        ).toBe('denied');
      }
    });

    it('no API role queues mail to any recipient, whatever the row says', async () => {
      for (const actor of actors) {
        for (const [sql, params] of [
          [
            `insert into public.mail_outbox (to_address, subject, body_text, body_html, status, attempts)
             values ('anyone@example.net', 'Your account', 'Click here', '<a href="https://evil.example">x</a>', 'pending', 0)
             returning id`,
            [],
          ],
          [
            `insert into public.mail_outbox (to_address, subject, body_text, status) values ('a@example.net', 'x', 'y', 'sent') returning id`,
            [],
          ],
        ] as const) {
          expect([actor, await denied(actor, sql, () => [...params])]).toEqual([actor, 'denied']);
        }
      }
    });

    it("staff change a booking's handled flag only: never its status, session, waitlist or offer", async () => {
      const columns: Array<[string, (w: World) => unknown[]]> = [
        [`status = 'confirmed'`, () => []],
        ['slot_id = $2', (w) => [w.slotId]],
        ['requested_slot_id = $2', (w) => [w.slotId]],
        [`status = 'waitlisted', slot_id = $2, waitlist_position = 1`, (w) => [w.slotId]],
        [`offer_expires_at = now() + interval '1 day'`, () => []],
        ['invite_sequence = 0', () => []],
        ['waitlisted_by_staff = true', () => []],
        ['confirmed_at = now()', () => []],
      ];
      for (const actor of actors) {
        for (const [set, extra] of columns) {
          expect([
            actor,
            set,
            await denied(
              actor,
              `update public.booking_requests set ${set} where id = $1 returning id`,
              (w) => [w.bookingId, ...extra(w)],
            ),
          ]).toEqual([actor, set, 'denied']);
        }
      }
      for (const actor of staff) {
        expect(
          await denied(
            actor,
            'update public.booking_requests set handled = true where id = $1 returning id',
            (w) => [w.bookingId],
          ),
        ).toBe('allowed');
      }
    });

    it('nobody but admins reads another user role, and nobody raises their own', async () => {
      for (const actor of actors) {
        const result = await denied(actor, 'select role from public.user_roles where user_id = $1', (w) => [
          w.other.user.id,
        ]);
        expect([actor, result]).toEqual([actor, actor === 'admin' ? 'allowed' : 'denied']);
      }
      for (const actor of ['user', 'collaborator'] as const) {
        expect(
          await denied(
            actor,
            `update public.user_roles set role = 'admin' where user_id = $1 returning id`,
            (w) => [w.idOf(actor)],
          ),
        ).toBe('denied');
        expect(
          await denied(
            actor,
            `insert into public.user_roles (user_id, role) values ($1, 'admin') returning id`,
            (w) => [w.roleless.user.id],
          ),
        ).toBe('denied');
      }
    });

    it('learning progress is private to its learner, staff included', async () => {
      for (const actor of signedIn) {
        expect(
          await denied(actor, 'select module_index from public.learning_progress where user_id = $1', (w) => [
            w.other.user.id,
          ]),
        ).toBe('denied');
        expect(
          await denied(
            actor,
            `insert into public.learning_progress (user_id, unit_code, module_index) values ($1, 'RIIWHS202E', 3) returning module_index`,
            (w) => [w.other.user.id],
          ),
        ).toBe('denied');
        expect(
          await denied(
            actor,
            'delete from public.learning_progress where user_id = $1 returning module_index',
            (w) => [w.other.user.id],
          ),
        ).toBe('denied');
      }
    });

    it('staff read every assessment attempt; learners only their own', async () => {
      for (const actor of actors) {
        const result = await denied(
          actor,
          'select id from public.assessment_attempts where user_id = $1',
          (w) => [w.other.user.id],
        );
        expect([actor, result]).toEqual([
          actor,
          actor === 'collaborator' || actor === 'admin' ? 'allowed' : 'denied',
        ]);
      }
    });

    it('anonymous learners’ attempts: staff read them; nobody writes them or records one directly', async () => {
      const anonId = '00000000-0000-4000-8000-00000000a11e';
      for (const actor of actors) {
        const read = await denied(
          actor,
          'select id from public.assessment_attempts where anon_id = $1',
          () => [anonId],
        );
        expect([actor, read]).toEqual([
          actor,
          actor === 'collaborator' || actor === 'admin' ? 'allowed' : 'denied',
        ]);
        expect(
          await denied(
            actor,
            `insert into public.assessment_attempts (anon_id, unit_code, score_percent, correct, total, competent)
             values ($1, 'TEST01', 100, 2, 2, true) returning id`,
            () => [anonId],
          ),
        ).toBe('denied');
        expect(
          await denied(
            actor,
            'update public.assessment_attempts set competent = true where anon_id = $1 returning id',
            () => [anonId],
          ),
        ).toBe('denied');
        expect(
          await denied(
            actor,
            'delete from public.assessment_attempts where anon_id = $1 returning id',
            () => [anonId],
          ),
        ).toBe('denied');
        expect(
          await denied(
            actor,
            `select id from public.score_assessment_attempt(null, $1, 'TEST01', '{"1": "0"}'::jsonb)`,
            () => [anonId],
          ),
        ).toBe('denied');
        const staffList = await denied(
          actor,
          'select id from public.staff_assessment_attempts(10) where anon_id = $1',
          () => [anonId],
        );
        expect([actor, 'staff_assessment_attempts', staffList]).toEqual([
          actor,
          'staff_assessment_attempts',
          actor === 'collaborator' || actor === 'admin' ? 'allowed' : 'denied',
        ]);
      }
    });

    it("nobody but staff reads or answers another learner's enrolment, readiness or ID documents", async () => {
      for (const actor of actors) {
        const isStaff = actor === 'collaborator' || actor === 'admin';
        for (const table of ['enrolment_records', 'readiness_checks', 'id_documents']) {
          expect([
            actor,
            table,
            await denied(actor, `select id from public.${table} where booking_request_id = $1`, (w) => [
              w.otherBookingId,
            ]),
          ]).toEqual([actor, table, isStaff ? 'allowed' : 'denied']);
        }
        expect(
          await denied(
            actor,
            `update public.enrolment_records set usi = '223456789N' where booking_request_id = $1 returning id`,
            (w) => [w.otherBookingId],
          ),
        ).toBe('denied');
        expect(
          await denied(
            actor,
            `update public.readiness_checks set ppe_acknowledged_at = now() where booking_request_id = $1 returning id`,
            (w) => [w.otherBookingId],
          ),
        ).toBe('denied');
      }
    });

    it("a learner cannot start a record for someone else's booking, nor in someone else's name", async () => {
      for (const actor of signedIn) {
        expect(
          await denied(
            actor,
            `insert into public.enrolment_records (booking_request_id, learner_id) values ($1, $2) returning id`,
            (w) => [w.otherBookingId, w.idOf(actor)],
          ),
        ).toBe('denied');
        expect(
          await denied(
            actor,
            `insert into public.readiness_checks (booking_request_id, learner_id) values ($1, $2) returning id`,
            (w) => [w.otherBookingId, w.other.user.id],
          ),
        ).toBe('denied');
      }
    });

    it('nobody verifies a USI or ID, or silences a reminder, through the Data API', async () => {
      for (const actor of actors) {
        for (const [sql, table] of [
          [
            `update public.enrolment_records set usi_verified_at = now() where booking_request_id = $1 returning id`,
            'usi',
          ],
          [
            `update public.readiness_checks set id_verified_at = now() where booking_request_id = $1 returning id`,
            'id',
          ],
          [
            `update public.readiness_checks set reminder_sent_at = now() where booking_request_id = $1 returning id`,
            'reminder',
          ],
          [
            `update public.enrolment_records set learner_id = learner_id where booking_request_id = $1 returning id`,
            'learner',
          ],
        ] as const) {
          expect([actor, table, await denied(actor, sql, (w) => [w.learnerBookingId])]).toEqual([
            actor,
            table,
            'denied',
          ]);
        }
      }
    });

    it('anon cannot read auth.users', async () => {
      for (const actor of actors) {
        expect(await denied(actor, 'select id from auth.users limit 1', () => [])).toBe('denied');
      }
    });
  });
});

/**
 * Employer accounts (20260123000000_employers.sql): every table x anon / a plain user / the worker a crew row names
 * / a manager of the employer / a second employer's manager / collaborator / admin x select / insert / update /
 * delete. Every statement aims at the first employer's rows, so the second employer's manager is a denial case
 * throughout; nobody writes through the Data API, managers included (the server writes after its checks).
 */
const employerActors = [
  'anon',
  'user',
  'worker',
  'manager',
  'otherManager',
  'collaborator',
  'admin',
] as const;
type EmployerActor = (typeof employerActors)[number];

type EmployerWorld = {
  sessions: Record<EmployerActor, Session | null>;
  employerId: string;
  otherEmployerId: string;
  workerRowId: string;
  otherWorkerRowId: string;
  ticketId: string;
  inviteId: string;
  sharedCertificateBooking: string;
  unsharedCertificateBooking: string;
  slotId: string;
  groupId: string;
  holdId: string;
  employerBookingId: string;
  employerInvoiceId: string;
};

type EmployerStatement = (world: EmployerWorld) => [string, unknown[]];
type EmployerCase = {
  table: string;
  allowed: Record<Op, readonly EmployerActor[]>;
  statements: Record<Op, EmployerStatement>;
};

const employerStaff = ['collaborator', 'admin'] as const;
const none = [] as const;

const employerMatrix: EmployerCase[] = [
  {
    table: 'employers',
    allowed: { select: ['worker', 'manager', ...employerStaff], insert: none, update: none, delete: none },
    statements: {
      select: (w) => ['select id from public.employers where id = $1', [w.employerId]],
      insert: () => [
        `insert into public.employers (company, abn, contact_name, contact_email, contact_phone, sites, crew_size)
         values ('Sneaky', '53004085616', 'A', 'a@example.com', '0400000000', '{x}', 1) returning id`,
        [],
      ],
      update: (w) => [
        `update public.employers set status = 'approved' where id = $1 returning id`,
        [w.employerId],
      ],
      delete: (w) => ['delete from public.employers where id = $1 returning id', [w.employerId]],
    },
  },
  {
    table: 'employer_managers',
    allowed: { select: ['manager', ...employerStaff], insert: none, update: none, delete: none },
    statements: {
      select: (w) => [
        'select user_id as id from public.employer_managers where employer_id = $1',
        [w.employerId],
      ],
      insert: (w) => [
        `insert into public.employer_managers (employer_id, user_id, email)
         values ($1, auth.uid(), 'me@example.com') returning user_id as id`,
        [w.employerId],
      ],
      update: (w) => [
        `update public.employer_managers set email = 'x@example.com' where employer_id = $1 returning user_id as id`,
        [w.employerId],
      ],
      delete: (w) => [
        'delete from public.employer_managers where employer_id = $1 returning user_id as id',
        [w.employerId],
      ],
    },
  },
  {
    table: 'employer_invites',
    allowed: { select: ['manager', ...employerStaff], insert: none, update: none, delete: none },
    statements: {
      select: (w) => ['select id from public.employer_invites where id = $1', [w.inviteId]],
      insert: (w) => [
        `insert into public.employer_invites (employer_id, email, token_hash, expires_at)
         values ($1, 'me@example.com', repeat('e', 64), now() + interval '1 day') returning id`,
        [w.employerId],
      ],
      update: (w) => [
        `update public.employer_invites set expires_at = now() + interval '1 year' where id = $1 returning id`,
        [w.inviteId],
      ],
      delete: (w) => ['delete from public.employer_invites where id = $1 returning id', [w.inviteId]],
    },
  },
  {
    table: 'employer_workers',
    allowed: { select: ['worker', 'manager', ...employerStaff], insert: none, update: none, delete: none },
    statements: {
      select: (w) => ['select id from public.employer_workers where id = $1', [w.workerRowId]],
      insert: (w) => [
        `insert into public.employer_workers (employer_id, full_name, email) values ($1, 'New One', 'new@example.com') returning id`,
        [w.employerId],
      ],
      update: (w) => [
        'update public.employer_workers set shared_at = now(), user_id = auth.uid() where id = $1 returning id',
        [w.otherWorkerRowId],
      ],
      delete: (w) => ['delete from public.employer_workers where id = $1 returning id', [w.workerRowId]],
    },
  },
  {
    table: 'employer_tickets',
    allowed: { select: ['manager', ...employerStaff], insert: none, update: none, delete: none },
    statements: {
      select: (w) => ['select id from public.employer_tickets where id = $1', [w.ticketId]],
      insert: (w) => [
        `insert into public.employer_tickets (employer_id, worker_id, unit_code, issued_on, storage_key, content_type, byte_size, original_name)
         values ($1, $2, 'CPCWHS1001', current_date, gen_random_uuid() || '/' || gen_random_uuid(), 'image/png', 10, 'x.png') returning id`,
        [w.employerId, w.workerRowId],
      ],
      update: (w) => [
        `update public.employer_tickets set expires_on = current_date + 9999 where id = $1 returning id`,
        [w.ticketId],
      ],
      delete: (w) => ['delete from public.employer_tickets where id = $1 returning id', [w.ticketId]],
    },
  },
  {
    table: 'employer_group_bookings',
    allowed: { select: ['manager', ...employerStaff], insert: none, update: none, delete: none },
    statements: {
      select: (w) => ['select id from public.employer_group_bookings where id = $1', [w.groupId]],
      insert: (w) => [
        `insert into public.employer_group_bookings (employer_id, slot_id, purchase_order, accounts_email, places, total_cents)
         values ($1, $2, 'PO-X', 'x@example.com', 1, 0) returning id`,
        [w.employerId, w.slotId],
      ],
      update: (w) => [
        'update public.employer_group_bookings set total_cents = 0 where id = $1 returning id',
        [w.groupId],
      ],
      delete: (w) => ['delete from public.employer_group_bookings where id = $1 returning id', [w.groupId]],
    },
  },
  {
    table: 'employer_place_holds',
    allowed: { select: ['manager', ...employerStaff], insert: none, update: none, delete: none },
    statements: {
      select: (w) => ['select id from public.employer_place_holds where id = $1', [w.holdId]],
      insert: (w) => [
        `insert into public.employer_place_holds (employer_id, slot_id, places, expires_at)
         values ($1, $2, 50, now() + interval '1 year') returning id`,
        [w.otherEmployerId, w.slotId],
      ],
      update: (w) => [
        `update public.employer_place_holds set places = 50 where id = $1 returning id`,
        [w.holdId],
      ],
      delete: (w) => ['delete from public.employer_place_holds where id = $1 returning id', [w.holdId]],
    },
  },
];

describe.each(backends())('RLS matrix: employer accounts (%s)', (backend) => {
  const database = useTestDatabase(backend);
  let world: EmployerWorld;

  beforeAll(async () => {
    const db = database.current();
    const user = await createUser(db, { role: 'user' });
    const worker = await createUser(db, { role: 'user' });
    const unsharedWorker = await createUser(db, { role: 'user' });
    const manager = await createUser(db, { role: 'user' });
    const otherManager = await createUser(db, { role: 'user' });
    const collaborator = await createUser(db, { role: 'collaborator' });
    const admin = await createUser(db, { role: 'admin' });
    const one = async (sql: string, params: unknown[] = []) =>
      (await db.query<{ id: string }>(sql, params))[0].id;
    const employer = (company: string, abn: string) =>
      one(
        `insert into public.employers (company, abn, contact_name, contact_email, contact_phone, sites, crew_size, status,
           account_manager_id, account_manager_name, account_manager_email, account_manager_phone)
         values ($1, $2, 'Pat', 'pat@example.com', '0400000000', '{Yard}', 10, 'approved', $3, 'Alex', 'alex@example.com', '0740000000')
         returning id`,
        [company, abn, collaborator.user.id],
      );
    const employerId = await employer('First Civil', '33051775556');
    const otherEmployerId = await employer('Second Civil', '49004028077');
    for (const [id, session] of [
      [employerId, manager],
      [otherEmployerId, otherManager],
    ] as const) {
      await db.query(
        `insert into public.employer_managers (employer_id, user_id, email) values ($1, $2, $3)`,
        [id, session.user.id, session.user.email],
      );
    }
    const workerRowId = await one(
      `insert into public.employer_workers (employer_id, full_name, email, user_id, shared_at)
       values ($1, 'Wor Ker', $2, $3, now()) returning id`,
      [employerId, worker.user.email, worker.user.id],
    );
    const otherWorkerRowId = await one(
      `insert into public.employer_workers (employer_id, full_name, email) values ($1, 'Un Shared', $2) returning id`,
      [employerId, unsharedWorker.user.email],
    );
    // The same worker is on the second employer's crew too, but shares nothing with it.
    await db.query(
      `insert into public.employer_workers (employer_id, full_name, email) values ($1, 'Wor Ker', $2)`,
      [otherEmployerId, worker.user.email],
    );
    const ticketId = await one(
      `insert into public.employer_tickets (employer_id, worker_id, unit_code, issued_on, storage_key, content_type, byte_size, original_name)
       values ($1, $2, 'RIIWHS204E', current_date - 10, gen_random_uuid() || '/' || gen_random_uuid(), 'image/png', 10, 'card.png') returning id`,
      [employerId, workerRowId],
    );
    const inviteId = await one(
      `insert into public.employer_invites (employer_id, email, token_hash, expires_at)
       values ($1, 'new.manager@example.com', repeat('a', 64), now() + interval '7 days') returning id`,
      [employerId],
    );
    const certificateFor = async (learner: Session, reference: string, number: string) => {
      const booking = await one(
        `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course, training_level, delivery_method, learner_id)
         values ($1, 'Kim', 'Lee', 'kim@example.com', '0400 111 222', true, 'White Card', 'full-training', 'face-to-face', $2) returning id`,
        [reference, learner.user.id],
      );
      await db.query(
        `insert into public.certificates (number, booking_request_id, learner_id, learner_name, email, course_id, course_name, units, completed_on)
         values ($1, $2, $3, 'Kim Lee', 'kim@example.com', 'nsw-whitecard', 'White Card', '[{"code":"CPCWHS1001","title":"x"}]', current_date)`,
        [number, booking, learner.user.id],
      );
      return booking;
    };
    // A group booking of the first employer: its session, the group, a place hold, one booking and its invoice.
    const groupBooked = async () => {
      const slotId = await one(
        `insert into public.availability_slots (date, course_name, location, max_students)
         values (current_date + 30, 'Work Safely at Heights', 'Mackay', 10) returning id`,
      );
      const groupId = await one(
        `insert into public.employer_group_bookings (employer_id, slot_id, purchase_order, accounts_email, places, total_cents)
         values ($1, $2, 'PO-RLS', 'payables@example.com', 1, 15000) returning id`,
        [employerId, slotId],
      );
      const holdId = await one(
        `insert into public.employer_place_holds (employer_id, slot_id, places, expires_at)
         values ($1, $2, 2, now() + interval '2 days') returning id`,
        [employerId, slotId],
      );
      const employerBookingId = await one(
        `insert into public.booking_requests (reference, first_name, last_name, email, phone, course, training_level,
           delivery_method, channel, status, slot_id, employer_id, employer_worker_id, employer_group_id)
         values ('BR-EMP-RLS-3', 'Wor', 'Ker', $1, '0400 111 222', 'Work Safely at Heights', 'full-training',
           'face-to-face', 'employer', 'confirmed', $2, $3, $4, $5) returning id`,
        [worker.user.email, slotId, employerId, workerRowId, groupId],
      );
      const employerInvoiceId = await one(
        `insert into public.invoices (kind, number, booking_id, buyer_company, accounts_email, items, total_cents, gst_cents,
           employer_id, employer_group_id)
         values ('invoice', 990001, $1, 'First Civil', 'payables@example.com', '[]', 15000, 1364, $2, $3) returning id`,
        [employerBookingId, employerId, groupId],
      );
      return { slotId, groupId, holdId, employerBookingId, employerInvoiceId };
    };
    world = {
      sessions: { anon: null, user, worker, manager, otherManager, collaborator, admin },
      employerId,
      otherEmployerId,
      workerRowId,
      otherWorkerRowId,
      ticketId,
      inviteId,
      sharedCertificateBooking: await certificateFor(worker, 'BR-EMP-RLS-1', '5555-6666-7777'),
      unsharedCertificateBooking: await certificateFor(unsharedWorker, 'BR-EMP-RLS-2', '5555-6666-8888'),
      ...(await groupBooked()),
    };
  });

  const cases = employerMatrix.flatMap((entry) =>
    ops.flatMap((op) =>
      employerActors.map((actor) => ({
        name: `${entry.table} ${op} by ${actor}: ${entry.allowed[op].includes(actor) ? 'allowed' : 'denied'}`,
        entry,
        op,
        actor,
      })),
    ),
  );

  it.each(cases)('$name', async ({ entry, op, actor }) => {
    const [sql, params] = entry.statements[op](world);
    const result = await attempt(world.sessions[actor], sql, params);
    const expected = entry.allowed[op].includes(actor) ? 'allowed' : 'denied';
    expect({ outcome: outcome(result), result }).toMatchObject({ outcome: expected });
  });

  const seen = async (actor: EmployerActor, sql: string, params: unknown[]) =>
    outcome(await attempt(world.sessions[actor], sql, params));

  it("a booking made through the employer and its invoice: that employer's managers and staff read them; nobody else", async () => {
    for (const actor of employerActors) {
      const expected = ['manager', 'collaborator', 'admin'].includes(actor) ? 'allowed' : 'denied';
      expect({
        actor,
        booking: await seen(actor, 'select id from public.booking_requests where id = $1', [
          world.employerBookingId,
        ]),
        invoice: await seen(actor, 'select id from public.invoices where id = $1', [world.employerInvoiceId]),
      }).toEqual({ actor, booking: expected, invoice: expected });
    }
  });

  it("a shared certificate: the worker, that employer's managers and staff read it; a second employer's manager does not", async () => {
    for (const actor of employerActors) {
      const expected = ['worker', 'manager', 'collaborator', 'admin'].includes(actor) ? 'allowed' : 'denied';
      expect([
        actor,
        await seen(actor, 'select id from public.certificates where booking_request_id = $1', [
          world.sharedCertificateBooking,
        ]),
      ]).toEqual([actor, expected]);
    }
  });

  it("an unshared worker's certificate: no manager reads it, not even their own employer's", async () => {
    for (const actor of ['user', 'worker', 'manager', 'otherManager'] as const) {
      expect([
        actor,
        await seen(actor, 'select id from public.certificates where booking_request_id = $1', [
          world.unsharedCertificateBooking,
        ]),
      ]).toEqual([actor, 'denied']);
    }
  });

  it("a worker reads the crew rows that name them, and no one else's; a second employer's manager reads none of the first's", async () => {
    expect(
      await seen('worker', 'select id from public.employer_workers where id = $1', [world.otherWorkerRowId]),
    ).toBe('denied');
    for (const table of ['employer_workers', 'employer_tickets', 'employer_invites']) {
      expect([
        table,
        await seen('otherManager', `select id from public.${table} where employer_id = $1`, [
          world.employerId,
        ]),
      ]).toEqual([table, 'denied']);
    }
    expect(
      await seen('otherManager', 'select user_id from public.employer_managers where employer_id = $1', [
        world.employerId,
      ]),
    ).toBe('denied');
    // Their own employer they do read.
    expect(
      await seen('otherManager', 'select id from public.employers where id = $1', [world.otherEmployerId]),
    ).toBe('allowed');
  });

  it('a manager removed is refused at once by the policies (no cached role)', async () => {
    const db = database.current();
    const leaver = world.sessions.manager!;
    await db.query('delete from public.employer_managers where employer_id = $1 and user_id = $2', [
      world.employerId,
      leaver.user.id,
    ]);
    try {
      for (const sql of [
        'select id from public.employers where id = $1',
        'select id from public.employer_workers where employer_id = $1',
        'select id from public.employer_tickets where employer_id = $1',
      ]) {
        expect([sql, await seen('manager', sql, [world.employerId])]).toEqual([sql, 'denied']);
      }
      expect(
        await seen('manager', 'select id from public.certificates where booking_request_id = $1', [
          world.sharedCertificateBooking,
        ]),
      ).toBe('denied');
    } finally {
      await db.query(
        `insert into public.employer_managers (employer_id, user_id, email) values ($1, $2, $3)`,
        [world.employerId, leaver.user.id, leaver.user.email],
      );
    }
  });
});
