// The composer remembers where the caret is, so an emoji goes where the member put it (issue 16: emoji in the
// composer). Preact hears the browser's own select event, which a caret moved by a key or a tap does not fire.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGateway } from '~/web/testing/fakeGateway';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { stubResizeObserver } from '~/web/testing/resizeObserver';
import { Composer } from './Composer';

stubResizeObserver();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function pickEmoji(query: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Insert emoji' }));
  fireEvent.change(await screen.findByPlaceholderText('smile, heart, thumbs…'), { target: { value: query } });
  const matches = await screen.findByRole('list', { name: 'Emoji matches' });
  fireEvent.click(within(matches).getAllByRole('button')[0]);
}

describe('Composer', () => {
  it.each([
    ['a key', (box: HTMLTextAreaElement) => fireEvent.keyUp(box, { key: 'ArrowLeft' })],
    ['a tap', (box: HTMLTextAreaElement) => fireEvent.click(box)],
  ])('puts a picked emoji where the caret was moved to by %s, not where typing left it', async (_how, move) => {
    renderWithSession(<Composer conversationSid="CH1" onSend={vi.fn()} />, { path: '/chat/:id', url: '/chat/CH1', gateway: fakeGateway({}) });
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'hello world' } });
    // a caret moved by the member: the browser fires no select event for it (jsdom's setSelectionRange would)
    for (const end of ['selectionStart', 'selectionEnd']) Object.defineProperty(box, end, { configurable: true, get: () => 5 });
    move(box);
    await pickEmoji('thumbs');
    await waitFor(() => expect(box.value).toMatch(/^hello\p{Extended_Pictographic}\uFE0F? world$/u));
  });
});
