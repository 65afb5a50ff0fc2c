'use client';

import { useSearchParams } from 'next/navigation';

import { EnquiryForm } from '@/components/contact/enquiry-form';
import type { CourseOptionGroup } from '@/lib/rules/enquiry-options';
import { enquiryPrefill } from '@/lib/validation/enquiry-fields';

/**
 * The enquiry form filled from the link that led here: `?course=` from course pages and /courses,
 * `?enquiry=corporate` from the corporate panel. Read in the browser so /contact stays a static page.
 */
export function EnquiryFormFromLink({ courseGroups }: { courseGroups: readonly CourseOptionGroup[] }) {
  const params = useSearchParams();
  const initial = enquiryPrefill({ course: params.get('course'), enquiry: params.get('enquiry') });
  // A new link (same page, other query) starts a fresh form with its own prefill.
  return <EnquiryForm key={params.toString()} courseGroups={courseGroups} initial={initial} />;
}
