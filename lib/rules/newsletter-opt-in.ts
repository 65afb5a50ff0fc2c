/** How many days a newsletter confirmation link works; a signup after that mails a new one. */
export const CONFIRM_LINK_DAYS = 14;
