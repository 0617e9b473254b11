import { academyName } from '../../shared/brand';

/** The product's name and contact points, shown in the logo, the footer and the page title. */
export const productName = academyName;

/** The admissions desk's number as people read it; the links dial and chat with its digits. */
const admissionsPhone = '+91 80 4710 2290';
const admissionsPhoneDigits = admissionsPhone.replace(/\D/g, '');

/** Each contact icon of the footer opens what its label says; all are plain links, nothing is fetched. */
export const contact = {
  email: 'admissions@shikhar.academy',
  phoneDisplay: admissionsPhone,
  phoneHref: `tel:+${admissionsPhoneDigits}`,
  /** Chat with admissions: a WhatsApp chat with the admissions desk's number. */
  chatHref: `https://wa.me/${admissionsPhoneDigits}`,
  /** The messaging channel where families get announcements: our Telegram channel. */
  channelHref: 'https://t.me/shikharacademy',
} as const;
