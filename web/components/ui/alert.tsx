import type { ReactNode } from 'react';
import { createStyleContext } from '~/web/styled-system/jsx';
import { alert } from '~/web/styled-system/recipes';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons';

const { withProvider, withContext } = createStyleContext(alert);

const Root = withProvider('div', 'root');
const Icon = withContext('span', 'icon');
const Content = withContext('div', 'content');
const Title = withContext('p', 'title');
const Description = withContext('div', 'description');

const icons = { info: InfoIcon, success: CheckCircleIcon, error: AlertCircleIcon };

export interface AlertProps {
  status: 'info' | 'success' | 'error';
  title?: ReactNode;
  children?: ReactNode;
}

/** An inline message. Errors are announced at once (role=alert), others politely (role=status). */
export function Alert({ status, title, children }: AlertProps) {
  const StatusIcon = icons[status];
  return (
    <Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Icon>
        <StatusIcon />
      </Icon>
      <Content>
        {title ? <Title>{title}</Title> : null}
        {children ? <Description>{children}</Description> : null}
      </Content>
    </Root>
  );
}
