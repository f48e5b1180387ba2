import { css, cva } from '~/web/styled-system/css';

// The picture of a group hookup without an image: a graphic in its category's colours.
const cover = cva({
  base: { position: 'relative', w: '100%', aspectRatio: '16 / 9', overflow: 'hidden', flexShrink: '0' },
  variants: {
    category: {
      PRACTICE: { bg: 'accent.subtle', color: 'accent.border', '--cover-strong': '{colors.accent.default}' },
      NETWORKING: { bg: 'success.subtle', color: 'success.border', '--cover-strong': '{colors.success.default}' },
      BRAINSTORMING: { bg: 'warning.subtle', color: 'warning.border', '--cover-strong': '{colors.warning.text}' },
      other: { bg: 'bg.muted', color: 'border.emphasized', '--cover-strong': '{colors.fg.muted}' },
    },
  },
  defaultVariants: { category: 'other' },
});

const KNOWN = ['PRACTICE', 'NETWORKING', 'BRAINSTORMING'] as const;
type CoverCategory = (typeof KNOWN)[number] | 'other';

const image = css({ w: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bg: 'bg.muted', flexShrink: '0' });

export interface GroupHookupCoverProps {
  title: string;
  category: string;
  imageUrl?: string | null;
}

/** The group hookup's image, described by its title; without one a decorative category graphic. */
export function GroupHookupCover({ title, category, imageUrl }: GroupHookupCoverProps) {
  if (imageUrl) return <img src={imageUrl} alt={`Image of ${title}`} className={image} loading="lazy" />;
  const variant: CoverCategory = (KNOWN as readonly string[]).includes(category) ? (category as CoverCategory) : 'other';
  return (
    <div className={cover({ category: variant })} aria-hidden="true">
      <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
        <circle cx="70" cy="150" r="90" fill="currentColor" />
        <circle cx="260" cy="30" r="70" fill="currentColor" opacity="0.7" />
        <circle cx="150" cy="90" r="26" fill="var(--cover-strong)" opacity="0.85" />
        <circle cx="195" cy="90" r="26" fill="none" stroke="var(--cover-strong)" strokeWidth="6" opacity="0.85" />
      </svg>
    </div>
  );
}
