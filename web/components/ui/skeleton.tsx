// Stand-ins for content that arrives after the first paint, so nothing below it moves when it does (issue 21:
// CLS ≤ 0.05). A bone is a non-breaking space in the text style of what it replaces, so its height is that
// text's line box: wrap it in the same element and text style as the real content and the sizes agree.
import type { ReactNode } from 'react';
import { css, cx } from '~/web/styled-system/css';

// inline around text, so a sentence wraps into one bar per line, as the sentence itself would
const textBone = css({
  display: 'inline',
  bg: 'bg.muted',
  color: 'transparent',
  borderRadius: 'l1',
  boxDecorationBreak: 'clone',
  userSelect: 'none',
});

const bone = css({
  display: 'inline-block',
  maxW: '100%',
  bg: 'bg.muted',
  color: 'transparent',
  borderRadius: 'l1',
  userSelect: 'none',
});

export interface BoneProps {
  /** how much of the line it covers, e.g. '60%' (the whole line without text inside) */
  width?: string;
  /** invisible text that gives the bone its size and wraps like it (a label, the likely sentence); a line by default */
  children?: ReactNode;
  className?: string;
}

/** One line of text, not yet loaded. */
export function Bone({ width, children, className }: BoneProps) {
  // with text inside, the text's own width; a bare line spans what it is given, the whole line by default
  const style = children === undefined ? { width: width ?? '100%' } : width ? { width } : undefined;
  return (
    <span aria-hidden="true" className={cx(children === undefined ? bone : textBone, className)} style={style}>
      {children ?? '\u00a0'}
    </span>
  );
}

/** A block (a picture, a chart) of a known size, not yet loaded. */
export function SkeletonBlock({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx(css({ bg: 'bg.muted', borderRadius: 'l2' }), className)} />;
}
