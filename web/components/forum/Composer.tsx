// The forum's composer: the rich-text editor (a lazy chunk) and a submit button. The parent sends the JSON; the
// server counts the plain text against NodeBB's limits and answers with the spec's message, shown here.
import { useState, type ReactNode } from 'react';
import { LazyRichTextEditor } from '~/web/components/editor/LazyRichTextEditor';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

export interface ComposerProps {
  label: string;
  submitLabel: string;
  initialJson?: string | null;
  /** resolves to an error message to show, or null when the post was saved */
  onSubmit: (contentJson: string) => Promise<string | null>;
  onCancel?: () => void;
  children?: ReactNode;
}

export function Composer({ label, submitLabel, initialJson, onSubmit, onCancel, children }: ComposerProps) {
  const [content, setContent] = useState<{ json: string; plainText: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // a new editor (empty) after each successful post
  const [generation, setGeneration] = useState(0);

  const submit = async () => {
    if (!content) return;
    setBusy(true);
    const failure = await onSubmit(content.json);
    setBusy(false);
    setError(failure);
    if (!failure) {
      setContent(null);
      setGeneration((n) => n + 1);
    }
  };

  return (
    <div className={stack({ gap: '3' })}>
      {children}
      <LazyRichTextEditor key={generation} label={label} initialJson={initialJson} onChange={setContent} />
      {error ? <Alert status="error">{error}</Alert> : null}
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button onClick={submit} loading={busy} disabled={!content || content.plainText.trim() === ''}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
