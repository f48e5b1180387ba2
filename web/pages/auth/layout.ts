// The layout of the account pages, apart from their fields: a page that paints before its form's code arrives (the
// login page, issue 21) takes these without bringing react-hook-form.
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

export const formStack = stack({ gap: '5', w: '100%' });
export const pageStack = stack({ gap: '6', w: '100%' });
export const linksRow = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '3', textStyle: 'sm' });
