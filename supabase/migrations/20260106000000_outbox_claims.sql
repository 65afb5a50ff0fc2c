-- The booking mail outbox is sent by the request that queued a message (after its commit) and by
-- `npm run mail:retry`, which may run from cron on more than one host. A sender now claims the rows it will send
-- (FOR UPDATE SKIP LOCKED, then a lease in claimed_until) so two senders never mail the same message twice; a
-- sender that dies mid-send leaves a lease that simply runs out.
alter table public.mail_outbox add column if not exists claimed_until timestamptz;

-- Enquiry mail is sent the same way (after the response, and by mail:retry): claimed the same way.
alter table public.enquiries add column if not exists claimed_until timestamptz;
