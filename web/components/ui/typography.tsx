import { styled } from '~/web/styled-system/jsx';
import { heading, text } from '~/web/styled-system/recipes';

/** <Heading as="h1" size="2xl">…</Heading>; defaults to an h2. */
export const Heading = styled('h2', heading);

/** <Text tone="muted" size="sm">…</Text>; a paragraph unless `as` says otherwise. */
export const Text = styled('p', text);
