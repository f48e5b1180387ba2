import { Link as RouterLink } from 'react-router';
import { styled } from '~/web/styled-system/jsx';
import { link } from '~/web/styled-system/recipes';

/** An in-app link (react-router) with the link style: <Link to="/home">Home</Link>. */
export const Link = styled(RouterLink, link);

/** A link out of the app (mailto:, LinkedIn…) with the same look. */
export const ExternalLink = styled('a', link);
