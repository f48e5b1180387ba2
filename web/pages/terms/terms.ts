import { CONTACT_EMAIL } from '~/common/constants';

// The terms and conditions members accept when they register (spec §5 acceptTermsAndConditions).
export const TERMS_UPDATED = '1 March 2025';

export interface TermsSection {
  title: string;
  paragraphs: string[];
}

export const TERMS_SECTIONS: TermsSection[] = [
  {
    title: '1. About these terms',
    paragraphs: [
      'Hookups is a networking platform for sales professionals. It matches members for one-to-one meetings ("hookups"), hosts group video sessions ("group hookups"), and offers a community forum, chat, reviews, referrals and related features (together, the "Service").',
      'These terms form an agreement between you and the operator of Hookups ("we", "us"). By creating an account or using the Service you accept them. If you use the Service on behalf of a company, you confirm that you may bind that company to these terms.',
    ],
  },
  {
    title: '2. Your account',
    paragraphs: [
      'You must be at least 18 years old and working in, or seeking work in, a sales or business development role. The information you give us when you register (your name, email address, job position, location and LinkedIn profile) must be accurate and kept up to date.',
      'Your account is personal. Keep your password confidential and tell us at once if you believe someone else has used your account. You are responsible for what happens under your account until you tell us.',
      'You must confirm your email address before you can use the member area. We may refuse a registration or close an account that uses false details.',
    ],
  },
  {
    title: '3. Hookups and group hookups',
    paragraphs: [
      'Hookups are scheduled from the time slots and time cycles you choose. Please attend the meetings you accept and be on time. A hookup can be rescheduled at most 2 times; after that the Service offers to cancel it, so that no member is left waiting indefinitely.',
      'Group hookups are video sessions run by a host, with a category, a start time, a duration and a limited number of places. You can join a session from 5 minutes before its start, and a session closes 10 minutes after its planned end. Admins may approve, reject, highlight or cancel group hookups, and some sessions may be sponsored; sponsored sessions are labelled as such.',
      'Meetings are conversations between professionals. We do not take part in them and are not responsible for any agreement you make with another member.',
    ],
  },
  {
    title: '4. How members treat each other',
    paragraphs: [
      'Be respectful and honest. Harassment, discrimination, threats, impersonation and misleading claims are not allowed anywhere on the Service, including in chat, the forum, reviews and video sessions.',
      'Hookups are for networking, learning and exchanging experience. Do not use them for unsolicited hard selling, spam, recruiting schemes or collecting other members\' contact details for marketing lists.',
      'Reviews must reflect a real meeting and your genuine experience. Do not offer or accept anything in exchange for a review.',
      'You may block a member or report behaviour that breaks these rules. We review reports and may warn, suspend or remove members.',
    ],
  },
  {
    title: '5. Content you share',
    paragraphs: [
      'You keep the rights to the messages, posts, images and other content you share. You give us a non-exclusive, worldwide, royalty-free licence to host, display and transmit that content only as needed to run the Service.',
      'Do not share content that you have no right to share, that reveals confidential information of your employer or clients, or that is unlawful. We may remove content that breaks these terms.',
      'Group hookups are not recorded by us. Do not record a meeting or a session without the consent of everyone taking part.',
    ],
  },
  {
    title: '6. Privacy and communications',
    paragraphs: [
      'We process your personal data to provide the Service: to match you with other members, to show your profile to them, to schedule meetings and to keep the platform safe. Other members can see your name, photo, job position, company details and location as shown on your profile.',
      'We send you emails about your account, your hookups and your group hookups. You can change your mailing preferences, pause notifications for a number of weeks, or unsubscribe from non-essential emails at any time from your settings or from the link in each email.',
      `You can ask for a copy of your data, or for its correction or deletion, by writing to ${CONTACT_EMAIL}.`,
    ],
  },
  {
    title: '7. Availability and changes to the Service',
    paragraphs: [
      'We work to keep the Service available and secure, but we do not promise that it will always be available or free of errors. We may change, add or remove features, and we will tell you in advance of changes that significantly affect how you use the Service.',
      'Some features may depend on providers such as video, chat or calendar services; their own terms apply to your use of them.',
    ],
  },
  {
    title: '8. Ending your membership',
    paragraphs: [
      'You may stop using the Service and ask us to close your account at any time. We may suspend or close an account that breaks these terms, that puts other members at risk, or that has been inactive for a long period, and we will tell you why unless the law prevents us.',
      'When an account is closed, upcoming hookups are cancelled and the other members are informed. Content you posted in shared spaces may remain, without your name, where removing it would break a conversation.',
    ],
  },
  {
    title: '9. Liability',
    paragraphs: [
      'The Service is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, for lost business or lost opportunities, or for the acts of other members. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    title: '10. Changes to these terms',
    paragraphs: [
      'We may update these terms. When we make a material change we will tell you by email or in the app at least 30 days before it takes effect. If you keep using the Service after that date, the updated terms apply; if you do not agree, you can close your account.',
    ],
  },
  {
    title: '11. Contact',
    paragraphs: [`Questions about these terms? Write to us at ${CONTACT_EMAIL}.`],
  },
];
