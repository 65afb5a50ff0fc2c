import { Suspense } from 'react';

import { CoordinatorCard } from '@/components/contact/coordinator-card';
import { EmailSystemNotice } from '@/components/contact/email-system-notice';
import { EnquiryForm } from '@/components/contact/enquiry-form';
import { EnquiryFormFromLink } from '@/components/contact/enquiry-form-from-link';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { coordinatorList } from '@/content/contacts';
import { site } from '@/content/site';
import { enquiryCourseGroups } from '@/lib/rules/enquiry-options';
import { pageMetadata } from '@/lib/rules/seo';
import { ENQUIRY_REPLY_HOURS } from '@/lib/validation/enquiry';

export const metadata = pageMetadata({
  title: 'Contact Us & Course Enquiries',
  description: `Ask ${site.name} about courses, dates, group bookings and corporate accounts in NSW and QLD. We reply within ${ENQUIRY_REPLY_HOURS} hours.`,
  path: '/contact',
});

const courseGroups = enquiryCourseGroups();

export default function ContactPage() {
  return (
    <>
      <PageHeader
        title="Contact Us"
        lead={`Questions about a course, dates or training your whole crew? Send us an enquiry and a coordinator will reply within ${ENQUIRY_REPLY_HOURS} hours.`}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-2xl font-bold">Course Enquiries</h2>
            </CardTitle>
            <CardDescription>
              Tell us what you need and we will route it to the right coordinator for your state.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<EnquiryForm courseGroups={courseGroups} />}>
              <EnquiryFormFromLink courseGroups={courseGroups} />
            </Suspense>
          </CardContent>
        </Card>

        <aside aria-labelledby="contact-details-heading" className="space-y-4">
          <h2 id="contact-details-heading" className="sr-only">
            Contact details
          </h2>
          <EmailSystemNotice />
          {coordinatorList.map((coordinator) => (
            <CoordinatorCard key={coordinator.state} coordinator={coordinator} />
          ))}
        </aside>
      </div>
    </>
  );
}
