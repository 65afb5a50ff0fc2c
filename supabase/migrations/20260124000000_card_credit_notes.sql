-- A card booking refunded on cancellation gets an adjustment note too: its receipt was a tax invoice, so the
-- credit note adjusts that receipt (no invoices row) rather than an employer invoice. One per booking's receipt.
alter table public.invoices drop constraint if exists invoices_credit_check;
alter table public.invoices add constraint invoices_credit_check
  check (kind = 'credit-note' or credits_invoice_id is null);
create unique index if not exists invoices_one_receipt_credit_note_idx on public.invoices (booking_id)
  where kind = 'credit-note' and credits_invoice_id is null;
