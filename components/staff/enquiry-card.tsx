import type { EnquiryItem } from '@/lib/server/staff-inbox';

import { Detail } from './detail';
import { EmailDetail } from './email-detail';
import { HandledToggle } from './handled-toggle';
import { RequestCard } from './request-card';

/** An enquiry on /staff: who asked, about what, and whether its mail went out. */
export function EnquiryCard({ item }: { item: EnquiryItem }) {
  return (
    <RequestCard
      testId="enquiry"
      label={`Enquiry from ${item.name}`}
      title={item.name}
      createdAt={item.createdAt}
      state={item.state}
      note={`mail ${item.mailStatus}`}
      toggle={
        <HandledToggle
          kind="enquiry"
          id={item.id}
          handled={item.handled}
          label={`enquiry from ${item.name}`}
        />
      }
    >
      <dl className="grid gap-1.5 text-sm">
        <Detail term="Course">{item.courseInterested}</Detail>
        <EmailDetail email={item.email} />
        <Detail term="Phone">{item.phone ?? 'Not given'}</Detail>
        <Detail term="Enquiry">{item.enquiry}</Detail>
      </dl>
    </RequestCard>
  );
}
