import { oauthClients } from '../db/schema/index.js';
import type { SeedStep } from './index.js';

export const demoOauthClients: SeedStep = {
  name: 'oauth-clients',
  async run({ db }) {
    await db.insert(oauthClients).values({
      clientId: 'prepa-mobile',
      name: 'Prepa Mobile',
      redirectUrls: ['http://localhost:3000/oauth/callback', 'http://127.0.0.1:3000/oauth/callback'],
    });
  },
};
