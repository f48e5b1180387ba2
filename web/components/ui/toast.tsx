import { Toaster as ArkToaster, Toast, createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS, TOAST_MAX } from '~/common/constants';
import { createStyleContext } from '~/web/styled-system/jsx';
import { toast } from '~/web/styled-system/recipes';
import { IconButton } from './button';
import { XIcon } from './icons';

/**
 * The app's one toaster (spec §9: 4000 ms, at most 3 at a time).
 * Usage: toaster.create({ title, description, type: 'success' | 'error' | 'info' }).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  max: TOAST_MAX,
  overlap: false,
  gap: 12,
});

const { withProvider, withContext } = createStyleContext(toast);

const Root = withProvider(Toast.Root, 'root');
const Title = withContext(Toast.Title, 'title');
const Description = withContext(Toast.Description, 'description');
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger');
const Content = withContext('div', 'content');

/** Mount once near the root of the app. */
export function Toaster() {
  return (
    <ArkToaster toaster={toaster}>
      {(item) => (
        // errors interrupt (alert); other toasts are announced politely (status)
        <Root role={item.type === 'error' ? 'alert' : 'status'}>
          <Content>
            {item.title ? <Title>{item.title}</Title> : null}
            {item.description ? <Description>{item.description}</Description> : null}
          </Content>
          <CloseTrigger asChild>
            <IconButton aria-label="Dismiss notification" size="sm">
              <XIcon width={16} height={16} />
            </IconButton>
          </CloseTrigger>
        </Root>
      )}
    </ArkToaster>
  );
}
