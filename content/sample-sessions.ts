import { getCourse, type CourseId } from './courses';
import { coursePriceRef, type PriceRef } from './price-refs';

export type SessionAvailability = 'Available' | 'Limited';

/** A sample course session. Dates are the spec's fixed 2024 dates; the seed shifts them to upcoming dates. */
export type SampleSession = {
  id: string;
  /** Location as the sample data writes it, e.g. 'Bowen Basin QLD'. */
  location: string;
  /** yyyy-MM-dd */
  date: string;
  /** e.g. '9:00 AM - 5:00 PM' */
  time: string;
  courseId: CourseId;
  courseName: string;
  /** The course's price-book figure (the seed writes the content list price into a slot). */
  price: PriceRef;
  availability: SessionAvailability;
};

export const SESSION_TIMES = {
  fullDay: '9:00 AM - 5:00 PM',
  shortDay: '9:00 AM - 4:00 PM',
} as const;

type Row = readonly [
  location: string,
  date: string,
  courseId: CourseId,
  time: keyof typeof SESSION_TIMES,
  SessionAvailability,
];

const rows: readonly Row[] = [
  ['Port Macquarie', '2024-01-15', 'nsw-whitecard', 'shortDay', 'Available'],
  ['Mid North Coast', '2024-01-16', 'first-aid', 'shortDay', 'Available'],
  ['Mackay', '2024-01-16', 'mining-safety', 'fullDay', 'Limited'],
  ['Hunter Valley', '2024-01-17', 'riimpo320f', 'fullDay', 'Available'],
  ['Bowen Basin QLD', '2024-01-18', 'confined-spaces', 'fullDay', 'Available'],
  ['Port Macquarie', '2024-01-19', 'working-heights', 'shortDay', 'Limited'],
  ['Mackay', '2024-01-22', 'nsw-whitecard', 'shortDay', 'Available'],
  ['Hunter Valley', '2024-01-23', 'riiwhs201e', 'fullDay', 'Available'],
  ['Mid North Coast', '2024-01-24', 'working-heights', 'shortDay', 'Available'],
  ['Bowen Basin QLD', '2024-01-25', 'riimpo338e', 'fullDay', 'Limited'],
  ['Port Macquarie', '2024-01-29', 'confined-spaces', 'fullDay', 'Available'],
  ['Mackay', '2024-01-30', 'first-aid', 'shortDay', 'Available'],
  ['Hunter Valley', '2024-01-31', 'confined-spaces', 'fullDay', 'Limited'],
  ['Mid North Coast', '2024-02-01', 'nsw-whitecard', 'shortDay', 'Available'],
  ['Bowen Basin QLD', '2024-02-02', 'working-heights', 'shortDay', 'Available'],
  ['Port Macquarie', '2024-02-05', 'first-aid', 'shortDay', 'Available'],
  ['Mackay', '2024-02-06', 'confined-spaces', 'fullDay', 'Available'],
  ['Hunter Valley', '2024-02-07', 'first-aid', 'shortDay', 'Available'],
  ['Mid North Coast', '2024-02-08', 'riimpo321f', 'fullDay', 'Limited'],
  ['Bowen Basin QLD', '2024-02-09', 'mining-safety', 'fullDay', 'Available'],
  ['Port Macquarie', '2024-02-12', 'riimpo320f', 'fullDay', 'Available'],
  ['Mackay', '2024-02-13', 'uetdrmpo18', 'shortDay', 'Limited'],
  ['Hunter Valley', '2024-02-14', 'nsw-whitecard', 'shortDay', 'Available'],
  ['Mid North Coast', '2024-02-15', 'confined-spaces', 'fullDay', 'Available'],
  ['Bowen Basin QLD', '2024-02-16', 'first-aid', 'shortDay', 'Available'],
  ['Port Macquarie', '2024-02-19', 'riiris201e', 'fullDay', 'Available'],
  ['Mackay', '2024-02-20', 'working-heights', 'shortDay', 'Available'],
  ['Hunter Valley', '2024-02-21', 'riimpo338e', 'fullDay', 'Limited'],
  ['Mid North Coast', '2024-02-22', 'riiccm206e', 'fullDay', 'Available'],
  ['Bowen Basin QLD', '2024-02-23', 'riiris402e', 'fullDay', 'Available'],
];

export const sampleSessions: readonly SampleSession[] = rows.map(
  ([location, date, courseId, time, availability], index) => {
    const course = getCourse(courseId);
    return {
      id: `session-${String(index + 1).padStart(2, '0')}`,
      location,
      date,
      time: SESSION_TIMES[time],
      courseId,
      courseName: course.name,
      price: coursePriceRef(course),
      availability,
    };
  },
);
