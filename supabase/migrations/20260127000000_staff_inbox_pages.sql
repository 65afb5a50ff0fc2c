-- /staff shows a page of 50 requests and enquiries at a time and counts the open ones: the counts read only the
-- rows not yet handled.
create index if not exists booking_requests_open_idx on public.booking_requests (created_at) where not handled;
create index if not exists enquiries_open_idx on public.enquiries (created_at) where not handled;
