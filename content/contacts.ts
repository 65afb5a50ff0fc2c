/**
 * The two regional coordinators. Names, numbers and addresses are fictional: the phone numbers come
 * from the ranges ACMA reserves for fiction and the e-mail domain is the reserved example.com. The website on
 * cards and files is the site's own configured URL (SITE_URL), not a fact kept here.
 */
export type StateCode = 'NSW' | 'QLD';

export type Coordinator = {
  state: StateCode;
  name: string;
  role: string;
  /** As dialled in Australia, spaced for reading. */
  phone: string;
  email: string;
};

export const coordinators = {
  NSW: {
    state: 'NSW',
    name: 'Sarah Mitchell',
    role: 'Regional Training Coordinator – NSW',
    phone: '0491 570 156',
    email: 'nsw.training@example.com',
  },
  QLD: {
    state: 'QLD',
    name: 'Daniel Walker',
    role: 'Regional Training Coordinator – QLD',
    phone: '0491 570 157',
    email: 'qld.training@example.com',
  },
} as const satisfies Record<StateCode, Coordinator>;

export const coordinatorList: readonly Coordinator[] = [coordinators.NSW, coordinators.QLD];

/** `tel:` URI in international form for a spaced Australian number ("0491 570 156" -> "+61491570156"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+61${digits.startsWith('0') ? digits.slice(1) : digits}`;
}
