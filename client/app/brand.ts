/** The product's name and contact points, shown in the logo, the footer and the page title. */
export const productName = 'Shikhar Academy';

export const contact = {
  email: 'admissions@shikhar.academy',
  phoneDisplay: '+91 80 4710 2290',
  phoneHref: 'tel:+918047102290',
  /** The WhatsApp channel parents use for admission questions. */
  whatsappHref: 'https://wa.me/918047102290',
  /** Live chat opens the admissions mailbox with a prefilled subject until a chat desk exists. */
  chatHref: 'mailto:admissions@shikhar.academy?subject=Chat%20with%20admissions',
} as const;
