/** Links from course lists to the booking and enquiry forms. Pure; the forms read these query parameters. */

export type BookingLinkInput = {
  course?: string;
  price?: number;
  duration?: string;
  maxStudents?: string | number;
  /** A location slug (port-macquarie, mackay, ...). */
  location?: string;
};

function withQuery(path: string, entries: ReadonlyArray<[string, string | number | undefined]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    const text = String(value).trim();
    if (text.length > 0) params.set(key, text);
  }
  const query = params.toString();
  return query.length > 0 ? `${path}?${query}` : path;
}

/** '/booking?course=Work+Safely+at+Heights' (plus price, duration, maxStudents and location when given). */
export function bookingHref(input: BookingLinkInput = {}): string {
  return withQuery('/booking', [
    ['course', input.course],
    ['price', input.price],
    ['duration', input.duration],
    ['maxStudents', input.maxStudents],
    ['location', input.location],
  ]);
}

/** '/contact?course=…', or plain '/contact' without a course. */
export function contactHref(course?: string): string {
  return withQuery('/contact', [['course', course]]);
}

export function coursePageHref(slug: string): string {
  return `/courses/${slug}`;
}

export function locationCalendarHref(locationSlug: string): string {
  return `/calendar/${locationSlug}`;
}
