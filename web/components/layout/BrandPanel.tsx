import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

const panel = stack({
  gap: '10',
  hideBelow: 'md',
  position: 'relative',
  justifyContent: 'space-between',
  p: '12',
  overflow: 'hidden',
  color: 'illustration.text',
  bgGradient: 'to-br',
  gradientFrom: 'illustration.sky',
  gradientTo: 'illustration.skyEnd',
});

const paint = {
  link: css({ stroke: 'illustration.shapeSoft' }),
  member: css({ fill: 'illustration.shape' }),
  highlighted: css({ fill: 'illustration.highlight' }),
  figure: css({ fill: 'illustration.text' }),
  // the member in the middle is highlighted: a dark figure on the light disc
  figureOnHighlight: css({ fill: 'illustration.sky' }),
};

// Members (circles with a head and shoulders) linked by hookups (lines): the network the
// product builds. Drawn in SVG so the page needs no image download.
const members = [
  { x: 90, y: 90, r: 34 },
  { x: 300, y: 60, r: 28 },
  { x: 220, y: 210, r: 44 },
  { x: 60, y: 300, r: 30 },
  { x: 380, y: 250, r: 32 },
  { x: 250, y: 380, r: 30 },
];
const links: Array<[number, number]> = [
  [0, 2],
  [1, 2],
  [2, 3],
  [2, 4],
  [2, 5],
  [0, 1],
  [3, 5],
  [4, 5],
];

const figure = (i: number) => (i === 2 ? paint.figureOnHighlight : paint.figure);

function NetworkIllustration() {
  return (
    <svg viewBox="0 0 440 440" width="100%" aria-hidden="true" focusable="false" className={css({ maxW: 'md', mx: 'auto' })}>
      {links.map(([a, b]) => (
        <line
          key={`${a}-${b}`}
          x1={members[a].x}
          y1={members[a].y}
          x2={members[b].x}
          y2={members[b].y}
          className={paint.link}
          strokeOpacity="0.55"
          strokeWidth="3"
          strokeDasharray={a === 2 || b === 2 ? undefined : '6 8'}
        />
      ))}
      {members.map((m, i) => (
        <g key={i}>
          <circle cx={m.x} cy={m.y} r={m.r} className={i === 2 ? paint.highlighted : paint.member} />
          <circle cx={m.x} cy={m.y - m.r * 0.22} r={m.r * 0.3} className={figure(i)} fillOpacity="0.9" />
          <path
            d={`M ${m.x - m.r * 0.55} ${m.y + m.r * 0.55} a ${m.r * 0.55} ${m.r * 0.45} 0 0 1 ${m.r * 1.1} 0`}
            className={figure(i)}
            fillOpacity="0.9"
          />
        </g>
      ))}
    </svg>
  );
}

/** The image half of the public pages' split layout (hidden below md). */
export function BrandPanel() {
  return (
    <aside aria-label="About Hookups" className={panel}>
      <p className={css({ textStyle: 'sm', fontWeight: 'semibold', letterSpacing: 'wide', textTransform: 'uppercase' })}>
        The network for sales professionals
      </p>
      <NetworkIllustration />
      <div className={stack({ gap: '3', maxW: 'md' })}>
        <p className={css({ textStyle: '3xl', fontWeight: 'bold', lineHeight: '1.2' })}>
          Meet the people who sell like you do.
        </p>
        <p className={css({ textStyle: 'md', opacity: '0.9' })}>
          One-to-one hookups matched to your schedule, group hookups to practise and brainstorm, and a
          network that grows with every conversation.
        </p>
      </div>
    </aside>
  );
}
