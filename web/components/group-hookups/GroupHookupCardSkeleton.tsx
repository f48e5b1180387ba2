// A GroupHookupCard that has not arrived yet: the same card, cover, body spacing and text styles, with bones in
// place of the words, so the strip or list keeps its height when the real cards replace it.
import { Badge } from '~/web/components/ui/badge';
import { Card } from '~/web/components/ui/card';
import { Bone, SkeletonBlock } from '~/web/components/ui/skeleton';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';

const line = hstack({ gap: '2' });

export function GroupHookupCardSkeleton() {
  return (
    <Card.Root as="div" aria-hidden="true" className={css({ h: '100%' })}>
      <SkeletonBlock className={css({ w: '100%', aspectRatio: '16 / 9', borderRadius: '0', flexShrink: '0' })} />
      <Card.Body className={css({ flex: '1', gap: '3', py: '4', px: '5' })}>
        <div className={css({ display: 'flex', gap: '1.5' })}>
          <Badge className={css({ color: 'transparent', bg: 'bg.muted', borderColor: 'transparent' })}>Approved</Badge>
        </div>
        <div className={stack({ gap: '1' })}>
          <p className={css({ textStyle: 'xs', fontWeight: 'semibold' })}>
            <Bone width="35%" />
          </p>
          <Card.Title as="p">
            <Bone width="80%" />
          </Card.Title>
        </div>
        <div className={stack({ gap: '1.5', textStyle: 'sm' })}>
          <p className={line}>
            <Bone width="70%" />
          </p>
          <p className={line}>
            <Bone width="30%" />
          </p>
          <p className={line}>
            <Bone width="40%" />
          </p>
        </div>
        <div className={hstack({ gap: '2', mt: 'auto', pt: '1' })}>
          <SkeletonBlock className={css({ w: '8', h: '8', borderRadius: 'full', flexShrink: '0' })} />
          <p className={css({ textStyle: 'sm', flex: '1' })}>
            <Bone width="60%" />
          </p>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
