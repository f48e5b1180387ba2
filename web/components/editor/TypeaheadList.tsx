// The listbox both typeahead pickers (emoji, mentions) render under the caret.
import type { MenuOption } from '@lexical/react/LexicalMenuOption';
import type { ReactNode } from 'react';
import { css } from '~/web/styled-system/css';

const list = css({
  position: 'absolute',
  zIndex: 'popover',
  top: '6',
  minWidth: '56',
  maxHeight: '72',
  overflowY: 'auto',
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  boxShadow: 'md',
  py: '1',
  listStyle: 'none',
});
const item = css({ px: '3', py: '1.5', cursor: 'pointer', whiteSpace: 'nowrap', '&[aria-selected=true]': { bg: 'bg.subtle' } });

export function TypeaheadList<T extends MenuOption>(props: {
  label: string;
  options: T[];
  selectedIndex: number | null;
  onSelect: (option: T) => void;
  onHighlight: (index: number) => void;
  render: (option: T) => ReactNode;
}) {
  return (
    <ul role="listbox" aria-label={props.label} className={list}>
      {props.options.map((option, i) => (
        <li
          key={option.key}
          ref={(el) => option.setRefElement(el)}
          role="option"
          id={`typeahead-${i}`}
          aria-selected={props.selectedIndex === i}
          className={item}
          onMouseEnter={() => props.onHighlight(i)}
          onMouseDown={(event) => {
            event.preventDefault();
            props.onSelect(option);
          }}
        >
          {props.render(option)}
        </li>
      ))}
    </ul>
  );
}
