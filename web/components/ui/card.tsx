import { createStyleContext } from '~/web/styled-system/jsx';
import { card } from '~/web/styled-system/recipes';

// Card.Title is an h2; pass `as="h3"` (or any heading) to fit the page outline.
const { withProvider, withContext } = createStyleContext(card);

export const Root = withProvider('section', 'root');
export const Header = withContext('div', 'header');
export const Title = withContext('h2', 'title');
export const Description = withContext('p', 'description');
export const Body = withContext('div', 'body');
export const Footer = withContext('div', 'footer');

export const Card = { Root, Header, Title, Description, Body, Footer };
