/** The product's name and contact points, shown in the logo, the footer and the page title. */
export const productName = 'Shikhar Academy';

/** Each contact icon of the footer opens what its label says; all are plain links, nothing is fetched. */
export const contact = {
  email: 'admissions@shikhar.academy',
  phoneDisplay: '+91 80 4710 2290',
  phoneHref: 'tel:+918047102290',
  /** Chat with admissions: a WhatsApp chat with the admissions desk's number. */
  chatHref: 'https://wa.me/918047102290',
  /** The messaging channel where families get announcements: our Telegram channel. */
  channelHref: 'https://t.me/shikharacademy',
} as const;
