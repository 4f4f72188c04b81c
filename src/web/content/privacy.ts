import { company } from './company';

/**
 * The privacy page's words (/privacy). They describe what the code does: POST /api/v1/waitlist
 * stores the address and the time and mails a link to confirm it; an address unconfirmed after
 * WAITLIST_UNCONFIRMED_DAYS (shared/mail.ts; not imported, as it brings zod into the homepage:
 * privacy.test.ts checks the number) is removed, a confirmed one only by an admin (DELETE
 * /api/v1/waitlist/{id}) or its owner (every waitlist mail's link, POST /waitlist/leave/{token});
 * the per-address sign-up limit and the request log keep the network address, never the email
 * address. Account mails (password reset, invitation, email change) go only when asked for.
 * POST /api/v1/enquiries keeps the contact form's fields until an admin deletes the enquiry
 * (DELETE /api/v1/enquiries/{id}). Change them together.
 */
export const UNCONFIRMED_DAYS = 30;

export const privacy = {
  title: 'Privacy',
  lead: 'What the release-alert waitlist and the contact form keep about you, why, for how long, and how to be taken off it.',
  sections: [
    {
      title: 'What we keep',
      paragraphs: [
        'When you join the waitlist we store the email address you typed, the time you joined and ' +
          'whether you confirmed the address. Nothing else is asked for. An address is listed once: ' +
          'joining again changes nothing.',
        'Joining sends one email to that address, with a link to confirm that it is yours. The ' +
          'address counts on the list only once you follow that link, so nobody can put someone ' +
          'else on it.',
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
        'Our other emails are about accounts, and go only when asked for: a link to choose a new ' +
          'password, an invitation to create an account, a link to confirm a new email address. ' +
          'They hold no tracking: nothing in them tells us whether or when you opened them.',
      ],
    },
    {
      title: 'For how long',
      paragraphs: [
        `An address nobody confirms is removed by itself ${UNCONFIRMED_DAYS} days after it was ` +
          'typed in. A confirmed address does not expire: it is kept until it is removed, by you, ' +
          'by us or at your request. Removing it deletes it for good at once; our activity log ' +
          'records that an address was removed and by whom, not which address. A backup of the ' +
          'database made before then still holds it until that backup is deleted.',
      ],
    },
    {
      title: 'Messages from the contact form',
      paragraphs: [
        'When you send a message from the contact form we store your name, the email address you ' +
          'typed, the service you chose, your message and the time, and our staff see them on the ' +
          'dashboard to answer you by email. The form counts messages from each network address ' +
          'as the waitlist does, ten an hour at most.',
        'A message is kept after it is answered, for our records, until we delete it. Ask us to ' +
          `delete yours (${company.contact.email}) and it is gone for good at once.`,
      ],
    },
    {
      title: 'How to be removed',
      paragraphs: [
        'Every email from the waitlist has a link to leave it: follow it and press the button, and ' +
          'your address is off the list at once.',
        `Or write to ${company.contact.email} from the address you signed up with, or naming it, ` +
          'and ask to be taken off the waitlist. We remove it and reply to confirm.',
      ],
    },
  ],
  removeSubject: 'Remove me from the waitlist',
} as const;
