import { styled } from '~/web/styled-system/jsx';
import { badge } from '~/web/styled-system/recipes';

/** <Badge tone="success">APPROVED</Badge>: a short status or marker. */
export const Badge = styled('span', badge);
