import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAG } from '~/common/messages/tags';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import { TagsCard } from './TagsCard';

const tag = (slug: string, name: string) => ({ __typename: 'Tag', slug, name, description: `${name} talk`, color: '#1A2B3C', fontColor: '#FFFFFF' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderCard(routes: Parameters<typeof fakeGateway>[0] = {}) {
  const gateway = fakeGateway({ Tags: [() => json({ data: { tags: [tag('cold-calling', 'Cold Calling')] } })], ...routes });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  render(
    <Provider value={live.client}>
      <TagsCard />
    </Provider>,
  );
  return gateway;
}

const fill = (form: HTMLElement, name: string, value: string) => fireEvent.change(form.querySelector(`input[name="${name}"]`)!, { target: { value } });

describe('TagsCard (settings, admins)', () => {
  it('lists the tags as chips in their colors with their description', async () => {
    renderCard();
    const list = await screen.findByRole('list', { name: 'Tags' });
    const chip = within(list).getByText('Cold Calling');
    expect(chip.style.backgroundColor).toBe('rgb(26, 43, 60)');
    expect(chip.style.color).toBe('rgb(255, 255, 255)');
    expect(within(list).getByText('Cold Calling talk')).toBeTruthy();
  });

  it('shows the §5 messages of an empty form and a bad color, without sending', async () => {
    const gateway = renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Create tag' }));
    const form = await screen.findByRole('form', { name: 'Create tag' });
    fill(form, 'color', '');
    fill(form, 'fontColor', 'white');
    fireEvent.click(within(form).getByRole('button', { name: 'Create tag' }));
    for (const message of [TAG.nameRequired, TAG.descriptionRequired, TAG.colorRequired, TAG.fontColorFormat]) {
      expect(await within(form).findByText(message)).toBeTruthy();
    }
    expect(gateway.of('CreateTag')).toHaveLength(0);
  });

  it('creates a tag, and shows a duplicate name refused by the server under the name', async () => {
    const gateway = renderCard({
      CreateTag: [
        () => json({ data: null, errors: [{ message: TAG.slugTaken, extensions: { code: 'CONFLICT', fields: { name: TAG.slugTaken } } }] }),
        () => json({ data: { createTag: tag('closing', 'Closing') } }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create tag' }));
    const form = await screen.findByRole('form', { name: 'Create tag' });
    fill(form, 'name', 'cold calling');
    fill(form, 'description', 'Phones');
    fireEvent.click(within(form).getByRole('button', { name: 'Create tag' }));
    expect(await within(form).findByText(TAG.slugTaken)).toBeTruthy();
    fill(form, 'name', 'Closing');
    fireEvent.click(within(form).getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(gateway.of('CreateTag')).toHaveLength(2));
    expect(gateway.of('CreateTag')[1].variables).toEqual({ input: { name: 'Closing', description: 'Phones', color: '#1D4ED8', fontColor: '#FFFFFF' } });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create tag' })).toBeNull());
  });

  it('edits and deletes a tag by its slug', async () => {
    const gateway = renderCard({
      UpdateTag: [() => json({ data: { updateTag: tag('cold-calls', 'Cold Calls') } })],
      DeleteTag: [() => json({ data: { deleteTag: { __typename: 'Deleted', id: 'cold-calling' } } })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Cold Calling' }));
    const form = await screen.findByRole('form', { name: 'Edit tag' });
    fill(form, 'name', 'Cold Calls');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(gateway.of('UpdateTag')).toHaveLength(1));
    expect(gateway.of('UpdateTag')[0].variables).toEqual({
      slug: 'cold-calling',
      input: { name: 'Cold Calls', description: 'Cold Calling talk', color: '#1A2B3C', fontColor: '#FFFFFF' },
    });
    // the dialog closes once the answer is in; until then it hides the page from the accessibility tree
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cold Calling' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(gateway.of('DeleteTag')[0]?.variables).toEqual({ slug: 'cold-calling' }));
  });
});
