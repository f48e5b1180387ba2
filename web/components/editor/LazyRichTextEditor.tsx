// The editor is its own chunk (Lexical and its plugins): pages import this, which loads it on first render.
import { lazy, Suspense } from 'react';
import { Spinner } from '~/web/components/ui/spinner';
import type { RichTextEditorProps } from './RichTextEditor';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the editor" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
