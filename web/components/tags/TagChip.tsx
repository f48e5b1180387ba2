// A tag as a chip in its own colors (spec §3 Tag color and fontColor, chosen by admins, hence inline styles).
import { css } from '~/web/styled-system/css';

const chip = css({ display: 'inline-flex', alignItems: 'center', px: '2.5', py: '0.5', borderRadius: 'full', textStyle: 'sm', fontWeight: 'medium' });

export function TagChip({ name, color, fontColor }: { name: string; color: string; fontColor: string }) {
  return (
    <span className={chip} style={{ backgroundColor: color, color: fontColor }}>
      {name}
    </span>
  );
}
