// A chat attachment is served only with the member's chat token: no request goes out before it is in.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Attachment } from './MessageList';

afterEach(cleanup);

const photo = { url: '/chat/media/ME1', filename: 'deck.png', contentType: 'image/png', size: 2048 };

describe('Attachment', () => {
  it('asks for nothing until the chat token is in (the request would be refused), naming the file meanwhile', () => {
    const { container } = render(<Attachment media={photo} token={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading deck.png' })).toBeTruthy();
  });

  it('shows the image with the token once it is in', () => {
    render(<Attachment media={photo} token="t k" />);
    expect(screen.getByRole('img', { name: 'deck.png' }).getAttribute('src')).toBe('/chat/media/ME1?token=t%20k');
  });
});
