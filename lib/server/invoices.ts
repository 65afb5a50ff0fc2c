import 'server-only';

import { site } from '@/content/site';
import type { Session } from '@/lib/auth/types';
import { withService, type Db } from '@/lib/db';
import { holdsStaffRole } from '@/lib/server/staff-role';
import { invoicePdf } from '@/lib/files/tax-invoice-pdf';
import { paymentReceiptMail } from '@/lib/rules/payment-mail';
import { documentNumber, dueDate, isOverdue, receiptNumber, type DocumentKind } from '@/lib/rules/payments';
import { todayIn } from '@/lib/rules/slot-format';
import {
  invoiceDocument,
  invoiceText,
  type InvoiceDocument,
  type InvoiceFacts,
} from '@/lib/rules/tax-invoice';
import { queueMail } from '@/lib/server/outbox';

/**
 * Tax invoices and credit notes for employer bookings, numbered without gaps: the number is taken from a counter
 * row in the transaction that issues the document (a rollback gives it back; two issuers queue on the row).
 * Items are stored as issued and never recomputed from today's prices.
 */

async function nextNumber(db: Db, series: DocumentKind): Promise<number> {
  const [row] = await db.query<{ last_number: number }>(
    `update public.document_counters set last_number = last_number + 1 where series = $1 returning last_number`,
    [series],
  );
  return Number(row.last_number);
}

type InvoiceRow = {
  id: string;
  kind: DocumentKind;
  number: number;
  booking_id: string;
  credits_number: number | null;
  buyer_company: string;
  buyer_abn: string | null;
  purchase_order: string | null;
  accounts_email: string;
  items: InvoiceFacts['items'] | string;
  total_cents: number;
  gst_cents: number;
  issued_on: string;
  due_date: string | null;
  status: 'issued' | 'paid' | 'credited';
  reference: string;
  learner_name: string;
  learner_id: string | null;
  /** Places of the employer's group booking this invoice covers (null for one learner's booking). */
  group_places: number | null;
};

const INVOICE_COLUMNS = `i.id, i.kind, i.number, i.booking_id, c.number as credits_number, i.buyer_company, i.buyer_abn,
  i.purchase_order, i.accounts_email, i.items, i.total_cents, i.gst_cents,
  to_char(i.issued_at at time zone '${site.timeZone}', 'YYYY-MM-DD') as issued_on,
  to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.status, b.reference,
  b.first_name || ' ' || b.last_name as learner_name, b.learner_id,
  case when i.kind = 'invoice' then (select g.places from public.employer_group_bookings g
                                      where g.id = i.employer_group_id) end as group_places`;
const INVOICE_FROM = `public.invoices i join public.booking_requests b on b.id = i.booking_id
  left join public.invoices c on c.id = i.credits_invoice_id`;

function factsOf(row: InvoiceRow): InvoiceFacts {
  return {
    kind: row.kind,
    number: Number(row.number),
    issuedOn: row.issued_on,
    dueOn: row.kind === 'invoice' ? row.due_date : null,
    buyerCompany: row.buyer_company,
    buyerAbn: row.buyer_abn,
    purchaseOrder: row.purchase_order,
    // A group's invoice names each worker in its items, and its purchase order (a row of its own) names the group.
    reference: row.group_places ? null : row.reference,
    learnerName: row.learner_name,
    groupPlaces: row.group_places ? Number(row.group_places) : undefined,
    items: typeof row.items === 'string' ? JSON.parse(row.items) : row.items,
    creditsNumber: row.credits_number === null ? null : Number(row.credits_number),
    creditsReceipt:
      row.kind === 'credit-note' && row.credits_number === null ? receiptNumber(row.reference) : null,
  };
}

async function invoiceRow(db: Db, id: string): Promise<InvoiceRow | null> {
  const [row] = await db.query<InvoiceRow>(`select ${INVOICE_COLUMNS} from ${INVOICE_FROM} where i.id = $1`, [
    id,
  ]);
  return row ?? null;
}

async function queueDocumentMail(db: Db, row: InvoiceRow): Promise<string> {
  const document = invoiceDocument(factsOf(row));
  const pdf = await invoicePdf(document);
  const mail = paymentReceiptMail({
    kind: row.kind,
    number: document.number,
    reference: row.group_places ? `PO ${row.purchase_order}` : row.reference,
    company: row.buyer_company,
    learnerName: row.learner_name,
    amountCents: Number(row.total_cents),
    documentText: invoiceText(document),
    toLearner: row.kind === 'credit-note' && row.credits_number === null,
    groupPlaces: row.group_places ? Number(row.group_places) : undefined,
  });
  return queueMail(
    db,
    {
      to: row.accounts_email,
      ...mail,
      attachments: [
        {
          filename: `${document.number}.pdf`,
          content: Buffer.from(pdf).toString('base64'),
          contentType: 'application/pdf',
          encoding: 'base64',
        },
      ],
    },
    `booking:${row.booking_id}`,
  );
}

/** Issues the tax invoice of an employer booking and queues it to the accounts address. */
export async function issueInvoice(
  db: Db,
  bookingId: string,
  termsDays: number,
): Promise<{ id: string; number: string; accountsEmail: string; mailId: string }> {
  const [booking] = await db.query<{
    course: string;
    date: string;
    location: string;
    price_cents: number;
    discount_cents: number;
    amount_cents: number;
    employer_company: string;
    employer_abn: string | null;
    employer_po: string | null;
    employer_accounts_email: string;
    first_name: string;
    last_name: string;
  }>(
    `select b.course, to_char(s.date, 'DD/MM/YYYY') as date, s.location, b.price_cents, b.discount_cents, b.amount_cents,
            b.employer_company, b.employer_abn, b.employer_po, b.employer_accounts_email, b.first_name, b.last_name
       from public.booking_requests b join public.availability_slots s on s.id = b.slot_id
      where b.id = $1`,
    [bookingId],
  );
  const items = [
    {
      description: `${booking.course}, ${booking.location}, ${booking.date}: ${booking.first_name} ${booking.last_name}`,
      amountCents: Number(booking.amount_cents),
    },
  ];
  if (Number(booking.discount_cents) > 0)
    items[0].description += ` (price ${(Number(booking.price_cents) / 100).toFixed(2)} less promotion ${(Number(booking.discount_cents) / 100).toFixed(2)})`;
  return storeInvoice(db, {
    bookingId,
    buyerCompany: booking.employer_company,
    buyerAbn: booking.employer_abn,
    purchaseOrder: booking.employer_po,
    accountsEmail: booking.employer_accounts_email,
    items,
    termsDays,
  });
}

export type NewInvoice = {
  /** The booking the invoice hangs on (a group's first booking). */
  bookingId: string;
  buyerCompany: string;
  buyerAbn: string | null;
  purchaseOrder: string | null;
  accountsEmail: string;
  items: { description: string; amountCents: number }[];
  termsDays: number;
  employerId?: string | null;
  employerGroupId?: string | null;
};

/** Numbers, stores and queues a tax invoice to the accounts address, in the caller's transaction. */
export async function storeInvoice(
  db: Db,
  invoice: NewInvoice,
): Promise<{ id: string; number: string; accountsEmail: string; mailId: string }> {
  const number = await nextNumber(db, 'invoice');
  const today = todayIn(site.timeZone);
  const document = invoiceDocument({
    kind: 'invoice',
    number,
    issuedOn: today,
    dueOn: dueDate(today, invoice.termsDays),
    buyerCompany: invoice.buyerCompany,
    buyerAbn: invoice.buyerAbn,
    purchaseOrder: invoice.purchaseOrder,
    reference: '',
    learnerName: '',
    items: invoice.items,
  });
  const [row] = await db.query<{ id: string }>(
    `insert into public.invoices (kind, number, booking_id, buyer_company, buyer_abn, purchase_order, accounts_email,
                                  items, total_cents, gst_cents, due_date, employer_id, employer_group_id)
     values ('invoice', $1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10::date, $11, $12) returning id`,
    [
      number,
      invoice.bookingId,
      invoice.buyerCompany,
      invoice.buyerAbn,
      invoice.purchaseOrder,
      invoice.accountsEmail,
      JSON.stringify(invoice.items),
      document.totalCents,
      document.gstCents,
      dueDate(today, invoice.termsDays),
      invoice.employerId ?? null,
      invoice.employerGroupId ?? null,
    ],
  );
  const stored = (await invoiceRow(db, row.id)) as InvoiceRow;
  const mailId = await queueDocumentMail(db, stored);
  return {
    id: row.id,
    number: documentNumber('invoice', number),
    accountsEmail: stored.accounts_email,
    mailId,
  };
}

/** A credit note for `cents` of a booking's invoice (one per invoice); null when the booking has no invoice. */
export async function issueCreditNote(
  db: Db,
  bookingId: string,
  cents: number,
): Promise<{ id: string; number: string; mailId: string } | null> {
  // The booking's own invoice, or its group's (a group is invoiced once and credited worker by worker).
  const [invoice] = await db.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS} from ${INVOICE_FROM}
      where i.kind = 'invoice' and i.status <> 'credited'
        and (i.booking_id = $1
             or i.employer_group_id = (select g.employer_group_id from public.booking_requests g where g.id = $1))
        and not exists (select 1 from public.invoices n where n.credits_invoice_id = i.id and n.booking_id = $1)
      for update of i`,
    [bookingId],
  );
  if (!invoice) return null;
  const number = await nextNumber(db, 'credit-note');
  const items = [
    {
      description: `Cancellation of ${documentNumber('invoice', Number(invoice.number))}`,
      amountCents: cents,
    },
  ];
  const document = invoiceDocument({ ...factsOf(invoice), kind: 'credit-note', number, items, dueOn: null });
  const [row] = await db.query<{ id: string }>(
    `insert into public.invoices (kind, number, booking_id, credits_invoice_id, buyer_company, buyer_abn, purchase_order,
                                  accounts_email, items, total_cents, gst_cents, employer_id, employer_group_id)
     select 'credit-note', $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, c.employer_id, c.employer_group_id
       from public.invoices c where c.id = $3
     returning id`,
    [
      number,
      bookingId,
      invoice.id,
      invoice.buyer_company,
      invoice.buyer_abn,
      invoice.purchase_order,
      invoice.accounts_email,
      JSON.stringify(items),
      document.totalCents,
      document.gstCents,
    ],
  );
  // Credited in full once its credit notes add up to its total.
  await db.query(
    `update public.invoices i set status = 'credited'
      where i.id = $1
        and (select coalesce(sum(n.total_cents), 0) from public.invoices n where n.credits_invoice_id = i.id) >= i.total_cents`,
    [invoice.id],
  );
  const stored = (await invoiceRow(db, row.id)) as InvoiceRow;
  const mailId = await queueDocumentMail(db, stored);
  return { id: row.id, number: documentNumber('credit-note', number), mailId };
}

/**
 * A credit note for `cents` refunded to the card of a card booking, adjusting its receipt (the receipt is that
 * booking's tax invoice); mailed to the learner. One per booking: null when it already has one.
 */
export async function issueReceiptCreditNote(
  db: Db,
  bookingId: string,
  cents: number,
): Promise<{ id: string; number: string; mailId: string } | null> {
  const [booking] = await db.query<{
    reference: string;
    first_name: string;
    last_name: string;
    email: string;
    has_note: boolean;
  }>(
    `select b.reference, b.first_name, b.last_name, b.email,
            exists (select 1 from public.invoices i
                     where i.booking_id = b.id and i.kind = 'credit-note' and i.credits_invoice_id is null) as has_note
       from public.booking_requests b where b.id = $1 for update`,
    [bookingId],
  );
  if (!booking || booking.has_note) return null;
  const number = await nextNumber(db, 'credit-note');
  const items = [
    { description: `Refund to card of receipt ${receiptNumber(booking.reference)}`, amountCents: cents },
  ];
  const learner = `${booking.first_name} ${booking.last_name}`;
  const document = invoiceDocument({
    kind: 'credit-note',
    number,
    issuedOn: todayIn(site.timeZone),
    dueOn: null,
    buyerCompany: learner,
    buyerAbn: null,
    purchaseOrder: null,
    reference: booking.reference,
    learnerName: learner,
    items,
  });
  const [row] = await db.query<{ id: string }>(
    `insert into public.invoices (kind, number, booking_id, buyer_company, accounts_email, items, total_cents, gst_cents)
     values ('credit-note', $1, $2, $3, $4, $5::jsonb, $6, $7) returning id`,
    [
      number,
      bookingId,
      learner,
      booking.email,
      JSON.stringify(items),
      document.totalCents,
      document.gstCents,
    ],
  );
  const stored = (await invoiceRow(db, row.id)) as InvoiceRow;
  const mailId = await queueDocumentMail(db, stored);
  return { id: row.id, number: documentNumber('credit-note', number), mailId };
}

export type StaffInvoice = {
  id: string;
  kind: DocumentKind;
  number: string;
  bookingId: string;
  reference: string;
  learnerName: string;
  company: string;
  totalCents: number;
  issuedOn: string;
  dueOn: string | null;
  status: 'issued' | 'paid' | 'credited';
  overdue: boolean;
};

/** Every invoice and credit note, newest first, with what is overdue (staff; the caller checked the role). */
export async function listInvoices(db: Db): Promise<StaffInvoice[]> {
  const rows = await db.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS} from ${INVOICE_FROM} order by i.issued_at desc, i.number desc limit 500`,
  );
  const today = todayIn(site.timeZone);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: documentNumber(row.kind, Number(row.number)),
    bookingId: row.booking_id,
    reference: row.reference,
    learnerName: row.learner_name,
    company: row.buyer_company,
    totalCents: Number(row.total_cents),
    issuedOn: row.issued_on,
    dueOn: row.due_date,
    status: row.status,
    overdue: row.kind === 'invoice' && isOverdue({ status: row.status, dueDate: row.due_date }, today),
  }));
}

/** Staff record an invoice as paid; the booking's payment state follows. */
export async function markInvoicePaid(db: Db, invoiceId: string): Promise<{ ok: boolean; message: string }> {
  const [row] = await db.query<{ booking_id: string; number: number }>(
    `update public.invoices set status = 'paid', paid_at = now()
      where id = $1 and kind = 'invoice' and status = 'issued' returning booking_id, number`,
    [invoiceId],
  );
  if (!row) return { ok: false, message: 'This invoice is not waiting for payment.' };
  await db.query(
    `update public.booking_requests set payment_status = 'paid', paid_at = now()
      where id = $1 and payment_status = 'invoiced'`,
    [row.booking_id],
  );
  return { ok: true, message: `${documentNumber('invoice', Number(row.number))} marked paid` };
}

/**
 * An invoice, credit note or card receipt as a PDF, for its learner or staff; null for anyone else (a forged or
 * another learner's id reads as not found).
 */
export async function documentPdfFor(
  session: Session,
  invoiceId: string,
): Promise<{ filename: string; bytes: Uint8Array } | null> {
  return withService('pay: download a document', async (db) => {
    const row = await invoiceRow(db, invoiceId);
    if (!row || !(await mayRead(db, session, row.learner_id))) return null;
    const document = invoiceDocument(factsOf(row));
    return { filename: `${document.number}.pdf`, bytes: await invoicePdf(document) };
  });
}

async function mayRead(db: Db, session: Session, learnerId: string | null): Promise<boolean> {
  if (learnerId === session.user.id) return true;
  return holdsStaffRole(db, session.user.id);
}

/** The receipt of a paid card booking as a PDF (same layout as an invoice, titled "Receipt"). */
export async function receiptPdfFor(
  session: Session,
  bookingId: string,
): Promise<{ filename: string; bytes: Uint8Array } | null> {
  return withService('pay: download a receipt', async (db) => {
    const [row] = await db.query<{
      learner_id: string | null;
      reference: string;
      first_name: string;
      last_name: string;
      course: string;
      date: string;
      location: string;
      amount_cents: number;
      refunded_cents: number;
      paid_on: string;
    }>(
      `select b.learner_id, b.reference, b.first_name, b.last_name, b.course, to_char(s.date, 'DD/MM/YYYY') as date,
              s.location, b.amount_cents, b.refunded_cents,
              to_char(b.paid_at at time zone '${site.timeZone}', 'YYYY-MM-DD') as paid_on
         from public.booking_requests b join public.availability_slots s on s.id = coalesce(b.slot_id, b.requested_slot_id)
        where b.id = $1 and b.payment_method = 'card' and b.paid_at is not null`,
      [bookingId],
    );
    if (!row || !(await mayRead(db, session, row.learner_id))) return null;
    const base = invoiceDocument({
      kind: 'invoice',
      number: 0,
      issuedOn: row.paid_on,
      dueOn: null,
      buyerCompany: `${row.first_name} ${row.last_name}`,
      buyerAbn: null,
      purchaseOrder: null,
      reference: row.reference,
      learnerName: `${row.first_name} ${row.last_name}`,
      items: [
        { description: `${row.course}, ${row.location}, ${row.date}`, amountCents: Number(row.amount_cents) },
      ],
    });
    const document: InvoiceDocument = {
      ...base,
      title: 'Tax invoice (receipt)',
      number: receiptNumber(row.reference),
      details: [
        ['Receipt', receiptNumber(row.reference)],
        ['Date paid', base.details[1][1]],
        ['Booking reference', row.reference],
        ['Paid by', 'Card'],
        ...(Number(row.refunded_cents) > 0
          ? ([['Refunded', `$${(Number(row.refunded_cents) / 100).toFixed(2)}`]] as const)
          : []),
      ],
      footer: ['Paid in full by card. Thank you.', ...base.footer.slice(-1)],
    };
    return { filename: `receipt-${row.reference}.pdf`, bytes: await invoicePdf(document) };
  });
}
