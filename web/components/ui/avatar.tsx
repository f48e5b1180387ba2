import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { createStyleContext } from '~/web/styled-system/jsx';
import { avatar, type AvatarVariantProps } from '~/web/styled-system/recipes';

const { withProvider, withContext } = createStyleContext(avatar);

const AvatarRoot = withProvider(ArkAvatar.Root, 'root');
const AvatarFallback = withContext(ArkAvatar.Fallback, 'fallback');
const AvatarImage = withContext(ArkAvatar.Image, 'image');

/** "Ada Lovelace" → "AL", "ada" → "A"; empty when there is no name. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase();
}

export interface AvatarProps extends AvatarVariantProps {
  name?: string | null;
  src?: string | null;
  /** Set when the avatar stands alone; next to the visible name it stays decorative. */
  label?: string;
}

/** The member's photo, or their initials while it loads or when there is none. */
export function Avatar({ name, src, label, size }: AvatarProps) {
  return (
    <AvatarRoot size={size} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <AvatarFallback>{initials(name) || '?'}</AvatarFallback>
      {src ? <AvatarImage src={src} alt="" /> : null}
    </AvatarRoot>
  );
}
