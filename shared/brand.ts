/** The academy's name, in one place: the client's logo and titles, mails, and calendar feeds use it. */
export const academyName = 'Shikhar Academy';
