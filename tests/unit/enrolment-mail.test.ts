import { describe, expect, it } from 'vitest';

import { buildIcsInvite } from '@/lib/files/ics';
import { SESSION_FULL_MESSAGE } from '@/lib/rules/capacity';
import { enrolmentMail } from '@/lib/rules/enrolment-mail';

const session = {
  courseName: 'Provide First Aid',
  date: '2026-12-08',
  startTime: '08:30',
  endTime: '16:00',
  location: 'Mackay',
};

describe('learner mails about a booking', () => {
  it('a confirmation names the session, the local time zone, the price, what to bring and the cancel link', () => {
    const mail = enrolmentMail({
      kind: 'confirmed',
      reference: 'BR-ABCDEF',
      firstName: 'Jordan',
      session,
      price: 149,
      cancelUrl: 'https://training.example.com/booking/manage?token=x',
      noticeHours: 48,
    });
    expect(mail.subject).toBe('Your place is confirmed: Provide First Aid (BR-ABCDEF)');
    expect(mail.text).toContain(
      'When: Tuesday, 8 December 2026, 8:30 AM - 4:00 PM (Australia/Brisbane time)',
    );
    expect(mail.text).toContain('Where: Mackay QLD');
    expect(mail.text).toContain('Price: $149');
    expect(mail.text).toContain('100 points of photo ID');
    expect(mail.text).toContain('Unique Student Identifier (USI)');
    expect(mail.text).toContain('Cancel my place: https://training.example.com/booking/manage?token=x');
    expect(mail.text).toContain('until 48 hours before the session');
  });

  it('an offer says until when the place is held in the session’s own time zone, not Sydney’s', () => {
    // 9:00 in Sydney on a summer day (AEDT, UTC+11) is 8:00 in Mackay (AEST, UTC+10, no daylight saving).
    const offerExpiresAt = new Date('2026-12-01T22:00:00Z');
    const mail = enrolmentMail({
      kind: 'offered',
      reference: 'BR-ABCDEF',
      firstName: 'Jordan',
      session,
      offerExpiresAt,
      offerUrl: 'https://training.example.com/booking/manage?token=y',
    });
    expect(mail.text).toContain(
      'held for you until Wednesday, 2 December 2026 at 8:00 am (Australia/Brisbane time)',
    );
    const sydney = enrolmentMail({
      kind: 'offered',
      reference: 'BR-ABCDEF',
      firstName: 'Jordan',
      session: { ...session, location: 'Hunter Valley' },
      offerExpiresAt,
      offerUrl: 'https://training.example.com/booking/manage?token=y',
    });
    expect(sydney.text).toContain('until Wednesday, 2 December 2026 at 9:00 am (Australia/Sydney time)');
  });

  it('a name is quoted only as a greeting and a decline reason is escaped in HTML', () => {
    const mail = enrolmentMail({
      kind: 'declined',
      reference: 'BR-ABCDEF',
      firstName: 'evil.example/win',
      session: null,
      reason: '<script>alert(1)</script>',
    });
    expect(mail.text).toContain('Hi there,');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('the invite is an iTIP REQUEST or CANCEL with a stable UID and the SEQUENCE given', () => {
    const event = {
      uid: 'booking-1@training.example.com',
      date: '2026-12-08',
      startTime: '08:30',
      endTime: '16:00',
      timeZone: 'Australia/Brisbane' as const,
      summary: 'Provide First Aid (Mackay)',
      description: 'Bring ID',
      location: 'Mackay QLD',
      stamp: new Date('2026-11-24T00:00:00Z'),
    };
    const people = {
      organizer: { name: 'Ridgeline', email: 'qld.training@example.com' },
      attendee: { name: 'Jordan "JL" Lee', email: 'jordan@example.com' },
    };
    const request = buildIcsInvite({ event, method: 'REQUEST', sequence: 0, ...people });
    const cancel = buildIcsInvite({ event, method: 'CANCEL', sequence: 2, ...people });
    expect(request).toContain('METHOD:REQUEST\r\n');
    expect(request).toContain('SEQUENCE:0\r\n');
    expect(request).toContain('STATUS:CONFIRMED\r\n');
    expect(request).toContain('DTSTART;TZID=Australia/Brisbane:20261208T083000\r\n');
    expect(cancel).toContain('METHOD:CANCEL\r\n');
    expect(cancel).toContain('SEQUENCE:2\r\n');
    expect(cancel).toContain('STATUS:CANCELLED\r\n');
    expect(cancel).toContain('UID:booking-1@training.example.com\r\n');
    expect(request).not.toContain('"JL"');
  });

  it("the full-session notice is the issue's exact words", () => {
    expect(SESSION_FULL_MESSAGE).toBe(
      'This session is full: send your request and we will contact you about its waitlist',
    );
  });
});

describe('a session in the .ics feeds', () => {
  it('describes its places left as the badge does', async () => {
    const { slotIcsEvent } = await import('@/lib/files/ics');
    const event = slotIcsEvent(
      {
        id: '0f9a2c1e-1b2c-4d3e-8f40-123456789abc',
        date: '2026-12-08',
        courseName: 'Provide First Aid',
        startTime: '08:30',
        endTime: '16:00',
        maxStudents: 12,
        currentBookings: 10,
        location: 'Mackay',
        locationSlug: 'mackay',
        price: 149,
        status: 'available',
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
      'https://training.example.com',
      '/booking',
    );
    expect(event.description).toContain('Limited: 2 places left of 12.');
  });
});
