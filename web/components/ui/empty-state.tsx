// An empty list that says what to do next, with the action that does it (a button or a link), instead of one grey line.
import type { ReactNode } from 'react';
import { Text } from '~/web/components/ui/typography';
import { HStack, VStack } from '~/web/styled-system/jsx';

export interface EmptyStateProps {
  /** what is empty, in a sentence (often a message of common/messages.ts) */
  title: ReactNode;
  /** what to do about it */
  description?: ReactNode;
  /** the buttons or links that do it */
  actions?: ReactNode;
}

export function EmptyState({ title, description, actions }: EmptyStateProps) {
  return (
    <VStack gap="3" alignItems="flex-start" p="6" borderWidth="1px" borderStyle="dashed" borderColor="border.default" borderRadius="l2" bg="bg.subtle">
      <Text fontWeight="semibold">{title}</Text>
      {description ? <Text tone="muted" size="sm">{description}</Text> : null}
      {actions ? (
        <HStack gap="2" flexWrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </VStack>
  );
}
