-- Seed for a Supabase project (`supabase db reset` runs it after the migrations). SQL only: no accounts are
-- created here. Sign up through the site, then grant roles with `npm run user:role -- <email> admin`.
-- The embedded database is seeded from TypeScript instead (lib/db/seed.ts), with the demo accounts.
--
-- Availability slots from the 30 sample sessions (content/sample-sessions.ts), moved to the weeks after the
-- current one so weekdays and spacing are kept. Added only while the table is empty.
insert into public.availability_slots
  (date, course_name, start_time, end_time, max_students, current_bookings, location, price, status)
select
  date_trunc('week', current_date)::date + 7 + s.day_offset,
  s.course_name,
  s.start_time::time,
  s.end_time::time,
  s.max_students,
  s.current_bookings,
  s.location,
  s.price,
  s.status
from (
  values
    (0, 'NSW White Card (General Construction Induction)', '09:00', '16:00', 12, 0, 'Port Macquarie', 149.00, 'available'),
    (1, 'Provide First Aid', '09:00', '16:00', 12, 1, 'Mid North Coast', 100.00, 'available'),
    (1, 'Mining Safety Induction (Standard 11)', '09:00', '17:00', 12, 9, 'Mackay', 699.00, 'limited'),
    (2, 'Conduct Civil Construction Excavator Operations', '09:00', '17:00', 12, 3, 'Hunter Valley', 750.00, 'available'),
    (3, 'Enter and Work in Confined Spaces', '09:00', '17:00', 12, 4, 'Bowen Basin', 249.00, 'available'),
    (4, 'Work Safely at Heights', '09:00', '16:00', 12, 9, 'Port Macquarie', 150.00, 'limited'),
    (7, 'NSW White Card (General Construction Induction)', '09:00', '16:00', 12, 0, 'Mackay', 149.00, 'available'),
    (8, 'Work Safely and Follow WHS Policies and Procedures', '09:00', '17:00', 12, 1, 'Hunter Valley', 199.00, 'available'),
    (9, 'Work Safely at Heights', '09:00', '16:00', 12, 2, 'Mid North Coast', 150.00, 'available'),
    (10, 'Conduct Rigid Haul Truck Operations', '09:00', '17:00', 12, 11, 'Bowen Basin', 750.00, 'limited'),
    (14, 'Enter and Work in Confined Spaces', '09:00', '17:00', 12, 4, 'Port Macquarie', 249.00, 'available'),
    (15, 'Provide First Aid', '09:00', '16:00', 12, 5, 'Mackay', 100.00, 'available'),
    (16, 'Enter and Work in Confined Spaces', '09:00', '17:00', 12, 11, 'Hunter Valley', 249.00, 'limited'),
    (17, 'NSW White Card (General Construction Induction)', '09:00', '16:00', 12, 1, 'Mid North Coast', 149.00, 'available'),
    (18, 'Work Safely at Heights', '09:00', '16:00', 12, 2, 'Bowen Basin', 150.00, 'available'),
    (21, 'Provide First Aid', '09:00', '16:00', 12, 3, 'Port Macquarie', 100.00, 'available'),
    (22, 'Enter and Work in Confined Spaces', '09:00', '17:00', 12, 4, 'Mackay', 249.00, 'available'),
    (23, 'Provide First Aid', '09:00', '16:00', 12, 5, 'Hunter Valley', 100.00, 'available'),
    (24, 'Conduct Civil Construction Wheeled Front End Loader Operations', '09:00', '17:00', 12, 11, 'Mid North Coast', 750.00, 'limited'),
    (25, 'Mining Safety Induction (Standard 11)', '09:00', '17:00', 12, 1, 'Bowen Basin', 699.00, 'available'),
    (28, 'Conduct Civil Construction Excavator Operations', '09:00', '17:00', 12, 2, 'Port Macquarie', 750.00, 'available'),
    (29, 'Perform Rescue from a Live LV Panel', '09:00', '16:00', 12, 11, 'Mackay', 200.00, 'limited'),
    (30, 'NSW White Card (General Construction Induction)', '09:00', '16:00', 12, 4, 'Hunter Valley', 149.00, 'available'),
    (31, 'Enter and Work in Confined Spaces', '09:00', '17:00', 12, 5, 'Mid North Coast', 249.00, 'available'),
    (32, 'Provide First Aid', '09:00', '16:00', 12, 0, 'Bowen Basin', 100.00, 'available'),
    (35, 'Conduct Local Risk Control', '09:00', '17:00', 12, 1, 'Port Macquarie', 199.00, 'available'),
    (36, 'Work Safely at Heights', '09:00', '16:00', 12, 2, 'Mackay', 150.00, 'available'),
    (37, 'Conduct Rigid Haul Truck Operations', '09:00', '17:00', 12, 11, 'Hunter Valley', 750.00, 'limited'),
    (38, 'Support Plant Operations', '09:00', '17:00', 12, 4, 'Mid North Coast', 199.00, 'available'),
    (39, 'Carry Out the Risk Management Process', '09:00', '17:00', 12, 5, 'Bowen Basin', 199.00, 'available')
) as s (day_offset, course_name, start_time, end_time, max_students, current_bookings, location, price, status)
where not exists (select 1 from public.availability_slots);
