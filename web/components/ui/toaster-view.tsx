// The toasts on screen: Ark's toaster, its machine and its dismissable layer. They load after the first route has
// painted (issue 21); toasts created before then wait in the store (toast.tsx) and show once this mounts.
import { Toaster as ArkToaster, Toast } from '@ark-ui/react/toast';
import { createStyleContext } from '~/web/styled-system/jsx';
import { toast } from '~/web/styled-system/recipes';
import { IconButton } from './button';
import { XIcon } from './icons';
import { toaster } from './toast';

const { withProvider, withContext } = createStyleContext(toast);

const Root = withProvider(Toast.Root, 'root');
const Title = withContext(Toast.Title, 'title');
const Description = withContext(Toast.Description, 'description');
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger');
const Content = withContext('div', 'content');

export function ToasterView() {
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
