// The editor's toolbar: bold/italic, and one small panel (FloatingLinkEditor-like) for a link or an embed. The panel
// only collects the address; linkTarget/$insertEmbed (rules.ts) decide what is accepted (spec §5).
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { FORMAT_TEXT_COMMAND } from 'lexical';
import { useId, useState, type FormEvent } from 'react';
import { FORUM_WEB } from '~/common/messages/forum';
import { LINK_PLACEHOLDER } from '~/common/richText';
import { Button } from '~/web/components/ui/button';
import { css } from '~/web/styled-system/css';
import { hstack } from '~/web/styled-system/patterns';
import { $applyLink, $insertEmbed } from './rules';
import { focusOnMount } from '~/web/lib/renderer';

type Panel = 'link' | 'embed' | null;

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '1', borderBottomWidth: '1px', borderColor: 'border.default', p: '1' });
const panelStyle = hstack({ gap: '2', flexWrap: 'wrap', p: '2', bg: 'bg.subtle' });
const inputStyle = css({ flex: '1', minWidth: '48', px: '2', py: '1', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l1', bg: 'bg.default' });

export function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const [panel, setPanel] = useState<Panel>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const open = (next: Panel) => {
    setPanel(panel === next ? null : next);
    setValue(next === 'link' ? LINK_PLACEHOLDER : '');
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let ok = false;
    editor.update(() => (ok = panel === 'link' ? $applyLink(value) : $insertEmbed(value)), { discrete: true });
    if (!ok) return setError(panel === 'link' ? FORUM_WEB.linkInvalid : FORUM_WEB.embedInvalid);
    setPanel(null);
    editor.focus();
  };

  return (
    <div>
      <div className={bar} role="toolbar" aria-label="Formatting">
        <Button size="sm" variant="ghost" aria-label="Bold" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
          <b>B</b>
        </Button>
        <Button size="sm" variant="ghost" aria-label="Italic" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
          <i>I</i>
        </Button>
        <Button size="sm" variant="ghost" aria-pressed={panel === 'link'} onClick={() => open('link')}>
          Link
        </Button>
        <Button size="sm" variant="ghost" aria-pressed={panel === 'embed'} onClick={() => open('embed')}>
          Embed
        </Button>
      </div>
      {panel ? (
        <form className={panelStyle} onSubmit={submit} noValidate>
          <label htmlFor={inputId}>{panel === 'link' ? 'Link address' : 'Video or post address'}</label>
          <input
            id={inputId}
            className={inputStyle}
            value={value}
            ref={focusOnMount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button size="sm" type="submit">
            {panel === 'link' ? 'Apply link' : 'Insert embed'}
          </Button>
          {error ? (
            <span id={`${inputId}-error`} role="alert" className={css({ color: 'danger.text', width: 'full', textStyle: 'sm' })}>
              {error}
            </span>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
