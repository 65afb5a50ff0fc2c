import 'server-only';

import { createHash, randomBytes, randomUUID } from 'node:crypto';

import type { Session } from '@/lib/auth/types';
import { sqlState, withService, withUser, type Db } from '@/lib/db';
import { holdsStaffRole } from '@/lib/server/staff-role';
import { siteUrl } from '@/lib/env';
import { site } from '@/content/site';
import { abnMessages, isValidAbn, normaliseAbn } from '@/lib/rules/abn';
import { readCrewCsv, type CrewMember, type CrewRowResult } from '@/lib/rules/crew-csv';
import {
  employerApprovedMail,
  employerDeclinedMail,
  managerInviteMail,
  shareRequestMail,
} from '@/lib/rules/employer-mail';
import {
  longestLasting,
  ticketColumns,
  ticketStatus,
  type TicketColumn,
  type TicketStatus,
} from '@/lib/rules/employer-tickets';
import { formatDateLong } from '@/lib/rules/format';
import { unitsOfCourseName } from '@/lib/rules/outcomes';
import {
  checkIdUpload,
  isUploadProblem,
  safeFileName,
  uploadMessages,
  type UploadProblem,
} from '@/lib/rules/id-upload';
import { logSafeError } from '@/lib/server/log';
import { deliverQueued, queueMail } from '@/lib/server/outbox';
import { privateFiles } from '@/lib/server/private-files';
import { STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';
import { isUuid } from '@/lib/rules/uuid';

/**
 * Employer accounts. Who may do what is re-read from the database in the transaction that does it (user_roles for
 * staff, employer_managers for a manager), never from the session's claims or a cache: a manager removed from an
 * employer is refused on their next request, on every instance. Reads run under RLS as the caller (withUser), so
 * the policies of 20260123000000_employers.sql hold them a second time; writes run on the service path after the
 * same check, since API roles may not write these tables at all.
 */

export type StepResult<T = null> = { ok: true; value: T; message: string } | { ok: false; message: string };

export const done = <T>(value: T, message: string): StepResult<T> => ({ ok: true, value, message });
export const refused = (message: string): StepResult<never> => ({ ok: false, message });

export const employerMessages = {
  notFound: 'This employer account was not found, or you do not manage it.',
  notStaff: STAFF_ROLE_REQUIRED,
  pending: 'This employer account is waiting for approval by our staff.',
  abnTaken: 'An employer account with this ABN is already registered. Ask its manager to invite you.',
  notPending: 'This employer account has already been decided.',
  managerNotStaff: 'Choose an account manager from our staff.',
  inviteInvalid: 'This invitation is not valid: it may have been used already or have expired.',
  inviteOtherEmail:
    'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  alreadyManager: 'You already manage this employer.',
  lastManager: 'An employer keeps at least one manager. Invite another manager first.',
  workerExists: 'This worker is already in your crew (same e-mail).',
  workerNotFound: 'This worker is not in your crew.',
  shareNotFound: 'This request was not found or has already been answered.',
  ticketUnit: 'Choose the ticket this copy is for.',
  notApproved: 'Only an approved employer account can be edited.',
  ticketNotFound: 'This ticket is not recorded for your crew.',
} as const;

const INVITE_DAYS = 7;

export type Access = 'staff' | 'manager' | null;

/** What the caller is to this employer now: staff, one of its managers, or nothing. */
export async function accessTo(db: Db, userId: string, employerId: string): Promise<Access> {
  const [row] = await db.query<{ staff: boolean; manager: boolean }>(
    `select exists (select 1 from public.user_roles where user_id = $1 and role::text in ('admin', 'collaborator')) as staff,
            exists (select 1 from public.employer_managers where user_id = $1 and employer_id = $2) as manager`,
    [userId, employerId],
  );
  if (row?.staff) return 'staff';
  if (row?.manager) return 'manager';
  return null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function todayInProviderZone(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone }).format(now);
}

// ---------------------------------------------------------------------------------------------------------------
// Registration and approval

export type EmployerStatus = 'pending' | 'approved' | 'declined';

/** An employer as staff and its managers see it: what it registered, and where it stands. */
export type Employer = Registration & {
  id: string;
  status: EmployerStatus;
  accountManager: { name: string; email: string; phone: string } | null;
  /** The staff user who is the account manager (staff edit it). */
  accountManagerId: string | null;
  registeredAt: string;
};

type EmployerRow = {
  id: string;
  company: string;
  abn: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  sites: string[];
  crew_size: number;
  machinery_units: string[];
  status: EmployerStatus;
  account_manager_id: string | null;
  account_manager_name: string | null;
  account_manager_email: string | null;
  account_manager_phone: string | null;
  registered_at: string;
};

const EMPLOYER_COLUMNS = `e.id, e.company, e.abn, e.contact_name, e.contact_email, e.contact_phone, e.sites, e.crew_size,
  e.machinery_units, e.status, e.account_manager_id, e.account_manager_name, e.account_manager_email, e.account_manager_phone,
  to_char(e.registered_at at time zone '${site.timeZone}', 'YYYY-MM-DD') as registered_at`;

function toEmployer(row: EmployerRow): Employer {
  return {
    id: row.id,
    company: row.company,
    abn: row.abn,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    sites: row.sites,
    crewSize: Number(row.crew_size),
    machineryUnits: row.machinery_units,
    status: row.status,
    accountManager:
      row.account_manager_name && row.account_manager_email && row.account_manager_phone
        ? {
            name: row.account_manager_name,
            email: row.account_manager_email,
            phone: row.account_manager_phone,
          }
        : null,
    accountManagerId: row.account_manager_id,
    registeredAt: row.registered_at,
  };
}

export type Registration = {
  company: string;
  abn: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  sites: string[];
  crewSize: number;
  machineryUnits: string[];
};

/** Stores a registration as pending; the registrant becomes its first manager. */
export async function registerEmployer(
  session: Session,
  input: Registration,
): Promise<StepResult<{ id: string }>> {
  const abn = normaliseAbn(input.abn);
  if (!abn || !isValidAbn(abn)) return refused(abnMessages.checkDigits);
  try {
    return await withService('employers: register', async (db) => {
      const [row] = await db.query<{ id: string }>(
        `insert into public.employers (company, abn, contact_name, contact_email, contact_phone, sites, crew_size,
                                       machinery_units, registered_by)
         values ($1, $2, $3, $4, $5, $6::text[], $7, $8::text[], $9) returning id`,
        [
          input.company,
          abn,
          input.contactName,
          input.contactEmail,
          input.contactPhone,
          input.sites,
          input.crewSize,
          input.machineryUnits,
          session.user.id,
        ],
      );
      await db.query(
        `insert into public.employer_managers (employer_id, user_id, email, added_by) values ($1, $2, $3, $2)`,
        [row.id, session.user.id, session.user.email],
      );
      return done(
        { id: row.id },
        'Thank you. Your employer account is registered and waiting for approval by our staff.',
      );
    });
  } catch (error) {
    if (sqlState(error) === '23505') return refused(employerMessages.abnTaken);
    throw error;
  }
}

/** The employers the caller manages (under RLS: their own memberships only). */
export async function myEmployers(session: Session): Promise<Employer[]> {
  return withUser(session, async (db) => {
    const rows = await db.query<EmployerRow>(
      `select ${EMPLOYER_COLUMNS} from public.employers e
         join public.employer_managers m on m.employer_id = e.id and m.user_id = $1
        order by e.company`,
      [session.user.id],
    );
    return rows.map(toEmployer);
  });
}

export type StaffMember = { id: string; email: string; name: string };

export type StaffEmployers = { pending: Employer[]; approved: Employer[]; staff: StaffMember[] };

/** Staff: every employer, pending first, and the staff who may be an account manager. */
export async function staffEmployers(session: Session): Promise<StepResult<StaffEmployers>> {
  const allowed = await withUser(session, (db) => holdsStaffRole(db, session.user.id));
  if (!allowed) return refused(employerMessages.notStaff);
  const employers = await withUser(session, (db) =>
    db.query<EmployerRow>(`select ${EMPLOYER_COLUMNS} from public.employers e order by e.registered_at desc`),
  );
  // auth.users is private to the service path; only staff reach this line.
  const staff = await withService('employers: staff who may manage accounts', (db) =>
    db.query<{ id: string; email: string; name: string }>(
      `select u.id, u.email,
              coalesce(nullif(btrim(coalesce(u.raw_user_meta_data->>'first_name', '') || ' ' ||
                                    coalesce(u.raw_user_meta_data->>'last_name', '')), ''), u.email) as name
         from auth.users u join public.user_roles r on r.user_id = u.id
        where r.role::text in ('admin', 'collaborator')
        order by name`,
    ),
  );
  const all = employers.map(toEmployer);
  return done(
    {
      pending: all.filter((employer) => employer.status === 'pending'),
      approved: all.filter((employer) => employer.status === 'approved'),
      staff,
    },
    '',
  );
}

/** A staff user (admin or collaborator) by id, with the name their account gives; null for anyone else. */
async function staffMember(db: Db, userId: string): Promise<{ email: string; name: string } | null> {
  if (!isUuid(userId)) return null;
  const [member] = await db.query<{ email: string; name: string }>(
    `select u.email,
            coalesce(nullif(btrim(coalesce(u.raw_user_meta_data->>'first_name', '') || ' ' ||
                                  coalesce(u.raw_user_meta_data->>'last_name', '')), ''), u.email) as name
       from auth.users u join public.user_roles r on r.user_id = u.id
      where u.id = $1 and r.role::text in ('admin', 'collaborator')
      limit 1`,
    [userId],
  );
  return member ?? null;
}

/** Staff approve a pending employer and assign its account manager (a staff user) with a phone number. */
export async function approveEmployer(
  session: Session,
  input: { employerId: string; accountManagerId: string; accountManagerPhone: string },
): Promise<StepResult> {
  const queued: string[] = [];
  const result = await withService('employers: approve', async (db) => {
    if (!(await holdsStaffRole(db, session.user.id))) return refused(employerMessages.notStaff);
    const manager = await staffMember(db, input.accountManagerId);
    if (!manager) return refused(employerMessages.managerNotStaff);
    const [employer] = await db.query<{ company: string; contact_email: string }>(
      `update public.employers
          set status = 'approved', account_manager_id = $2, account_manager_name = $3, account_manager_email = $4,
              account_manager_phone = $5, decided_at = now(), decided_by = $6
        where id = $1 and status = 'pending'
        returning company, contact_email`,
      [
        input.employerId,
        input.accountManagerId,
        manager.name,
        manager.email,
        input.accountManagerPhone,
        session.user.id,
      ],
    );
    if (!employer) return refused(employerMessages.notPending);
    const message = employerApprovedMail({
      company: employer.company,
      manager: { name: manager.name, email: manager.email, phone: input.accountManagerPhone },
      employerUrl: `${siteUrl()}/employer/${input.employerId}`,
    });
    queued.push(await queueMail(db, { to: employer.contact_email, ...message }, 'employer-approved'));
    return done(null, `${employer.company} is approved; ${manager.name} is its account manager.`);
  });
  await deliverQueued(queued);
  return result;
}

/**
 * Staff decline a pending registration with a reason, which the registrant's contact reads in a mail. Declined, the
 * registration no longer holds its ABN (the unique index covers live accounts only), so a new one may be made.
 */
export async function declineEmployer(
  session: Session,
  input: { employerId: string; reason: string },
): Promise<StepResult> {
  const queued: string[] = [];
  const result = await withService('employers: decline', async (db) => {
    if (!(await holdsStaffRole(db, session.user.id))) return refused(employerMessages.notStaff);
    if (!isUuid(input.employerId)) return refused(employerMessages.notPending);
    const [employer] = await db.query<{ company: string; contact_name: string; contact_email: string }>(
      `update public.employers
          set status = 'declined', decline_reason = $2, decided_at = now(), decided_by = $3
        where id = $1 and status = 'pending'
        returning company, contact_name, contact_email`,
      [input.employerId, input.reason, session.user.id],
    );
    if (!employer) return refused(employerMessages.notPending);
    const message = employerDeclinedMail({
      company: employer.company,
      contactName: employer.contact_name,
      reason: input.reason,
    });
    queued.push(await queueMail(db, { to: employer.contact_email, ...message }, 'employer-declined'));
    return done(null, `${employer.company} is declined; ${employer.contact_email} is told why.`);
  });
  await deliverQueued(queued);
  return result;
}

export type EmployerEdit = {
  employerId: string;
  accountManagerId: string;
  accountManagerName: string;
  accountManagerEmail: string;
  accountManagerPhone: string;
  sites: string[];
};

/**
 * Staff change an approved employer's account manager (a staff user, and how the employer reaches them) and its
 * sites. Workers keep the site they were given; a site no longer listed only drops out of the matrix's filter.
 */
export async function updateEmployer(session: Session, input: EmployerEdit): Promise<StepResult> {
  return withService('employers: edit', async (db) => {
    if (!(await holdsStaffRole(db, session.user.id))) return refused(employerMessages.notStaff);
    if (!(await staffMember(db, input.accountManagerId))) return refused(employerMessages.managerNotStaff);
    if (!isUuid(input.employerId)) return refused(employerMessages.notApproved);
    const [employer] = await db.query<{ company: string }>(
      `update public.employers
          set account_manager_id = $2, account_manager_name = $3, account_manager_email = $4,
              account_manager_phone = $5, sites = $6::text[]
        where id = $1 and status = 'approved'
        returning company`,
      [
        input.employerId,
        input.accountManagerId,
        input.accountManagerName,
        input.accountManagerEmail,
        input.accountManagerPhone,
        input.sites,
      ],
    );
    if (!employer) return refused(employerMessages.notApproved);
    return done(null, `${employer.company} is saved.`);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The manager's area

export type Manager = { userId: string; email: string; addedAt: string };
export type Invite = { id: string; email: string; expiresOn: string; acceptedOn: string | null };
export type ShareState = 'asked' | 'shared' | 'declined';
/** A worker of the crew: what the crew list gives for them, and whether they share their tickets. */
export type Worker = CrewMember & { id: string; share: ShareState };

export type EmployerOverview = {
  employer: Employer;
  access: 'staff' | 'manager';
  managers: Manager[];
  invites: Invite[];
  workers: Worker[];
};

type WorkerRow = {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  date_of_birth: string | null;
  usi: string | null;
  site: string | null;
  shared: boolean;
  declined: boolean;
};

const WORKER_COLUMNS = `w.id, w.full_name, w.email, w.phone, to_char(w.date_of_birth, 'YYYY-MM-DD') as date_of_birth,
  w.usi, w.site, w.shared_at is not null as shared, w.share_declined_at is not null as declined`;

function toWorker(w: WorkerRow): Worker {
  return {
    id: w.id,
    fullName: w.full_name,
    email: w.email,
    phone: w.phone,
    dateOfBirth: w.date_of_birth,
    usi: w.usi,
    site: w.site,
    share: w.shared ? 'shared' : w.declined ? 'declined' : 'asked',
  };
}

/**
 * The employer with its managers, invitations and crew, for staff or one of its managers; null for anyone else.
 * Whether a worker has an account is not shown: an employer learns it only when the worker shares.
 */
export async function employerOverview(
  session: Session,
  employerId: string,
): Promise<EmployerOverview | null> {
  if (!isUuid(employerId)) return null;
  return withUser(session, async (db) => {
    const access = await accessTo(db, session.user.id, employerId);
    if (!access) return null;
    const [row] = await db.query<EmployerRow>(
      `select ${EMPLOYER_COLUMNS} from public.employers e where e.id = $1`,
      [employerId],
    );
    if (!row) return null;
    const [managers, invites, workers] = await Promise.all([
      db.query<{ user_id: string; email: string; added_at: string }>(
        `select user_id, email, to_char(added_at at time zone '${site.timeZone}', 'YYYY-MM-DD') as added_at
           from public.employer_managers where employer_id = $1 order by added_at`,
        [employerId],
      ),
      db.query<{ id: string; email: string; expires_on: string; accepted_on: string | null }>(
        `select id, email, to_char(expires_at at time zone '${site.timeZone}', 'YYYY-MM-DD') as expires_on,
                to_char(accepted_at at time zone '${site.timeZone}', 'YYYY-MM-DD') as accepted_on
           from public.employer_invites where employer_id = $1 order by created_at desc limit 50`,
        [employerId],
      ),
      db.query<WorkerRow>(
        `select ${WORKER_COLUMNS} from public.employer_workers w where w.employer_id = $1 order by w.full_name, w.email`,
        [employerId],
      ),
    ]);
    return {
      employer: toEmployer(row),
      access,
      managers: managers.map((m) => ({ userId: m.user_id, email: m.email, addedAt: m.added_at })),
      invites: invites.map((i) => ({
        id: i.id,
        email: i.email,
        expiresOn: i.expires_on,
        acceptedOn: i.accepted_on,
      })),
      workers: workers.map(toWorker),
    };
  });
}

/** The checks every write of a manager starts with, in the write's own transaction. */
export async function managerOfApproved(
  db: Db,
  session: Session,
  employerId: string,
): Promise<StepResult<{ company: string }>> {
  if (!isUuid(employerId)) return refused(employerMessages.notFound);
  const access = await accessTo(db, session.user.id, employerId);
  if (!access) return refused(employerMessages.notFound);
  // Held until the write commits, so a removal or a second write waits for this one.
  const [employer] = await db.query<{ company: string; status: EmployerStatus }>(
    'select company, status from public.employers where id = $1 for update',
    [employerId],
  );
  if (!employer) return refused(employerMessages.notFound);
  if (employer.status !== 'approved') return refused(employerMessages.pending);
  return done({ company: employer.company }, '');
}

/** A manager (or staff) invites someone by e-mail to become a manager: a single-use link, valid for 7 days. */
export async function inviteManager(
  session: Session,
  input: { employerId: string; email: string },
): Promise<StepResult<{ token: string }>> {
  const queued: string[] = [];
  const result = await withService('employers: invite a manager', async (db) => {
    const check = await managerOfApproved(db, session, input.employerId);
    if (!check.ok) return check;
    const token = randomBytes(32).toString('base64url');
    const [invite] = await db.query<{ expires_on: string }>(
      `insert into public.employer_invites (employer_id, email, token_hash, invited_by, expires_at)
       values ($1, $2, $3, $4, now() + make_interval(days => $5))
       returning to_char(expires_at at time zone '${site.timeZone}', 'YYYY-MM-DD') as expires_on`,
      [input.employerId, input.email, hashToken(token), session.user.id, INVITE_DAYS],
    );
    const message = managerInviteMail({
      company: check.value.company,
      invitedBy: session.user.email,
      acceptUrl: `${siteUrl()}/employer/invite?token=${token}`,
      expiresOn: formatDateLong(invite.expires_on),
    });
    queued.push(await queueMail(db, { to: input.email, ...message }, 'employer-invite'));
    return done({ token }, `Invitation sent to ${input.email}.`);
  });
  await deliverQueued(queued);
  return result;
}

export type InvitePreview = { company: string; email: string };

/** What a GET of the invitation shows: nothing changes. */
export async function previewInvite(token: unknown): Promise<InvitePreview | null> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return withService('employers: read an invitation', async (db) => {
    const [row] = await db.query<{ company: string; email: string }>(
      `select e.company, i.email from public.employer_invites i join public.employers e on e.id = i.employer_id
        where i.token_hash = $1 and i.accepted_at is null and i.expires_at > now()`,
      [hashToken(token)],
    );
    return row ?? null;
  });
}

/** The invitation's button: the signed-in invitee (same address) becomes a manager; the link is then spent. */
export async function acceptInvite(
  session: Session,
  token: unknown,
): Promise<StepResult<{ employerId: string }>> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token))
    return refused(employerMessages.inviteInvalid);
  return withService('employers: accept an invitation', async (db) => {
    const [invite] = await db.query<{ id: string; employer_id: string; email: string }>(
      `select id, employer_id, email from public.employer_invites
        where token_hash = $1 and accepted_at is null and expires_at > now() for update`,
      [hashToken(token)],
    );
    if (!invite) return refused(employerMessages.inviteInvalid);
    if (invite.email.toLowerCase() !== session.user.email.toLowerCase())
      return refused(employerMessages.inviteOtherEmail);
    await db.query(`update public.employer_invites set accepted_at = now(), accepted_by = $2 where id = $1`, [
      invite.id,
      session.user.id,
    ]);
    const added = await db.query(
      `insert into public.employer_managers (employer_id, user_id, email, added_by)
       select $1, $2, $3, invited_by from public.employer_invites where id = $4
       on conflict (employer_id, user_id) do nothing returning user_id`,
      [invite.employer_id, session.user.id, session.user.email, invite.id],
    );
    return done(
      { employerId: invite.employer_id },
      added.length > 0 ? 'You are now a manager of this employer account.' : employerMessages.alreadyManager,
    );
  });
}

/** Staff or a fellow manager remove a manager; the employer keeps at least one. Access ends with the commit. */
export async function removeManager(
  session: Session,
  input: { employerId: string; userId: string },
): Promise<StepResult> {
  return withService('employers: remove a manager', async (db) => {
    if (!isUuid(input.employerId) || !isUuid(input.userId)) return refused(employerMessages.notFound);
    const access = await accessTo(db, session.user.id, input.employerId);
    if (!access) return refused(employerMessages.notFound);
    await db.query('select id from public.employers where id = $1 for update', [input.employerId]);
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from public.employer_managers where employer_id = $1',
      [input.employerId],
    );
    if (Number(count.n) <= 1) return refused(employerMessages.lastManager);
    const removed = await db.query<{ email: string }>(
      'delete from public.employer_managers where employer_id = $1 and user_id = $2 returning email',
      [input.employerId, input.userId],
    );
    if (removed.length === 0) return refused(employerMessages.notFound);
    return done(null, `${removed[0].email} no longer manages this employer.`);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The crew

/** Adds workers in one statement; asks those with an account to share. Returns the ids of the mail queued. */
async function insertWorkers(
  db: Db,
  session: Session,
  employerId: string,
  company: string,
  workers: readonly CrewMember[],
): Promise<string[]> {
  if (workers.length === 0) return [];
  const inserted = await db.query<{ full_name: string; email: string; has_account: boolean }>(
    `insert into public.employer_workers as w (employer_id, full_name, email, phone, date_of_birth, usi, site, added_by)
     select $1, r.full_name, r.email, r.phone, r.date_of_birth, r.usi, r.site, $2
       from jsonb_to_recordset($3::jsonb)
            as r(full_name text, email text, phone text, date_of_birth date, usi text, site text)
     returning w.full_name, w.email,
               exists (select 1 from auth.users u where lower(u.email) = lower(w.email)) as has_account`,
    [
      employerId,
      session.user.id,
      JSON.stringify(
        workers.map((w) => ({
          full_name: w.fullName,
          email: w.email,
          phone: w.phone,
          date_of_birth: w.dateOfBirth,
          usi: w.usi,
          site: w.site,
        })),
      ),
    ],
  );
  const queued: string[] = [];
  for (const worker of inserted.filter((row) => row.has_account)) {
    const message = shareRequestMail({
      company,
      workerName: worker.full_name,
      sharesUrl: `${siteUrl()}/account/employers`,
    });
    queued.push(await queueMail(db, { to: worker.email, ...message }, 'employer-share-request'));
  }
  return queued;
}

/** One worker typed by a manager. */
export async function addWorker(
  session: Session,
  employerId: string,
  worker: CrewMember,
): Promise<StepResult> {
  const queued: string[] = [];
  try {
    const result = await withService('employers: add a worker', async (db) => {
      const check = await managerOfApproved(db, session, employerId);
      if (!check.ok) return check;
      queued.push(...(await insertWorkers(db, session, employerId, check.value.company, [worker])));
      return done(null, `${worker.fullName} is in your crew.`);
    });
    await deliverQueued(queued);
    return result;
  } catch (error) {
    if (sqlState(error) === '23505') return refused(employerMessages.workerExists);
    throw error;
  }
}

export type ImportReport = { added: number; refused: number; rows: CrewRowResult[] };

/**
 * A CSV of workers: every row read and checked first, then every accepted row added in one statement of one
 * transaction (a failure adds none). Refused rows are reported with their reasons; nothing of them is stored.
 */
export async function importCrew(
  session: Session,
  employerId: string,
  bytes: Uint8Array,
  now: Date = new Date(),
): Promise<StepResult<ImportReport>> {
  const queued: string[] = [];
  const result = await withService('employers: import a crew', async (db) => {
    const check = await managerOfApproved(db, session, employerId);
    if (!check.ok) return check;
    const existing = await db.query<{ email: string }>(
      'select lower(email) as email from public.employer_workers where employer_id = $1',
      [employerId],
    );
    const read = readCrewCsv(bytes, {
      today: todayInProviderZone(now),
      existingEmails: new Set(existing.map((row) => row.email)),
    });
    if (!read.ok) return refused(read.message);
    const accepted = read.rows.flatMap((row) => (row.outcome === 'accepted' ? [row.worker] : []));
    queued.push(...(await insertWorkers(db, session, employerId, check.value.company, accepted)));
    const refusedCount = read.rows.length - accepted.length;
    return done(
      { added: accepted.length, refused: refusedCount, rows: read.rows },
      `${accepted.length} added, ${refusedCount} refused.`,
    );
  });
  await deliverQueued(queued);
  return result;
}

/**
 * Deletes the stored copies of tickets whose rows are gone. Called after the commit: a copy left behind by a failed
 * deletion is an orphan no row points to (logged), never a row pointing to a missing copy.
 */
async function removeCopies(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const files = privateFiles();
  for (const key of keys)
    await files
      .remove(key)
      .catch((error: unknown) => logSafeError('employers: removing a ticket copy', error));
}

/** A manager (or staff) removes a worker from the crew; their recorded tickets and the copies go with them. */
export async function removeWorker(
  session: Session,
  input: { employerId: string; workerId: string },
): Promise<StepResult> {
  const result = await withService('employers: remove a worker', async (db) => {
    const check = await managerOfApproved(db, session, input.employerId);
    if (!check.ok) return check;
    if (!isUuid(input.workerId)) return refused(employerMessages.workerNotFound);
    const copies = await db.query<{ storage_key: string }>(
      'select storage_key from public.employer_tickets where worker_id = $1 and employer_id = $2',
      [input.workerId, input.employerId],
    );
    // Its recorded tickets go by the foreign key's cascade, in this statement.
    const [worker] = await db.query<{ full_name: string }>(
      'delete from public.employer_workers where id = $1 and employer_id = $2 returning full_name',
      [input.workerId, input.employerId],
    );
    if (!worker) return refused(employerMessages.workerNotFound);
    const tickets = copies.length === 1 ? '1 recorded ticket' : `${copies.length} recorded tickets`;
    return done(
      copies.map((copy) => copy.storage_key),
      `${worker.full_name} is no longer in your crew; ${tickets} and ${copies.length === 1 ? 'its copy' : 'their copies'} deleted.`,
    );
  });
  if (!result.ok) return result;
  await removeCopies(result.value);
  return done(null, result.message);
}

export type RecordedTicket = {
  id: string;
  workerName: string;
  unitCode: string;
  issuedOn: string;
  expiresOn: string | null;
};

/** The tickets the employer's managers recorded from elsewhere, for staff and those managers (under RLS). */
export async function recordedTickets(session: Session, employerId: string): Promise<RecordedTicket[]> {
  if (!isUuid(employerId)) return [];
  return withUser(session, async (db) => {
    if (!(await accessTo(db, session.user.id, employerId))) return [];
    const rows = await db.query<{
      id: string;
      full_name: string;
      unit_code: string;
      issued_on: string;
      expires_on: string | null;
    }>(
      `select t.id, w.full_name, t.unit_code, to_char(t.issued_on, 'YYYY-MM-DD') as issued_on,
              to_char(t.expires_on, 'YYYY-MM-DD') as expires_on
         from public.employer_tickets t join public.employer_workers w on w.id = t.worker_id
        where t.employer_id = $1
        order by w.full_name, t.unit_code, t.issued_on`,
      [employerId],
    );
    return rows.map((row) => ({
      id: row.id,
      workerName: row.full_name,
      unitCode: row.unit_code,
      issuedOn: row.issued_on,
      expiresOn: row.expires_on,
    }));
  });
}

/** A manager (or staff) removes one recorded ticket; its stored copy is deleted. */
export async function removeTicket(
  session: Session,
  input: { employerId: string; ticketId: string },
): Promise<StepResult> {
  const result = await withService('employers: remove a recorded ticket', async (db) => {
    const check = await managerOfApproved(db, session, input.employerId);
    if (!check.ok) return check;
    if (!isUuid(input.ticketId)) return refused(employerMessages.ticketNotFound);
    const [ticket] = await db.query<{ storage_key: string; unit_code: string; full_name: string }>(
      `delete from public.employer_tickets t using public.employer_workers w
        where t.id = $1 and t.employer_id = $2 and w.id = t.worker_id
        returning t.storage_key, t.unit_code, w.full_name`,
      [input.ticketId, input.employerId],
    );
    if (!ticket) return refused(employerMessages.ticketNotFound);
    return done(
      ticket.storage_key,
      `The ${ticket.unit_code} ticket of ${ticket.full_name} is removed and its copy deleted.`,
    );
  });
  if (!result.ok) return result;
  await removeCopies([result.value]);
  return done(null, result.message);
}

// ---------------------------------------------------------------------------------------------------------------
// The worker's side: share requests

export type ShareRequest = { workerId: string; company: string; state: 'asked' | 'shared' | 'declined' };

/** The crew rows that name the signed-in worker (their address or their account), under RLS. */
export async function myShareRequests(session: Session): Promise<ShareRequest[]> {
  return withUser(session, async (db) => {
    const rows = await db.query<{ id: string; company: string; shared: boolean; declined: boolean }>(
      `select w.id, e.company, w.shared_at is not null as shared, w.share_declined_at is not null as declined
         from public.employer_workers w join public.employers e on e.id = w.employer_id
        where (w.user_id = $1 or lower(w.email) = lower($2)) and e.status = 'approved'
        order by e.company`,
      [session.user.id, session.user.email],
    );
    return rows.map((row) => ({
      workerId: row.id,
      company: row.company,
      state: row.shared ? 'shared' : row.declined ? 'declined' : 'asked',
    }));
  });
}

/** The worker answers: share (links the crew row to their account) or decline (or stop sharing). */
export async function answerShare(
  session: Session,
  input: { workerId: string; share: boolean },
): Promise<StepResult> {
  if (!isUuid(input.workerId)) return refused(employerMessages.shareNotFound);
  return withService('employers: a worker answers a share request', async (db) => {
    // The address is read from the account, not the session's claims.
    const [row] = await db.query<{ company: string }>(
      `update public.employer_workers w
          set user_id = case when $3 then u.id else w.user_id end,
              shared_at = case when $3 then now() else null end,
              share_declined_at = case when $3 then null else now() end
         from auth.users u, public.employers e
        where w.id = $1 and u.id = $2 and e.id = w.employer_id
          and (w.user_id = u.id or (w.user_id is null and lower(w.email) = lower(u.email)))
        returning e.company`,
      [input.workerId, session.user.id, input.share],
    );
    if (!row) return refused(employerMessages.shareNotFound);
    return done(
      null,
      input.share
        ? `${row.company} can now see your tickets, the bookings it makes for you and their results.`
        : `${row.company} sees none of your tickets.`,
    );
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Tickets: recorded from elsewhere, and the matrix

export type TicketUpload = { name: string; bytes: Uint8Array };

export type TicketProblem = UploadProblem | 'notFound' | 'pending' | 'workerNotFound';
export type TicketOutcome = { ok: true; message: string } | { ok: false; code: TicketProblem };

/** The words for the result code the upload route returns to the page with; null for no or an unknown code. */
export function ticketResultWords(code: string | null): { ok: boolean; message: string } | null {
  if (code === 'recorded') return { ok: true, message: 'Ticket recorded (not issued by us).' };
  if (code === 'invalid')
    return {
      ok: false,
      message:
        'Please choose the worker and the ticket, and give the issue date (an expiry date must be after it).',
    };
  if (isUploadProblem(code)) return { ok: false, message: uploadMessages[code] };
  if (code === 'notFound' || code === 'pending' || code === 'workerNotFound')
    return { ok: false, message: employerMessages[code] };
  return null;
}

/** A manager records a ticket from another provider, with a copy kept privately ("not issued by us"). */
export async function recordTicket(
  session: Session,
  input: {
    employerId: string;
    workerId: string;
    unitCode: string;
    issuedOn: string;
    expiresOn: string | null;
  },
  upload: TicketUpload,
): Promise<TicketOutcome> {
  if (!isUuid(input.employerId) || !isUuid(input.workerId)) return { ok: false, code: 'notFound' };
  const check = checkIdUpload(upload.bytes);
  if (!check.ok) return check;
  const files = privateFiles();
  const key = `${input.employerId}/${randomUUID()}`;
  return withService('employers: record a ticket', async (db): Promise<TicketOutcome> => {
    const allowed = await managerOfApproved(db, session, input.employerId);
    if (!allowed.ok)
      return { ok: false, code: allowed.message === employerMessages.pending ? 'pending' : 'notFound' };
    const [worker] = await db.query<{ full_name: string }>(
      'select full_name from public.employer_workers where id = $1 and employer_id = $2',
      [input.workerId, input.employerId],
    );
    if (!worker) return { ok: false, code: 'workerNotFound' };
    await files.put(key, upload.bytes, check.contentType);
    try {
      await db.query(
        `insert into public.employer_tickets (employer_id, worker_id, unit_code, issued_on, expires_on, storage_key,
                                              content_type, byte_size, original_name, recorded_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          input.employerId,
          input.workerId,
          input.unitCode,
          input.issuedOn,
          input.expiresOn,
          key,
          check.contentType,
          upload.bytes.length,
          safeFileName(upload.name),
          session.user.id,
        ],
      );
    } catch (error) {
      await files.remove(key).catch(() => undefined);
      throw error;
    }
    return { ok: true, message: `Ticket recorded for ${worker.full_name} (not issued by us).` };
  });
}

/** The copy of a recorded ticket, for staff and the employer's managers only. */
export async function recordedTicketFile(
  session: Session,
  ticketId: string,
): Promise<{ bytes: Uint8Array; contentType: string; name: string } | null> {
  if (!isUuid(ticketId)) return null;
  const row = await withUser(session, async (db) => {
    const [ticket] = await db.query<{
      employer_id: string;
      storage_key: string;
      content_type: string;
      original_name: string;
    }>(
      'select employer_id, storage_key, content_type, original_name from public.employer_tickets where id = $1',
      [ticketId],
    );
    if (!ticket || !(await accessTo(db, session.user.id, ticket.employer_id))) return null;
    return ticket;
  });
  if (!row) return null;
  const bytes = await privateFiles().get(row.storage_key);
  return bytes ? { bytes, contentType: row.content_type, name: row.original_name } : null;
}

export type MatrixCell = {
  status: TicketStatus;
  expiresOn: string | null;
  /** Whether the ticket the cell shows came from elsewhere (recorded by a manager). */
  notIssuedByUs: boolean;
  /** That recorded ticket, whose copy /employer/tickets/[id] serves. */
  recordedTicketId: string | null;
};

export type MatrixRow = { worker: Worker; cells: MatrixCell[] };

export type TicketMatrix = {
  employer: Employer;
  columns: TicketColumn[];
  rows: MatrixRow[];
  site: string | null;
  today: string;
};

/**
 * Workers down, tickets across. Certificates count only for workers who shared with this employer (RLS lets a
 * manager read no others), and revoked ones never; recorded tickets are the employer's own.
 */
export async function ticketMatrix(
  session: Session,
  employerId: string,
  filter: { site?: string | null } = {},
  now: Date = new Date(),
): Promise<TicketMatrix | null> {
  if (!isUuid(employerId)) return null;
  const today = todayInProviderZone(now);
  return withUser(session, async (db) => {
    if (!(await accessTo(db, session.user.id, employerId))) return null;
    const [row] = await db.query<EmployerRow>(
      `select ${EMPLOYER_COLUMNS} from public.employers e where e.id = $1`,
      [employerId],
    );
    if (!row) return null;
    const employer = toEmployer(row);
    const site = filter.site && employer.sites.includes(filter.site) ? filter.site : null;
    const workers = await db.query<WorkerRow & { user_id: string | null }>(
      `select ${WORKER_COLUMNS}, case when w.shared_at is not null then w.user_id end as user_id
         from public.employer_workers w
        where w.employer_id = $1 and ($2::text is null or w.site = $2)
        order by w.full_name, w.email`,
      [employerId, site],
    );
    const sharedUsers = workers.flatMap((w) => (w.user_id ? [w.user_id] : []));
    const [certificates, recorded, booked] = await Promise.all([
      sharedUsers.length === 0
        ? Promise.resolve([])
        : db.query<{ learner_id: string; unit_code: string; expires_on: string | null }>(
            `select c.learner_id, u->>'code' as unit_code, to_char(c.expires_on, 'YYYY-MM-DD') as expires_on
               from public.certificates c, jsonb_array_elements(c.units) u
              where c.learner_id = any($1::uuid[]) and c.revoked_at is null`,
            [sharedUsers],
          ),
      db.query<{ id: string; worker_id: string; unit_code: string; expires_on: string | null }>(
        `select id, worker_id, unit_code, to_char(expires_on, 'YYYY-MM-DD') as expires_on
           from public.employer_tickets where employer_id = $1`,
        [employerId],
      ),
      // Places confirmed through this employer in sessions still to come (RLS lets its managers read them).
      db.query<{ worker_id: string; course_name: string }>(
        `select b.employer_worker_id as worker_id, s.course_name
           from public.booking_requests b join public.availability_slots s on s.id = b.slot_id
          where b.employer_id = $1 and b.status = 'confirmed' and b.employer_worker_id is not null
            and s.date >= $2::date`,
        [employerId, today],
      ),
    ]);
    const columns = ticketColumns(employer.machineryUnits);
    const bookedFor = new Set(
      booked.flatMap((row) => unitsOfCourseName(row.course_name).map((unit) => `${row.worker_id}|${unit}`)),
    );
    type Held = { expiresOn: string | null; issuedByUs: boolean; recordedTicketId: string | null };
    const heldBy = new Map<string, Held[]>();
    const add = (workerId: string, unitCode: string, held: Held) => {
      const key = `${workerId}|${unitCode}`;
      heldBy.set(key, [...(heldBy.get(key) ?? []), held]);
    };
    const workerOfUser = new Map(workers.flatMap((w) => (w.user_id ? [[w.user_id, w.id] as const] : [])));
    for (const c of certificates) {
      const workerId = workerOfUser.get(c.learner_id);
      if (workerId)
        add(workerId, c.unit_code, { expiresOn: c.expires_on, issuedByUs: true, recordedTicketId: null });
    }
    for (const t of recorded)
      add(t.worker_id, t.unit_code, { expiresOn: t.expires_on, issuedByUs: false, recordedTicketId: t.id });

    return {
      employer,
      columns,
      site,
      today,
      rows: workers.map((w) => ({
        worker: toWorker(w),
        cells: columns.map((column) => {
          const tickets = heldBy.get(`${w.id}|${column.unitCode}`) ?? [];
          const shown = longestLasting(tickets);
          return {
            status: ticketStatus({ tickets, booked: bookedFor.has(`${w.id}|${column.unitCode}`), today }),
            expiresOn: shown?.expiresOn ?? null,
            notIssuedByUs: shown ? !shown.issuedByUs : false,
            recordedTicketId: shown?.recordedTicketId ?? null,
          };
        }),
      })),
    };
  });
}
