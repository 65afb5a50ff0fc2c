import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { CAMPAIGN_FORBIDDEN_MESSAGE, campaignStats, createCampaignDraft } from '@/lib/server/campaigns';

import { attempt, backends, createUser, useTestDatabase } from './helpers/database';

for (const backend of backends()) {
  describe(`e-mail campaigns (${backend})`, () => {
    const database = useTestDatabase(backend);
    let admin: Session;
    let collaborator: Session;

    beforeAll(async () => {
      admin = await createUser(database.current(), { role: 'admin' });
      collaborator = await createUser(database.current(), { role: 'collaborator' });
      await database.current().query(
        `insert into public.newsletter_subscribers (email, source, status, confirmed_at) values
         ('a@example.com', 'homepage', 'active', now()), ('b@example.com', 'marketing-page', 'active', now()),
         ('c@example.com', 'homepage', 'unsubscribed', null)`,
      );
    });

    it('counts active subscribers for admins; campaigns sent and open rate start at 0', async () => {
      expect(await campaignStats(admin)).toEqual({
        totalSubscribers: 2,
        campaignsSent: 0,
        averageOpenRate: 0,
        campaigns: [],
      });
    });

    it('saves a draft and mails the admin a test copy', async () => {
      const draft = { subject: 'Spring specials', body: 'Heights and confined spaces together for $299.' };
      const result = await createCampaignDraft(admin, draft);
      expect(result).toMatchObject({ ok: true, testSent: true });
      const stats = await campaignStats(admin);
      expect(stats.campaigns).toEqual([
        expect.objectContaining({ subject: 'Spring specials', status: 'test-sent' }),
      ]);
      expect(stats.campaignsSent).toBe(0);

      const mailDir = join(database.dataDir(), 'mail');
      const messages = readdirSync(mailDir).map((file) => readFileSync(join(mailDir, file), 'utf8'));
      const test = messages.find((message) => message.includes('Subject: [TEST] Spring specials'));
      expect(test).toBeDefined();
      expect(test).toContain(`To: ${admin.user.email}`);
    });

    it('refuses everyone else in code and in the database', async () => {
      for (const session of [collaborator, null]) {
        expect(await createCampaignDraft(session, { subject: 'x', body: 'y' })).toEqual({
          ok: false,
          message: CAMPAIGN_FORBIDDEN_MESSAGE,
        });
      }
      const insert = await attempt(
        collaborator,
        `insert into public.mail_campaigns (subject, body) values ('x', 'y') returning id`,
      );
      expect(insert.ok).toBe(false);
    });

    it('validates subject and message', async () => {
      expect(await createCampaignDraft(admin, { subject: '  ', body: 'Hello' })).toMatchObject({
        ok: false,
        message: 'Subject is required',
        fieldErrors: { subject: 'Subject is required' },
      });
      expect(await createCampaignDraft(admin, { subject: 'Hi', body: '' })).toMatchObject({
        ok: false,
        message: 'Message is required',
      });
    });
  });
}
