import { getCourse, type CourseId } from './courses';
import { locations } from './locations';
import { coursePriceRef, type PriceRef } from './price-refs';

export type MackayCourseItem = {
  courseId: CourseId;
  name: string;
  /** The course's price-book figure. */
  price: PriceRef;
  duration: string;
  maxStudents: string;
  delivery: string;
  description: string;
  rating: number;
  /** When the course next runs, as fixed text. */
  nextDate: string;
};

/** Location text the Mackay page's BOOK NOW carries to the booking form. */
export const MACKAY_BOOKING_LOCATION = locations.find((location) => location.slug === 'mackay')!.label;

const schedule: readonly { courseId: CourseId; nextDate: string }[] = [
  { courseId: 'mining-safety', nextDate: 'Every Monday and Tuesday' },
  { courseId: 'nsw-whitecard', nextDate: 'Every Wednesday' },
  { courseId: 'first-aid', nextDate: 'Every Thursday' },
  { courseId: 'working-heights', nextDate: 'Every second Friday' },
  { courseId: 'confined-spaces', nextDate: 'Every second Friday' },
  { courseId: 'riimpo338e', nextDate: 'On request, within 2 weeks' },
  { courseId: 'uetdrmpo18', nextDate: 'First Monday of the month' },
  { courseId: 'riiveh305f', nextDate: 'Last Saturday of the month' },
];

export const mackayCourses: readonly MackayCourseItem[] = schedule.map(({ courseId, nextDate }) => {
  const course = getCourse(courseId);
  return {
    courseId,
    name: course.name,
    price: coursePriceRef(course),
    duration: course.duration,
    maxStudents: course.maxStudents,
    delivery: course.delivery,
    description: course.description,
    rating: course.rating,
    nextDate,
  };
});
