import { describe, expect, it } from 'vitest';

import { coordinators } from '@/content/contacts';
import {
  bookingCoordinator,
  bookingMailBody,
  bookingMailSubject,
  bookingMailto,
  bookingState,
  ID_DOCUMENTS_NOTE,
  type BookingMailInput,
} from '@/lib/rules/booking-mail';

const base: BookingMailInput = {
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'jordan.lee@example.com',
  phone: '0491 570 110',
  usi: '223456789N',
  usiExempt: false,
  idDocuments: [{ name: 'passport.pdf' }, { name: 'licence.jpg' }],
  course: 'Work Safely at Heights',
  trainingLevel: 'full-training',
  deliveryMethod: 'face-to-face',
  requiresAssistance: false,
  assistanceDetails: null,
  preferredLocation: null,
  preferredDate: null,
  message: null,
};

describe('coordinator routing (spec 000 section 7)', () => {
  it('defaults to NSW', () => {
    expect(bookingState(base)).toBe('NSW');
    expect(bookingCoordinator(base).email).toBe(coordinators.NSW.email);
  });

  it.each(['QLD Mining Induction', 'Queensland white card', 'First aid in MACKAY', 'Standard 11 (qld)'])(
    'routes to QLD when the course mentions it: %s',
    (course) => {
      expect(bookingState({ ...base, course })).toBe('QLD');
      expect(bookingCoordinator({ ...base, course }).email).toBe(coordinators.QLD.email);
    },
  );

  it.each(['qld-face-to-face', 'Queensland blended', 'mackay onsite'])(
    'routes to QLD when the delivery method mentions it: %s',
    (deliveryMethod) => {
      expect(
        bookingState({ ...base, deliveryMethod: deliveryMethod as BookingMailInput['deliveryMethod'] }),
      ).toBe('QLD');
    },
  );

  it.each(['We are based in Queensland', 'Can we do it in mackay?'])(
    'routes to QLD when the message mentions it: %s',
    (message) => {
      expect(bookingState({ ...base, message })).toBe('QLD');
    },
  );

  it('does not route on "qld" in the message alone (the rule names queensland or mackay there)', () => {
    expect(bookingState({ ...base, message: 'QLD ticket holder' })).toBe('NSW');
  });

  it.each([
    ['mackay', 'QLD'],
    ['bowen-basin', 'QLD'],
    ['port-macquarie', 'NSW'],
    ['mid-north-coast', 'NSW'],
    ['hunter-valley', 'NSW'],
  ] as const)('routes by the preferred location %s to %s', (preferredLocation, state) => {
    expect(bookingState({ ...base, preferredLocation })).toBe(state);
  });

  it('routes the standard delivery methods to NSW', () => {
    for (const deliveryMethod of ['face-to-face', 'blended', 'elearning'] as const) {
      expect(bookingState({ ...base, deliveryMethod })).toBe('NSW');
    }
  });
});

describe('booking e-mail', () => {
  it("has the subject 'Booking Request: {course}'", () => {
    expect(bookingMailSubject('Work Safely at Heights')).toBe('Booking Request: Work Safely at Heights');
  });

  it('lists every field, the reference and the ID documents note', () => {
    const body = bookingMailBody(
      {
        ...base,
        requiresAssistance: true,
        assistanceDetails: 'Reading support',
        preferredLocation: 'mackay',
        preferredDate: '2026-03-02',
        message: 'Two of us are coming.',
        trainingLevel: 'experienced',
        deliveryMethod: 'blended',
      },
      'BR-7K3Q9D',
    );
    for (const line of [
      'Reference: BR-7K3Q9D',
      'First name: Jordan',
      'Last name: Lee',
      'Email: jordan.lee@example.com',
      'Phone: 0491 570 110',
      'USI: 223456789N',
      'Course: Work Safely at Heights',
      'Training level: Experienced (Refresher)',
      'Delivery method: Face to Face and Zoom',
      'Preferred location: Mackay QLD',
      'Preferred start date: 02/03/2026',
      'Requires assistance: Yes',
      'Assistance details: Reading support',
      'Two of us are coming.',
      'Selected: passport.pdf, licence.jpg',
      ID_DOCUMENTS_NOTE,
    ]) {
      expect(body).toContain(line);
    }
    expect(ID_DOCUMENTS_NOTE).toMatch(/ID documents are collected separately/);
  });

  it('says when nothing optional was given and when the learner is USI exempt', () => {
    const body = bookingMailBody({ ...base, usi: null, usiExempt: true, idDocuments: [] }, null);
    expect(body).toContain('USI: USI exemption (no USI given)');
    expect(body).toContain('Preferred location: Not specified');
    expect(body).toContain('Preferred start date: Not specified');
    expect(body).toContain('Requires assistance: No');
    expect(body).not.toContain('Assistance details');
    expect(body).toContain('Training level: Full Training');
    expect(body).toContain('Delivery method: Face to Face');
    expect(body).toMatch(/^Reference: Not stored online/m);
  });

  it('builds a mailto URL to the routed coordinator with encoded subject and CRLF body', () => {
    const mail = bookingMailto({ ...base, course: 'Mackay Mining Induction & First Aid' }, 'BR-7K3Q9D');
    expect(mail.to).toBe(coordinators.QLD.email);
    expect(mail.url.startsWith(`mailto:${coordinators.QLD.email}?subject=`)).toBe(true);
    const url = new URL(mail.url);
    expect(url.searchParams.get('subject')).toBe('Booking Request: Mackay Mining Induction & First Aid');
    expect(url.searchParams.get('body')).toBe(mail.body.replace(/\n/g, '\r\n'));
    expect(mail.url).not.toContain('+');
    expect(mail.url).toContain('%0D%0A');
  });
});
