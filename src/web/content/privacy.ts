import { company } from './company';

/**
 * The privacy page's words (/privacy). They describe what the code does: POST /api/v1/waitlist
 * stores the address and the time; nothing expires it (an admin removes it: DELETE
 * /api/v1/waitlist/{id}); the per-address sign-up limit and the request log keep the network
 * address, never the email address. Change them together.
 */
export const privacy = {
  title: 'Privacy',
  lead: 'What the release-alert waitlist keeps about you, why, for how long, and how to be taken off it.',
  sections: [
    {
      title: 'What we keep',
      paragraphs: [
        'When you join the waitlist we store the email address you typed and the time you joined. ' +
          'Nothing else is asked for. An address is listed once: joining again changes nothing.',
        'To stop one computer from flooding the list, the server counts sign-ups from each network ' +
          '(IP) address, ten an hour at most. That count keeps the network address and when its hour ' +
          'began, not your email address. Like every visit, the sign-up also appears in the ' +
          'server’s log with the network address and the time, again without the email address.',
      ],
    },
    {
      title: 'Why',
      paragraphs: [
        'Only to tell you about the launch of the platform the waitlist is for: early access ' +
          'before it, and one email on launch day. We do not add you to any other list, and we do ' +
          'not sell or share your address.',
        'Our staff see the list on the dashboard, and administrators can download it to send that ' +
          'email.',
      ],
    },
    {
      title: 'For how long',
      paragraphs: [
        'Nothing on the list expires by itself: your address is kept until it is removed, by us or ' +
          'at your request. Removing it deletes it for good at once; our activity log records that ' +
          'an address was removed and by whom, not which address. A backup of the database made ' +
          'before then still holds it until that backup is deleted.',
      ],
    },
    {
      title: 'How to be removed',
      paragraphs: [
        `Write to ${company.contact.email} from the address you signed up with, or naming it, and ` +
          'ask to be taken off the waitlist. We remove it and reply to confirm.',
      ],
    },
  ],
  removeSubject: 'Remove me from the waitlist',
} as const;
