import 'server-only';

import bcrypt from 'bcryptjs';

// Supabase Auth stores bcrypt hashes with cost 10 in auth.users.encrypted_password; so do we.
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

// Compared against when the e-mail is unknown, so both paths take the same time.
const DUMMY_HASH = '$2b$10$P1mH7V5XBP6gki47AdlvMO1sDkBfj8CBYBMDtzEsgjbmNLppZmT5e';

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}
