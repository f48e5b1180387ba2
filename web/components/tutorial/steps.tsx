import type { ReactNode } from 'react';
import { css } from '~/web/styled-system/css';

export interface TutorialStep {
  title: string;
  text: string;
  picture: ReactNode;
}

const accent = css({ fill: 'accent.default', stroke: 'accent.default' });
const soft = css({ fill: 'accent.muted' });
const highlight = css({ fill: 'illustration.highlight' });
const fg = css({ fill: 'accent.fg' });

function Person({ x, y, disc }: { x: number; y: number; disc: string }) {
  const figure = disc === highlight ? accent : fg; // dark figure on the light disc
  return (
    <g>
      <circle cx={x} cy={y} r="26" className={disc} />
      <circle cx={x} cy={y - 6} r="8" className={figure} />
      <path d={`M ${x - 14} ${y + 16} a 14 11 0 0 1 28 0`} className={figure} />
    </g>
  );
}

function Picture({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 140" width="240" height="140" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="240" height="140" rx="16" className={soft} />
      {children}
    </svg>
  );
}

export const TUTORIAL_STEPS: TutorialStep[] = [
  {
    title: 'Welcome to Hookups',
    text: 'Your email is confirmed. Hookups connects you with sales professionals who want to learn from each other, share leads and grow their careers. The next screens show how it works.',
    picture: (
      <Picture>
        <Person x={90} y={70} disc={accent} />
        <Person x={150} y={70} disc={highlight} />
      </Picture>
    ),
  },
  {
    title: 'Hookups: one-to-one meetings',
    text: 'Choose the time cycles and time slots that suit your week. We match you with another member and book a video call for you both. Life happens: a hookup can be rescheduled up to 2 times.',
    picture: (
      <Picture>
        <Person x={70} y={70} disc={accent} />
        <line x1="100" y1="70" x2="140" y2="70" className={accent} strokeWidth="4" strokeDasharray="6 6" />
        <Person x={170} y={70} disc={highlight} />
      </Picture>
    ),
  },
  {
    title: 'Group hookups: learn together',
    text: 'Group hookups are hosted video sessions for practice, networking or brainstorming. Reserve a place, then join from 5 minutes before the start. You can also host your own.',
    picture: (
      <Picture>
        <Person x={60} y={80} disc={accent} />
        <Person x={120} y={55} disc={highlight} />
        <Person x={180} y={80} disc={accent} />
      </Picture>
    ),
  },
  {
    title: 'Grow your network',
    text: 'Everyone you meet joins your network. Leave a review after a meeting, chat with your contacts, take part in the forum and invite the colleagues you would like to see here.',
    picture: (
      <Picture>
        <line x1="60" y1="40" x2="120" y2="70" className={accent} strokeWidth="3" />
        <line x1="180" y1="40" x2="120" y2="70" className={accent} strokeWidth="3" />
        <line x1="120" y1="70" x2="120" y2="115" className={accent} strokeWidth="3" />
        <circle cx="60" cy="40" r="14" className={accent} />
        <circle cx="180" cy="40" r="14" className={accent} />
        <circle cx="120" cy="115" r="14" className={accent} />
        <circle cx="120" cy="70" r="20" className={highlight} />
      </Picture>
    ),
  },
];
